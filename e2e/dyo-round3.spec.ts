// Design your own, third round, on a phone (390 × 844, touch): the heading and price follow a model change,
// a design off the cover is named and cannot be saved blank, a pinch that starts over another layer scales only the
// selected one, the print-quality warning shows under the canvas and in the save sheet and saving asks first, names in
// extended Latin are drawn with the same font files as the print, emoji are refused, and a new text on a black T-shirt
// is white. Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import type { DesignDocument, DesignLayer } from '../lib/dyo/design-document';
import { DyoEngine } from './pages/dyo';
import { watchPageHealth } from './support/page-health';
import { services } from './support/services';

const ARTICLE = FIXTURES.dyoCasesArticleId;
const ENGINE = `/en-US/dyo/engine/?nordfyndArticleId=${ARTICLE}`;

test.beforeEach(async ({ request }) => services.reset(request));
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type P = { x: number; y: number };

/** Two fingers from `from` to `to` in 12 touchMoves (the first lands first), through Chromium's input pipeline. */
async function gesture(page: Page, cdp: CDPSession, from: P[], to: P[], steps = 12): Promise<void> {
  const at = (i: number) =>
    from.map((p, k) => ({ x: p.x + ((to[k]!.x - p.x) * i) / steps, y: p.y + ((to[k]!.y - p.y) * i) / steps, id: k }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)[0]!] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(100);
}

const layerOf = (doc: DesignDocument, type: DesignLayer['type']) => doc.sides.front.find((l) => l.type === type)!;

test('a switch from the iPhone 15 case to its wallet case changes the heading and price at once, and they stay after saving', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const health = watchPageHealth(page);
  const engine = new DyoEngine(page, undefined, true);
  await engine.open(ENGINE);
  const heading = page.getByRole('heading', { level: 1 });
  const lead = page.locator('h1 + p');
  await expect(heading).toHaveText('Design your phone case');
  await expect(lead).toContainText('Design your own phone case');
  await expect(lead).toContainText('iPhone 15');
  await expect(lead).toContainText('249');
  await engine.addText('Åsa');
  await engine.draftWithLayers(ARTICLE, 1);

  await engine.tool('Product');
  await page.getByRole('region', { name: 'Phone model' }).getByRole('radio', { name: 'Wallet case' }).check();
  await expect(heading).toHaveText('Design your wallet case');
  await expect(lead).toContainText('Design your own wallet case');
  await expect(lead).toContainText('iPhone 15');
  await expect(lead).toContainText('349');
  await expect(lead).not.toContainText('249');
  await expect(page).toHaveTitle(/^Design your wallet case – Design your own wallet case/);

  await engine.save();
  expect(new URL(page.url()).searchParams.get('nordfyndArticleId')).toBe(FIXTURES.dyoIsecretsArticleId);
  await expect(heading).toHaveText('Design your wallet case');
  await expect(lead).toContainText('349');
  // The server names the wallet case too when the saved design is reopened.
  await page.reload();
  await expect(heading).toHaveText('Design your wallet case');
  await expect(lead).toContainText('349');
  await health.expectHealthy();
});

test('a text moved entirely off the cover is marked and named, and the design cannot be saved blank', async ({ page }) => {
  const engine = new DyoEngine(page, undefined, true);
  await engine.open(ENGINE);
  await engine.addText('Åsa');
  await expect.poll(async () => layerOf(await engine.draftWithLayers(ARTICLE, 1), 'text').x).toBe(37.5);
  await expect(engine.canvas()).toBeFocused();
  // Ten steps of 10 mm to the left: x = −62.5 mm, the whole text past the cover's edge.
  for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(async () => layerOf(await engine.draft(ARTICLE), 'text').x).toBe(-62.5);
  const checks = page.getByRole('group', { name: 'Check before you save' });
  await expect(checks).toContainText('Text: Åsa: lies entirely outside the print area and will not be printed');
  await expect(checks).toContainText('Nothing of the design is on the product');
  // The canvas marks it (a dashed box around the layer, drawn by Konva).
  const marks = await page.evaluate(() => {
    const konva = (window as unknown as { Konva?: { stages: { find(selector: string): unknown[] }[] } }).Konva;
    return konva?.stages.reduce((n, stage) => n + stage.find('.check-mark').length, 0) ?? -1;
  });
  expect(marks).toBe(1);
  await engine.tool('Save');
  await expect(engine.saveButton()).toBeDisabled();

  // Back on the cover ("Fit to print area"), it saves, and the print is not blank.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Fit to print area' }).click();
  await expect(checks).toHaveCount(0);
  await engine.save();
});

