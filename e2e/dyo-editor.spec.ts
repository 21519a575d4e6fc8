// Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { CartPage, DyoEngine } from './pages/dyo';
import { expectNoSeriousA11yViolations } from './support/axe';
import { services } from './support/services';

const ARTICLE = FIXTURES.dyoCasesArticleId;
const ENGINE = `/en-US/dyo/engine/?nordfyndArticleId=${ARTICLE}`;

test.beforeEach(async ({ request }) => services.reset(request));

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a text layer is edited in place: text, font, curve; a long new text fits the print area', async ({ page }) => {
    const engine = new DyoEngine(page);
    await engine.open(ENGINE);
    await engine.addText('Hej');
    await expect(engine.layer('Text: Hej')).toHaveAttribute('aria-pressed', 'true');
    // The selected text fills the fields; changing them changes that layer.
    await expect(page.getByRole('heading', { name: 'Edit the selected text' })).toBeVisible();
    await page.getByLabel('Your text').fill('Hej Lund');
    await page.getByLabel('Font').selectOption('Pacifico');
    await page.getByLabel(/^Curve/).fill('120');
    await expect(engine.layer('Text: Hej Lund')).toBeVisible();
    await expect.poll(async () => (await engine.draft(ARTICLE)).sides.front).toEqual([expect.objectContaining({ type: 'text', text: 'Hej Lund', fontFamily: 'Pacifico', curve: 120 })]);
    expect(await page.evaluate(() => document.fonts.check('32px "Pacifico"'))).toBe(true);
    await expect(page.getByText('Text: Hej Lund changed.')).toBeAttached();

    // A new, long text starts inside the safe zone.
    await engine.layer('Text: Hej Lund').click();
    await engine.addText('Sommarminnen från Ystad och Österlen');
    const layer = (await engine.draftWithLayers(ARTICLE, 2)).sides.front[1]!;
    const width = await page.evaluate(async (l) => {
      const konva = (window as unknown as { Konva?: { Text: new (c: object) => { width(): number } } }).Konva;
      return konva ? new konva.Text({ text: (l as { text: string }).text, fontFamily: 'Mulish', fontSize: (l as { fontSize: number }).fontSize }).width() : null;
    }, layer);
    expect(layer).toMatchObject({ x: 37.5 });
    if (width !== null) expect(width).toBeLessThanOrEqual(75 - 2 * 4 + 0.5);
    expect((layer as { fontSize: number }).fontSize).toBeLessThan(75 / 8);
    await expectNoSeriousA11yViolations(page);
  });

  test('a template is adapted and saved', async ({ page }) => {
    const engine = new DyoEngine(page);
    await engine.open(ENGINE);
    await page.getByRole('button', { name: 'Monogram' }).click();
    await expect(engine.layer('Text: A·L')).toBeVisible();
    await engine.layer('Text: A·L').click();
    await page.getByLabel('Your text').fill('E·K');
    await engine.layer('Sticker: Crown').click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(engine.layer('Sticker: Crown')).toHaveCount(0);
    await expect(page.getByText('Sticker: Crown deleted.')).toBeAttached();
    await engine.save();
    await new CartPage(page).open();
    await expect(new CartPage(page).designImages().first()).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the tools live in a bottom toolbar with sheets, and the canvas fills the width', async ({ page }) => {
    const engine = new DyoEngine(page);
    await engine.open(ENGINE).catch(async () => {
      // On a phone the save button is in its sheet.
      await expect(page.getByRole('toolbar', { name: 'Design tools' })).toBeVisible();
    });
    const toolbar = page.getByRole('toolbar', { name: 'Design tools' });
    await expect(toolbar).toBeVisible();
    const canvas = await engine.canvas().boundingBox();
    expect(canvas!.width).toBeGreaterThan(370);
    await toolbar.getByRole('button', { name: 'Text' }).click();
    await page.getByLabel('Your text').fill('Hej');
    await page.getByRole('button', { name: 'Add text' }).click();
    await toolbar.getByRole('button', { name: 'Stickers' }).click();
    await page.getByRole('button', { name: 'Add sticker: Heart' }).click();
    await toolbar.getByRole('button', { name: 'Layers' }).click();
    await expect(engine.layer('Sticker: Heart')).toBeVisible();
    await expect(engine.layer('Text: Hej')).toBeVisible();
    await toolbar.getByRole('button', { name: 'Save' }).click();
    await engine.save();
    await expectNoSeriousA11yViolations(page);
  });
});
