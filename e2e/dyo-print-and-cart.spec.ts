// Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { pixelDiff } from '../tests/helpers/pixel-diff';
import { CartPage, DyoEngine } from './pages/dyo';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));

const PRINT_DPI = 300;
const BLEED_MM = 2;
const PHONE_MARGIN_MM = 8;
const pxPerMm = PRINT_DPI / 25.4;

/** `box` (mm, from the print area's corner) of an image whose print area starts at `originPx` and has `scale` px/mm, as w×h RGBA. */
function crop(
  image: Image,
  scale: number,
  originPx: number,
  box: { x: number; y: number; w: number; h: number },
  w: number,
  h: number,
): Uint8ClampedArray {
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  ctx.drawImage(image, originPx + box.x * scale, originPx + box.y * scale, box.w * scale, box.h * scale, 0, 0, w, h);
  return ctx.getImageData(0, 0, w, h).data;
}

test("the server renders a saved phone cover's print at 300 DPI, and it matches the preview the browser drew", async ({ page }) => {
  test.setTimeout(60_000);
  const engine = new DyoEngine(page);
  await engine.open(`/en-US/dyo/engine/?nordfyndArticleId=${FIXTURES.dyoCasesArticleId}`);
  await page.getByLabel('Background color').fill('#1f8a4c');
  await engine.addText('Anna');
  await expect(engine.layer('Text: Anna')).toBeVisible();
  await engine.save();
  const dyoId = new URL(page.url()).searchParams.get('dyoId')!;

  const [printBytes, previewBytes] = await Promise.all(
    ['print.png', 'preview.png'].map(async (file) => (await page.request.get(`/api/dyo/designs/${dyoId}/${file}`)).body()),
  );
  const [print, preview] = await Promise.all([loadImage(printBytes!), loadImage(previewBytes!)]);
  // Physical size at 300 DPI: the model's cover and 2 mm bleed on each side.
  const areaW = print.width / pxPerMm - BLEED_MM * 2;
  const areaH = print.height / pxPerMm - BLEED_MM * 2;
  expect(areaW).toBeGreaterThan(70);
  expect(areaH).toBeGreaterThan(140);
  const previewScale = preview.width / (areaW + PHONE_MARGIN_MM * 2);
  expect(previewScale * 25.4).toBeLessThan(150); // the browser's preview is far smaller than the print

  // Compare inside the cover, clear of the camera cut-out and the edge the preview draws over the design.
  const box = { x: 8, y: 45, w: areaW - 16, h: areaH - 55 };
  const w = Math.round(box.w * previewScale);
  const h = Math.round(box.h * previewScale);
  const browser = crop(preview, previewScale, PHONE_MARGIN_MM * previewScale, box, w, h);
  const server = crop(print, pxPerMm, BLEED_MM * pxPerMm, box, w, h);
  const diff = pixelDiff(browser, server, 64);
  // The comparison sees the design: the text's pixels differ from a plain green cover, in both renders alike.
  const plain = new Uint8ClampedArray(browser.length).map((_, i) => [0x1f, 0x8a, 0x4c, 255][i % 4]!);
  const text = pixelDiff(plain, server, 64).ratio;
  expect(text).toBeGreaterThan(0.003);
  expect(diff.ratio).toBeLessThan(text / 4);
  expect(diff.ratio).toBeLessThan(0.03);
});

/** Where a product's print area sits in the preview (mm) and the preview's width in mm, and the print's bleed. */
interface Geometry {
  areaX: number;
  areaY: number;
  previewWidthMm: number;
  bleedMm: number;
}

/** The saved design's server print and browser preview, both cut to `box` (mm on the print area) at the preview's scale. */
async function printAndPreview(
  request: APIRequestContext,
  dyoId: string,
  g: Geometry,
  box: { x: number; y: number; w: number; h: number },
  file = 'print.png',
) {
  const [printBytes, previewBytes] = await Promise.all(
    [file, 'preview.png'].map(async (f) => (await request.get(`/api/dyo/designs/${dyoId}/${f}`)).body()),
  );
  const [print, preview] = await Promise.all([loadImage(printBytes!), loadImage(previewBytes!)]);
  const previewScale = preview.width / g.previewWidthMm;
  const w = Math.round(box.w * previewScale);
  const h = Math.round(box.h * previewScale);
  return {
    print,
    browser: cropAt(preview, previewScale, g.areaX * previewScale, g.areaY * previewScale, box, w, h),
    server: cropAt(print, pxPerMm, g.bleedMm * pxPerMm, g.bleedMm * pxPerMm, box, w, h),
  };
}

