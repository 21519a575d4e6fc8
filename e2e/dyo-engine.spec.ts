// Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/consent';
import { E2E } from '../playwright.config';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { CartPage, DyoEngine } from './pages/dyo';
import { expectNoSeriousA11yViolations } from './support/axe';
import { services } from './support/services';

const PHOTO = 'e2e/fixtures/photo.png';
const ARTICLE = FIXTURES.dyoCasesArticleId;
const ENGINE = `/en-US/dyo/engine/?nordfyndArticleId=${ARTICLE}`;

test.beforeEach(async ({ request }) => services.reset(request));

test('a phone cover: upload, move, scale, text, undo and redo, save, see it in the cart, reopen, change, and the cart holds the new design only', async ({
  page,
}) => {
  // Two photo uploads through the server and two saves with their print renders.
  test.setTimeout(90_000);
  const engine = new DyoEngine(page);
  await engine.open(ENGINE);
  await expectNoSeriousA11yViolations(page);

  await engine.upload(PHOTO);
  await expect(engine.layer('Picture 1')).toBeVisible();
  const draft = await engine.draftWithLayers(ARTICLE, 1);
  const image = draft.sides.front[0]!;
  expect(image).toMatchObject({ type: 'image', naturalWidth: 400, naturalHeight: 300, x: 37.5 });

  // Drag the picture on the canvas with the pointer.
  const box = (await engine.canvas().locator('canvas').first().boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await engine.draft(ARTICLE)).sides.front[0]!.x).toBeGreaterThan(image.x + 5);

  // Scale it up with the button until the print would be soft: the warning appears.
  await page.getByRole('button', { name: 'Bigger' }).click();
  await page.getByRole('button', { name: 'Bigger' }).click();
  const widthNow = async () => ((await engine.draft(ARTICLE)).sides.front[0] as { width: number }).width;
  await expect.poll(widthNow).toBeGreaterThan((image as { width: number }).width * 1.2);
  expect(await widthNow()).toBeCloseTo((image as { width: number }).width * 1.21, 1);
  // 400 px over 72.6 mm is 140 dpi: the meter says so and how large it prints sharp (400 × 300 px at 150 dpi).
  await expect(page.getByText(/prints at 140 dpi and may look soft\. For a sharp print make it at most 6\.7 × 5 cm/)).toBeVisible();

  await engine.addText('Hello Nordfynd');
  await expect(engine.layer('Text: Hello Nordfynd')).toBeVisible();
  await engine.undo().click();
  await expect(engine.layer('Text: Hello Nordfynd')).toHaveCount(0);
  await engine.redo().click();
  await expect(engine.layer('Text: Hello Nordfynd')).toBeVisible();
  await expect(page.getByRole('img', { name: 'How the product looks with your design' })).toBeVisible();

  await engine.save();
  const firstDyoId = new URL(page.url()).searchParams.get('dyoId');
  expect(firstDyoId).toBeTruthy();

  const cart = new CartPage(page);
  await cart.open();
  const line = page.getByTestId(`cart-line-${ARTICLE}-${firstDyoId}`);
  await expect(line).toBeVisible();
  const preview = line.getByRole('img');
  await expect(preview).toHaveAttribute('src', new RegExp(`/api/dyo/designs/${firstDyoId}/preview.png`));
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Large enough to judge the design: 200 px wide on a desktop, 144 px on a phone (a catalog picture: 96 px).
  const thumbWidth = () => preview.evaluate((img: HTMLImageElement) => Math.round(img.parentElement!.getBoundingClientRect().width));
  const desktop = page.viewportSize()!;
  expect(desktop.width).toBeGreaterThanOrEqual(1024);
  await expect.poll(thumbWidth).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(thumbWidth).toBe(144);
  await page.setViewportSize(desktop);

  // Reopen from the cart, change it, save: the cart holds the new design only.
  await line.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`dyoId=${firstDyoId}`));
  await expect(engine.layer('Text: Hello Nordfynd')).toBeVisible();
  await expect(engine.layer('Picture 1')).toBeVisible();
  await engine.addText('Changed');
  await engine.save();
  const secondDyoId = new URL(page.url()).searchParams.get('dyoId');
  expect(secondDyoId).not.toBe(firstDyoId);
  await cart.open();
  await expect(page.getByTestId(`cart-line-${ARTICLE}-${secondDyoId}`)).toBeVisible();
  await expect(page.getByTestId(`cart-line-${ARTICLE}-${firstDyoId}`)).toHaveCount(0);
  await expect(page.locator('[data-testid^="cart-line-"]')).toHaveCount(1);
});

test('a design in progress survives a reload', async ({ page }) => {
  const engine = new DyoEngine(page);
  await engine.open(ENGINE);
  await engine.addText('Still here');
  await engine.draftWithLayers(ARTICLE, 1);
  await page.reload();
  await expect(engine.layer('Text: Still here')).toBeVisible();
});

