// Changing the phone model in the image engine keeps the design (moved and scaled into the new
// model's print area, canvas/refit.ts) and says in the shopper's language what now lies on the camera opening; a
// photo scaled past the cover keeps its corner handles on the stage (the stage zooms out to it). Specs not about
// consent start with a stored "reject all" choice, so the dialog covers nothing.
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import type { DesignDocument } from '../lib/dyo/design-document';
import { CartPage, DyoEngine } from './pages/dyo';
import { services } from './support/services';

const ARTICLE = FIXTURES.dyoCasesArticleId;
const ENGINE = `/en-US/dyo/engine/?nordfyndArticleId=${ARTICLE}`;

test.beforeEach(async ({ request }) => services.reset(request));
test.use({ viewport: { width: 1280, height: 900 } });

test('another phone model keeps the design, scaled into its print area, and says what now lies on its camera', async ({ page }) => {
  test.setTimeout(90_000);
  const engine = new DyoEngine(page);
  await engine.open(ENGINE);
  await engine.upload('e2e/fixtures/photo.png');
  await expect(engine.layer('Picture 1')).toBeVisible();
  // A heart moved to the top right, beside the iPhone 15's camera block (Shift+arrow: 10 mm).
  await page.getByRole('button', { name: 'Add sticker: Heart' }).click();
  await expect(engine.canvas()).toBeFocused();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowUp');
  for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await engine.draft(ARTICLE)).sides.front[1]).toMatchObject({ type: 'sticker', x: 57.5, y: 26 });

  const model = page.getByRole('region', { name: 'Phone model' });
  await model.getByRole('radio', { name: 'Google' }).check();
  await model.getByRole('radio', { name: 'Pixel 8', exact: true }).check();
  await expect(
    page.getByText(
      'Your design now fits the Pixel 8. 1 element now lies on the camera opening or past the edge – check it before you save.',
    ),
  ).toBeVisible();

  // Both layers are kept, where they were relative to the cover (iPhone 15: 75 × 152 mm; Pixel 8: 73.8 × 153.5 mm).
  await expect.poll(async () => (await engine.draft(ARTICLE)).sides.front[0]?.x ?? Number.NaN).toBeCloseTo(37.5 * (73.8 / 75), 3);
  const after = await engine.draft(ARTICLE);
  expect(after.sides.front.map((l) => l.type)).toEqual(['image', 'sticker']);
  expect(after.sides.front[1]).toMatchObject({ x: expect.closeTo(57.5 * (73.8 / 75), 3), y: expect.closeTo(26 * (153.5 / 152), 3) });

  await engine.save();
  const dyoId = new URL(page.url()).searchParams.get('dyoId')!;
  const saved = (await (await page.request.get(`/api/dyo/designs/${dyoId}/`)).json()) as { data: { document: string } };
  const document = JSON.parse(saved.data.document) as DesignDocument;
  expect(document.sides.front).toHaveLength(2);
  // Saved on the Pixel 8's own case article, which the cart holds.
  expect(document.articleId).not.toBe(ARTICLE);
  // The address names that article, so a reload reopens the saved design (it named the old model's: a 400 page).
  expect(new URL(page.url()).searchParams.get('nordfyndArticleId')).toBe(document.articleId);
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(engine.layer('Picture 1')).toBeVisible();
  await new CartPage(page).open();
  await expect(page.locator(`[data-testid$="-${dyoId}"]`)).toBeVisible();
});

test('in Swedish the notice is Swedish', async ({ page }) => {
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
  await engine.open(`/designa/mobilskal/verktyg/?nordfyndArticleId=${ARTICLE}`);
  await engine.upload('e2e/fixtures/photo.png');
  await expect.poll(async () => (await engine.draft(ARTICLE)).sides.front.length).toBe(1);
  const model = page.locator('section[aria-labelledby="dyo-phone-model"]');
  await model.getByRole('radio', { name: 'Samsung' }).check();
  await model.getByRole('radio', { name: 'Galaxy A35' }).check();
  await expect(page.getByText('Designen är anpassad till Galaxy A35.')).toBeVisible();
  await expect.poll(async () => (await engine.draft(ARTICLE)).sides.front.length).toBe(1);
});

test('a photo scaled past the cover keeps its four corner handles inside the stage', async ({ page }) => {
  const engine = new DyoEngine(page);
  await engine.open(ENGINE);
  await engine.upload('e2e/fixtures/photo.png');
  await expect(engine.layer('Picture 1')).toBeVisible();
  // 60 mm wide at first; ten steps of 10 % make it about 156 mm, twice the cover's width.
  for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'Bigger' }).click();
  await expect
    .poll(async () => ((await engine.draft(ARTICLE)).sides.front[0] as { width: number } | undefined)?.width ?? 0)
    .toBeGreaterThan(150);
  const stageBox = (await engine.canvas().locator('canvas').first().boundingBox())!;
  const anchors = await page.evaluate(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type KNode = { findOne: (selector: string) => KNode | undefined; getClientRect: () => Rect; width: () => number; height: () => number };
    const konva = (window as unknown as { Konva: { stages: KNode[] } }).Konva;
    const stage = konva.stages[konva.stages.length - 1]!;
    const transformer = stage.findOne('Transformer')!;
    return {
      stage: { width: stage.width(), height: stage.height() },
      corners: ['top-left', 'top-right', 'bottom-left', 'bottom-right'].map((name) => transformer.findOne(`.${name}`)!.getClientRect()),
    };
  });
  expect(anchors.corners).toHaveLength(4);
  for (const corner of anchors.corners) {
    // Inside the stage, and so inside the canvas box a person sees.
    expect(corner.x).toBeGreaterThanOrEqual(0);
    expect(corner.y).toBeGreaterThanOrEqual(0);
    expect(corner.x + corner.width).toBeLessThanOrEqual(anchors.stage.width);
    expect(corner.y + corner.height).toBeLessThanOrEqual(anchors.stage.height);
    expect(corner.x + corner.width).toBeLessThanOrEqual(stageBox.width + 1);
  }
});
