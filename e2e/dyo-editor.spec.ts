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

  test('a text layer is edited in place: text, font, curve', async ({ page }) => {
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
    await expect
      .poll(async () => (await engine.draft(ARTICLE)).sides.front)
      .toEqual([expect.objectContaining({ type: 'text', text: 'Hej Lund', fontFamily: 'Pacifico', curve: 120 })]);
    expect(await page.evaluate(() => document.fonts.check('32px "Pacifico"'))).toBe(true);
    await expect(page.getByText('Text: Hej Lund changed.')).toBeAttached();

    await expectNoSeriousA11yViolations(page);
  });
});

for (const device of ['desktop', 'phone'] as const) {
  test.describe(`${device}: new things and templates`, () => {
    test.use(
      device === 'phone'
        ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1366, height: 900 } },
    );

    test("a long new text starts inside the print area's safe zone", async ({ page }) => {
      const engine = new DyoEngine(page, undefined, device === 'phone');
      await engine.open(ENGINE);
      await engine.addText('Sommarminnen från Ystad och Österlen');
      const layer = (await engine.draftWithLayers(ARTICLE, 1)).sides.front[0]!;
      // Measured in the page with the font the canvas draws it in.
      const width = await page.evaluate(async (l) => {
        const { text, fontFamily, fontSize } = l as { text: string; fontFamily: string; fontSize: number };
        await document.fonts.load(`32px "${fontFamily}"`);
        const konva = (window as unknown as { Konva?: { Text: new (c: object) => { width(): number } } }).Konva;
        if (!konva) throw new Error('Konva is not on the engine page');
        return new konva.Text({ text, fontFamily, fontSize }).width();
      }, layer);
      expect(layer).toMatchObject({ type: 'text', x: 37.5 });
      expect(width).toBeLessThanOrEqual(75 - 2 * 4 + 0.5);
      expect((layer as { fontSize: number }).fontSize).toBeLessThan(75 / 8);
    });

    test('a template is adapted and saved, and the cart line says the adapted text', async ({ page }) => {
      const engine = new DyoEngine(page, undefined, device === 'phone');
      await engine.open(ENGINE);
      await engine.tool('Picture');
      await page.getByRole('button', { name: 'Monogram' }).click();
      await engine.tool('Layers');
      await expect(engine.layer('Text: A·L')).toBeVisible();
      await engine.layer('Text: A·L').click();
      await engine.tool('Text');
      await page.getByLabel('Your text').fill('E·K');
      await engine.tool('Layers');
      await expect(engine.layer('Text: E·K')).toBeVisible();
      await engine.layer('Sticker: Crown').click();
      await page.getByRole('button', { name: 'Delete' }).click();
      await expect(engine.layer('Sticker: Crown')).toHaveCount(0);
      await expect(page.getByText('Sticker: Crown deleted.')).toBeAttached();
      await engine.save();
      const dyoId = new URL(page.url()).searchParams.get('dyoId')!;
      // What was saved is the adapted design: its stored document and the cart line's words.
      const saved = (await (await page.request.get(`/api/dyo/designs/${dyoId}/`)).json()) as { data: { document: string } };
      const document = JSON.parse(saved.data.document) as { sides: { front: { type: string; text?: string }[] } };
      const texts = document.sides.front.filter((l) => l.type === 'text').map((l) => l.text);
      expect(texts).toContain('E·K');
      expect(texts).not.toContain('A·L');
      const cart = new CartPage(page);
      await cart.open();
      const line = page.getByTestId(`cart-line-${ARTICLE}-${dyoId}`);
      await expect(line.getByRole('img', { name: /^Your design of/ })).toBeVisible();
      await expect(line.getByText(/text “E·K”/)).toBeVisible();
      await expect(line.getByText(/A·L/)).toHaveCount(0);
      await expect(line.getByText(/Crown|sticker/i)).toHaveCount(0);
    });
  });
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the tools live in a bottom toolbar with sheets, and the canvas fills the width', async ({ page }) => {
    const engine = new DyoEngine(page, undefined, true);
    // A 200 and the bottom toolbar (on a phone the save button is in its sheet): a failed page fails here.
    await engine.open(ENGINE);
    const toolbar = engine.toolbar();
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
    await engine.save();
    await expectNoSeriousA11yViolations(page);
  });
});