test('a pinch that starts over a sticker scales only the selected photo, moves nothing else, and is one undo step', async ({ page }) => {
  test.setTimeout(60_000);
  const engine = new DyoEngine(page, undefined, true);
  await engine.open(ENGINE);
  await engine.tool('Picture');
  await engine.upload('e2e/fixtures/photo.png');
  await engine.draftWithLayers(ARTICLE, 1);
  await engine.tool('Stickers');
  await page.getByRole('button', { name: 'Add sticker: Heart' }).click();
  const start = await engine.draftWithLayers(ARTICLE, 2);
  const photo0 = layerOf(start, 'image') as Extract<DesignLayer, { type: 'image' }>;
  const heart0 = layerOf(start, 'sticker');
  // The photo is selected again; the heart lies above it, in the middle of the cover.
  await engine.tool('Layers');
  await engine.layer('Picture 1').click();
  await expect(engine.layer('Picture 1')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Close' }).click();
  await engine.canvas().scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Edit on the canvas' }).click();
  const box = (await engine.canvas().locator('canvas').first().boundingBox())!;
  const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  // Fingers 40 px apart over the heart spread to 80 px.
  await gesture(
    page,
    cdp,
    [
      { x: c.x - 20, y: c.y },
      { x: c.x + 20, y: c.y },
    ],
    [
      { x: c.x - 40, y: c.y },
      { x: c.x + 40, y: c.y },
    ],
  );
  await cdp.detach();
  await expect
    .poll(async () => (layerOf(await engine.draft(ARTICLE), 'image') as typeof photo0).width / photo0.width, { timeout: 5_000 })
    .toBeCloseTo(2, 1);
  const after = await engine.draft(ARTICLE);
  expect(layerOf(after, 'sticker')).toEqual(heart0);
  // One undo takes the whole gesture back; nothing else was a step.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (layerOf(await engine.draft(ARTICLE), 'image') as typeof photo0).width).toBeCloseTo(photo0.width, 3);
  expect(layerOf(await engine.draft(ARTICLE), 'sticker')).toEqual(heart0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await engine.draft(ARTICLE)).sides.front.length).toBe(1);
});

test('the print-quality warning shows under the canvas and in the save sheet, and saving below it asks first', async ({ page }) => {
  test.setTimeout(60_000);
  const engine = new DyoEngine(page, undefined, true);
  await engine.open(ENGINE);
  await engine.tool('Picture');
  await engine.upload('e2e/fixtures/photo.png');
  await engine.draftWithLayers(ARTICLE, 1);
  // 400 × 300 px at 60 mm is 169 DPI; three steps bigger (80 mm) is 127 DPI: below 150.
  await engine.tool('Layers');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Bigger' }).click();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('group', { name: 'Check before you save' })).toContainText(/Picture 1: Print quality \d+ %: may look soft/);
  await engine.tool('Save');
  await expect(page.getByRole('region', { name: 'Save', exact: true })).toContainText(/Picture 1: Print quality \d+ %: may look soft/);
  await engine.saveButton().click();
  await expect(page.getByText('Part of the design will not print as it looks here (see the list above). Save anyway?')).toBeVisible();
  await expect(page.getByText('Your design is saved and in the cart.')).toHaveCount(0);
  await engine.saveAnyway().click();
  await expect(page.getByText('Your design is saved and in the cart.')).toBeVisible({ timeout: 20_000 });
});