function cropAt(
  image: Image,
  scale: number,
  ox: number,
  oy: number,
  box: { x: number; y: number; w: number; h: number },
  w: number,
  h: number,
): Uint8ClampedArray {
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, h);
  ctx.drawImage(image, ox + box.x * scale, oy + box.y * scale, box.w * scale, box.h * scale, 0, 0, w, h);
  return ctx.getImageData(0, 0, w, h).data;
}

/** Share of pixels with colour (channels more than 24 apart). */
function colourful(data: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < data.length; i += 4)
    if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 24) n += 1;
  return n / (data.length / 4);
}

test("a cropped photo, moved in its frame by keys and by a drag, in black and white: the server's print matches the browser's preview and is grey", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const engine = new DyoEngine(page);
  await engine.open(`/en-US/dyo/engine/?nordfyndArticleId=${FIXTURES.dyoCasesArticleId}`);
  await engine.upload('e2e/fixtures/photo.png');
  await expect(engine.layer('Picture 1')).toHaveAttribute('aria-pressed', 'true');
  // Crop a quarter off the left, then move the picture inside its frame with the arrow keys.
  await page.getByLabel(/^Left \(/).fill('0.25');
  await expect
    .poll(async () => (await engine.draft(FIXTURES.dyoCasesArticleId)).sides.front[0])
    .toMatchObject({ crop: { x: 0.25, width: 0.75 } });
  const before = (await engine.draft(FIXTURES.dyoCasesArticleId)).sides.front[0] as { width: number; x: number };
  await page.getByRole('button', { name: 'Picture to the right' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect
    .poll(async () => ((await engine.draft(FIXTURES.dyoCasesArticleId)).sides.front[0] as { crop: { x: number } }).crop.x)
    .toBeLessThan(0.2);
  const panned = (await engine.draft(FIXTURES.dyoCasesArticleId)).sides.front[0] as {
    width: number;
    x: number;
    crop: { x: number; width: number };
  };
  // The frame stays where and as big as it was; the picture moved inside it.
  expect(panned).toMatchObject({ x: before.x, width: before.width, crop: { width: 0.75 } });
  expect(panned.crop.x).toBeGreaterThan(0);
  // Crop mode: a drag on the canvas moves the picture inside its frame, not the frame.
  await page.getByRole('button', { name: 'Drag the picture on the canvas to move it in its frame' }).click();
  await expect(page.getByRole('button', { name: 'Drag the picture on the canvas to move it in its frame' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await engine.canvas().scrollIntoViewIfNeeded();
  const box = (await engine.canvas().boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x - 15, centre.y, { steps: 4 });
  await page.mouse.move(centre.x - 30, centre.y, { steps: 4 });
  await page.mouse.up();
  await expect
    .poll(async () => ((await engine.draft(FIXTURES.dyoCasesArticleId)).sides.front[0] as { crop: { x: number } }).crop.x)
    .toBeGreaterThan(panned.crop.x + 0.05);
  const dragged = (await engine.draft(FIXTURES.dyoCasesArticleId)).sides.front[0] as { x: number; y: number; width: number };
  expect(dragged).toMatchObject({ x: before.x, width: before.width });
  // The drag was one undo step.
  await engine.undo().click();
  await expect
    .poll(async () => ((await engine.draft(FIXTURES.dyoCasesArticleId)).sides.front[0] as { crop: { x: number } }).crop.x)
    .toBeCloseTo(panned.crop.x, 5);
  await engine.redo().click();
  await page.getByLabel('Filter').selectOption({ label: 'Black and white' });
  await expect.poll(async () => (await engine.draft(FIXTURES.dyoCasesArticleId)).sides.front[0]).toMatchObject({ filter: 'grayscale' });
  await engine.save();
  const dyoId = new URL(page.url()).searchParams.get('dyoId')!;

  // Inside the picture (45 mm × 45 mm frame around the cover's centre), clear of the camera.
  const { browser, server } = await printAndPreview(
    page.request,
    dyoId,
    { areaX: 8, areaY: 8, previewWidthMm: 75 + 16, bleedMm: 2 },
    { x: 20, y: 62, w: 35, h: 30 },
  );
  expect(colourful(server)).toBeLessThan(0.02);
  expect(colourful(browser)).toBeLessThan(0.02);
  const diff = pixelDiff(browser, server, 64);
  expect(diff.ratio).toBeLessThan(0.03);
  // The comparison sees the photo: its squares differ from one flat grey.
  const flat = new Uint8ClampedArray(server.length).map((_, i) => (i % 4 === 3 ? 255 : 128));
  expect(pixelDiff(flat, server, 40).ratio).toBeGreaterThan(0.3);
});

test("a garment's server print (300 DPI, 280 × 360 mm) matches the browser's preview", async ({ page }) => {
  test.setTimeout(90_000);
  const engine = new DyoEngine(page);
  await engine.open(`/en-US/dyo/clothes-engine/?nordfyndArticleId=${FIXTURES.dyoClothesArticleId}`);
  await engine.addText('ANNA');
  await expect(engine.layer('Text: ANNA')).toBeVisible();
  await page.getByRole('button', { name: 'Add sticker: Heart' }).click();
  await expect(engine.layer('Sticker: Heart')).toBeVisible();
  await engine.save();
  const dyoId = new URL(page.url()).searchParams.get('dyoId')!;
  const { print, browser, server } = await printAndPreview(
    page.request,
    dyoId,
    { areaX: 160, areaY: 150, previewWidthMm: 600, bleedMm: 0 },
    { x: 0, y: 0, w: 280, h: 360 },
  );
  expect({ width: print.width, height: print.height }).toEqual({ width: Math.round(280 * pxPerMm), height: Math.round(360 * pxPerMm) });
  const ink = pixelDiff(new Uint8ClampedArray(server.length).fill(255), server, 64).ratio;
  expect(ink).toBeGreaterThan(0.01);
  const diff = pixelDiff(browser, server, 64);
  expect(diff.ratio).toBeLessThan(ink / 4);
  expect(diff.ratio).toBeLessThan(0.03);
});

for (const device of ['desktop', 'phone'] as const) {
  test.describe(device, () => {
    test.use(
      device === 'phone'
        ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 900 } },
    );

    test('a garment designed on both sides shows both, and what was designed, in the cart and in the shared cart', async ({ page }) => {
      test.setTimeout(60_000);
      const article = FIXTURES.dyoClothesArticleId;
      const engine = new DyoEngine(page, undefined, device === 'phone');
      await engine.open(`/en-US/dyo/clothes-engine/?nordfyndArticleId=${article}`);
      await engine.addText('Anna');
      await engine.tool('Layers');
      await expect(engine.layer('Text: Anna')).toBeVisible();
      await engine.tool('Product');
      await page.getByRole('radio', { name: 'Back' }).check();
      await engine.addText('Team 7');
      await engine.tool('Layers');
      await expect(engine.layer('Text: Team 7')).toBeVisible();
      await engine.save();
      const dyoId = new URL(page.url()).searchParams.get('dyoId')!;
      const words = 'Your design, front and back: text “Anna”, text “Team 7”';

      await new CartPage(page).open();
      const line = page.getByTestId(`cart-line-${article}-${dyoId}`);
      await expect(line.getByText(words)).toBeVisible();
      const cartImage = line.getByRole('img', { name: /^Your design of/ });
      await expect(cartImage).toHaveAttribute('src', new RegExp(`/api/dyo/designs/${dyoId}/preview.png`));
      // Front and back side by side: the picture is wider than one garment is tall.
      await expect
        .poll(() => cartImage.evaluate((img: HTMLImageElement) => img.naturalWidth / Math.max(1, img.naturalHeight)))
        .toBeGreaterThan(1.5);

      // The checkout's order summary shows the same two-sided picture.
      await page.goto('/en-US/cart/checkout/');
      await expect(page).toHaveURL(/\/cart\/checkout\/$/);
      await expect(page.getByRole('img', { name: /^Your design of/ }).first()).toHaveAttribute(
        'src',
        new RegExp(`/api/dyo/designs/${dyoId}/preview.png`),
      );

      await page.goto(`/en-US/shared-cart/?items=${article}~${dyoId}*1`);
      const list = page.getByRole('list', { name: 'Items in the shared cart' });
      const shared = list.getByRole('img', { name: /^Your design of/ });
      await expect(shared).toHaveAttribute('src', `/api/dyo/designs/${dyoId}/preview.png`);
      await expect
        .poll(() => shared.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth / Math.max(1, img.naturalHeight)))
        .toBeGreaterThan(1.5);
      await expect(list.getByText(words)).toBeVisible();
      await page.screenshot({ path: `test-results/dyo-shared-cart-${device}.png` });
    });
  });
}

test('the cart line says it in Swedish too', async ({ page }) => {
  const engine = new DyoEngine(page, {
    upload: 'Ladda upp bild',
    yourText: 'Din text',
    addText: 'Lägg till text',
    save: 'Spara och lägg i varukorgen',
    saved: 'Designen är sparad och ligger i varukorgen.',
    undo: 'Ångra',
    redo: 'Gör om',
    canvas: 'Designyta',
  });
  await engine.open(`/designa/mobilskal/verktyg/?nordfyndArticleId=${FIXTURES.dyoCasesArticleId}`);
  await page.getByLabel('Bakgrundsfärg').fill('#1f8a4c');
  await engine.addText('Anna');
  await engine.save();
  await new CartPage(page).open('/varukorg/');
  await expect(page.getByText('Egen design: text ”Anna”, grön bakgrund')).toBeVisible();
  await page.screenshot({ path: 'test-results/dyo-cart-sv.png' });
});