test('an oversized or wrong-type upload is refused with a message', async ({ page }) => {
  // A 26 MB file handed to the page takes a while.
  test.setTimeout(60_000);
  const engine = new DyoEngine(page);
  await engine.open(ENGINE);
  await engine.upload({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(26 * 1024 * 1024, 1) });
  await expect(engine.alert()).toContainText('The picture is over 25 MB');
  // Within 25 MB but not a picture: the server says so.
  await engine.upload({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(engine.alert()).toContainText('We could not read the picture');
  await engine.upload({ name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(engine.alert()).toContainText('We cannot print that type of file');
  await expect(page.getByText('Nothing added yet.')).toBeVisible();
});

test('a HEIC photo is converted and turned upright; a photo can be dropped on the canvas or pasted', async ({ page }) => {
  const engine = new DyoEngine(page);
  await engine.open(ENGINE);
  // A desktop browser gives a HEIC file no type: its name says it. 96 × 64 px with EXIF orientation 6: upright 64 × 96.
  const heic = readFileSync('tests/server/dyo/fixtures/sideways.heic');
  await engine.upload({ name: 'IMG_0042.HEIC', mimeType: '', buffer: heic });
  const first = (await engine.draftWithLayers(ARTICLE, 1)).sides.front[0]!;
  expect(first).toMatchObject({ type: 'image', naturalWidth: 64, naturalHeight: 96, original: { width: 64, height: 96 } });
  expect((first as { src: string }).src).toMatch(/^data:image\/jpeg;base64,/);

  const png = readFileSync(PHOTO).toString('base64');
  // Dropped on the canvas.
  await page.evaluate((data) => {
    const bytes = Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
    const target = document.querySelector('[data-dropping]')!;
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, png);
  expect((await engine.draftWithLayers(ARTICLE, 2)).sides.front[1]).toMatchObject({ naturalWidth: 400, naturalHeight: 300 });
  // Pasted (Ctrl/Cmd+V) outside a text field.
  await page.evaluate((data) => {
    const bytes = Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, png);
  expect((await engine.draftWithLayers(ARTICLE, 3)).sides.front[2]).toMatchObject({ naturalWidth: 400, naturalHeight: 300 });
  await expect(engine.layer('Picture 3')).toBeVisible();
});

test('an image is placed with the keyboard only', async ({ page }) => {
  const engine = new DyoEngine(page);
  await engine.open(ENGINE);
  await engine.upload(PHOTO);
  const start = (await engine.draftWithLayers(ARTICLE, 1)).sides.front[0]!;
  // A new picture is selected; Escape lets go of it, and the layer list selects it again.
  await expect(engine.layer('Picture 1')).toHaveAttribute('aria-pressed', 'true');
  await engine.canvas().focus();
  await page.keyboard.press('Escape');
  await expect(engine.layer('Picture 1')).toHaveAttribute('aria-pressed', 'false');
  await engine.layer('Picture 1').focus();
  await page.keyboard.press('Enter');
  await expect(engine.layer('Picture 1')).toHaveAttribute('aria-pressed', 'true');
  await engine.canvas().focus();
  await expect(engine.canvas()).toBeFocused();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('+');
  await page.keyboard.press(']');
  await expect
    .poll(async () => (await engine.draft(ARTICLE)).sides.front[0])
    .toMatchObject({ x: start.x + 10, y: start.y + 1, rotation: 5 });
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await engine.draft(ARTICLE)).sides.front[0]!.rotation).toBe(0);
  await page.keyboard.press('Delete');
  await expect(engine.layer('Picture 1')).toHaveCount(0);
});

test('the phone-cover landing page picks brand, model and case and leads into the engine', async ({ page }) => {
  const response = await page.goto('/en-US/dyo/initial-landing-page/');
  expect(response?.status()).toBe(200);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'Apple' }).check();
  await page.getByRole('radio', { name: 'iPhone 15', exact: true }).check();
  await page.getByRole('radio', { name: 'Phone case' }).check();
  const start = page.getByRole('link', { name: 'Start designing' });
  await expect(start).toHaveAttribute('href', `/en-US/dyo/engine/?nordfyndArticleId=${ARTICLE}`);
  await start.click();
  await expect(page.getByRole('button', { name: 'Save and add to cart' })).toBeVisible();
});

test('the landing page honours the article in the query, and refuses an unsupported one in the shopper language', async ({
  page,
  request,
}) => {
  await page.goto(`/en-US/dyo/initial-landing-page/?nordfyndArticleId=${FIXTURES.dyoIsecretsArticleId}`);
  await expect(page.getByRole('radio', { name: 'Wallet case' })).toBeChecked();
  let response = await page.goto(`/dyo/initial-landing-page/?nordfyndArticleId=${FIXTURES.unsupportedDyoArticleId}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Den här produkten kan inte designas här');
  await expectNoSeriousA11yViolations(page);
  response = await page.goto(`/fi-FI/suunnittele/puhelimen-kuori/tyokalu/?nordfyndArticleId=${FIXTURES.unsupportedDyoArticleId}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tätä tuotetta ei voi suunnitella täällä');
  expect((await request.get('/en-US/dyo/engine/?nordfyndArticleId=999999')).status()).toBe(404);
  expect((await request.get(`/en-US/dyo/engine/?nordfyndArticleId=${ARTICLE}&dyoId=unknown`)).status()).toBe(404);
  expect((await request.get('/en-US/dyo/engine/?nordfyndArticleId=%3Cscript%3E')).status()).toBe(400);
  // A clothes article on the phone-cover engine goes to the clothes engine.
  const redirected = await request.get(`/en-US/dyo/engine/?nordfyndArticleId=${FIXTURES.dyoClothesArticleId}`, { maxRedirects: 0 });
  expect(redirected.status()).toBe(307);
  expect(redirected.headers().location).toBe(`/en-US/dyo/clothes-engine/?nordfyndArticleId=${FIXTURES.dyoClothesArticleId}`);
  expect(E2E.appUrl).toBeTruthy();
});