test("names in extended Latin are drawn with the print's font files: the same glyph widths in the editor and the print", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const engine = new DyoEngine(page, undefined, true);
  await engine.open(ENGINE);
  const texts = [
    { font: 'Mulish', names: ['Łukasz Żółć', 'Čeněk'] },
    { font: 'Lobster', names: ['Áŋŋá', 'Şükrü Işık'] },
  ];
  for (const { font, names } of texts) {
    await engine.tool('Text');
    const fresh = page.getByRole('button', { name: 'Write a new text' });
    if (await fresh.isVisible()) await fresh.click();
    await page.getByRole('combobox', { name: 'Font', exact: true }).selectOption(font);
    await page.getByLabel('Your text').fill(names.join(' '));
    await page.getByRole('button', { name: 'Add text' }).click();
  }
  await engine.draftWithLayers(ARTICLE, 2);
  await expect(engine.canvas()).toHaveAttribute('data-ready', 'true');
  // The editor's widths: Konva measures with the faces the page has loaded (nothing is loaded here by the test).
  const measure = (family: string, text: string) => {
    const ctx = createCanvas(10, 10).getContext('2d');
    ctx.font = `400 40px "${family}"`;
    return ctx.measureText(text).width;
  };
  for (const { font, names } of texts) {
    // The print's widths: the same @fontsource files the print render registers (server/dyo/print-render.ts).
    const pkg = font.toLowerCase();
    for (const subset of ['latin', 'latin-ext'])
      GlobalFonts.registerFromPath(
        path.join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', `${pkg}-${subset}-400-normal.woff2`),
        `Print ${font}`,
      );
    for (const name of names) {
      const printed = measure(`Print ${font}`, name);
      const drawn = () =>
        page.evaluate(
          ({ family, text }) => {
            const konva = (window as unknown as { Konva?: { Text: new (c: object) => { width(): number } } }).Konva;
            return konva ? new konva.Text({ text, fontFamily: family, fontSize: 40 }).width() : 0;
          },
          { family: font, text: name },
        );
      // Within 1 % (a fallback face for Ł, Č, Ŋ or Ş differs by more).
      await expect.poll(async () => Math.abs((await drawn()) - printed) / printed, { message: `${font}: ${name}` }).toBeLessThan(0.01);
    }
  }
});

test('emoji are refused with a message, and a new text on a black T-shirt is white', async ({ page }) => {
  const engine = new DyoEngine(page, undefined, true);
  await engine.open(ENGINE);
  await engine.tool('Text');
  await page.getByLabel('Your text').fill('Hälsningar 👋🏽');
  await expect(page.getByLabel('Your text')).toHaveValue('Hälsningar ');
  await expect(page.getByText('Emoji cannot be printed and were taken out. Write with letters, digits and signs.')).toBeVisible();
  await expect(page.getByText('11 of 120 characters')).toBeVisible();

  await engine.open(`/en-US/dyo/clothes-engine/?nordfyndArticleId=${FIXTURES.dyoClothesArticleId}`);
  await engine.tool('Product');
  await page.getByRole('radio', { name: 'Black' }).check();
  await engine.addText('Anna');
  await expect
    .poll(async () => (layerOf(await engine.draftWithLayers(FIXTURES.dyoClothesArticleId, 1), 'text') as { fill: string }).fill)
    .toBe('#ffffff');
  // Black chosen on purpose is flagged.
  await engine.tool('Layers');
  await engine.layer('Text: Anna').click();
  await engine.tool('Text');
  await page.getByLabel('Text color').selectOption({ label: 'Black' });
  await expect(page.getByText('This color is hard to see on the product. Choose a lighter or darker text color.')).toBeVisible();
});

test('a T-shirt with a blurry photo on its back asks before saving from the front, and the save sheet names the back', async ({ page }) => {
  test.setTimeout(60_000);
  const engine = new DyoEngine(page, undefined, true);
  await engine.open(`/en-US/dyo/clothes-engine/?nordfyndArticleId=${FIXTURES.dyoClothesArticleId}`);
  await engine.tool('Product');
  await page.getByRole('radio', { name: 'Back' }).check();
  await engine.tool('Picture');
  // 400 × 300 px across 80 % of a 280 mm wide back: far below 150 DPI.
  await engine.upload('e2e/fixtures/photo.png');
  await expect(page.getByRole('group', { name: 'Check before you save' })).toContainText(/Picture 1: Too low to print \(\d+ %\)/);
  await engine.tool('Product');
  await page.getByRole('radio', { name: 'Front' }).check();
  await engine.addText('Anna');
  await expect(page.getByRole('group', { name: 'Check before you save' })).toHaveCount(0);
  await engine.tool('Save');
  await expect(page.getByRole('region', { name: 'Save', exact: true })).toContainText(
    /Check before you save – Back\s*Picture 1: Too low to print/,
  );
  await engine.saveButton().click();
  await expect(page.getByText('Part of the design will not print as it looks here (see the list above). Save anyway?')).toBeVisible();
  await engine.saveAnyway().click();
  await expect(page.getByText('Your design is saved and in the cart.')).toBeVisible({ timeout: 20_000 });
});
