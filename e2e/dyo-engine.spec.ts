// Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
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

test('a phone cover: upload, move, scale, text, undo and redo, save, see it in the cart, reopen, change, and the cart holds the new design only', async ({ page }) => {
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
  await expect(page.getByText(/resolution is too low/)).toBeVisible();

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
  const engine = new DyoEngine(page);
  await engine.open(ENGINE);
  await engine.upload({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
  await expect(engine.alert()).toContainText('The picture is too large');
  await engine.upload({ name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(engine.alert()).toContainText('We cannot print that type of file');
  await expect(page.getByText('Nothing added yet.')).toBeVisible();
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
  await expect.poll(async () => (await engine.draft(ARTICLE)).sides.front[0]).toMatchObject({ x: start.x + 10, y: start.y + 1, rotation: 5 });
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

test('the landing page honours the article in the query, and refuses an unsupported one in the shopper language', async ({ page, request }) => {
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
