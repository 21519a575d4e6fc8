// Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import { expect, test } from './support/consent';
import { E2E } from '../playwright.config';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { CartPage, DyoEngine } from './pages/dyo';
import { expectNoSeriousA11yViolations } from './support/axe';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));

test('the clothes landing page picks garment, colour and size', async ({ page }) => {
  const response = await page.goto('/en-US/dyo/clothes-initial-landing-page/');
  expect(response?.status()).toBe(200);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'T-shirts' }).check();
  await page.getByRole('radio', { name: 'Black' }).check();
  await page.getByRole('radio', { name: 'L', exact: true }).check();
  await expect(page.getByRole('link', { name: 'Start designing' })).toHaveAttribute(
    'href',
    /\/en-US\/dyo\/clothes-engine\/\?nordfyndArticleId=1900\d\d/,
  );
});

test('the clothes engine designs the front and the back and puts the garment in the cart', async ({ page, request }) => {
  const engine = new DyoEngine(page);
  await engine.open(`/en-US/dyo/clothes-engine/?nordfyndArticleId=${FIXTURES.dyoClothesArticleId}`);
  await expectNoSeriousA11yViolations(page);
  await engine.upload('e2e/fixtures/photo.png');
  await expect(engine.layer('Picture 1')).toBeVisible();
  await page.getByRole('radio', { name: 'Back' }).check();
  await expect(page.getByText('Nothing added yet.')).toBeVisible();
  await engine.addText('Team Nordfynd');
  await page.getByRole('radio', { name: 'Black' }).check();
  await engine.save();
  const dyoId = new URL(page.url()).searchParams.get('dyoId')!;
  const meta = await request.get(`${E2E.servicesUrl}/dyo/v1/designs/${dyoId}/meta`);
  expect((await meta.json()).data).toMatchObject({ kind: 'clothes', sides: ['front', 'back'] });
  const design = JSON.parse((await (await request.get(`${E2E.servicesUrl}/dyo/v1/designs/${dyoId}`)).json()).data.document);
  expect(design.sides.front).toHaveLength(1);
  expect(design.sides.back[0]).toMatchObject({ type: 'text', text: 'Team Nordfynd' });
  expect(design.garmentColor).toBe('#222222');
  await new CartPage(page).open();
  await expect(page.locator(`[data-testid$="-${dyoId}"]`)).toBeVisible();
});

test('the map engine finds a Swedish town and makes a map cover', async ({ page }) => {
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
  await engine.open('/designa/kartskal/');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('searchbox', { name: 'Sök plats i Norden' }).fill('umea');
  await page.getByRole('button', { name: 'Umeå, Västerbotten' }).click();
  await expect(page.getByText('Vald plats: Umeå')).toBeVisible();
  await page.getByRole('radio', { name: 'Natt' }).check();
  await page.getByRole('radio', { name: 'Region' }).check();
  await expect(engine.layer('Text: Umeå')).toBeVisible();
  await expect(engine.layer(/^Text: 63\.\d+° N, 20\.\d+° E$/)).toBeVisible();
  await engine.save();
  await new CartPage(page).open('/varukorg/');
  await expect(page.getByRole('img', { name: /^Din design av/ }).first()).toBeVisible();
});

test('the map engine finds a small coastal place, and takes coordinates for one not in the list', async ({ page }) => {
  test.setTimeout(90_000);
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
  await engine.open('/designa/kartskal/');
  const search = page.getByRole('searchbox', { name: 'Sök plats i Norden' });
  await search.fill('kivik');
  await page.getByRole('button', { name: 'Kivik, Skåne' }).click();
  await expect(page.getByText('Vald plats: Kivik')).toBeVisible();
  await expect(page.getByRole('link', { name: 'GeoNames' })).toBeVisible();
  await search.fill('Kilpisjärvi');
  await expect(page.getByRole('button', { name: /^Kilpisjärvi/ })).toBeVisible();
  await search.fill('Nikkaluokta');
  await expect(page.getByRole('status').filter({ hasText: '”Nikkaluokta” finns inte i vår platslista' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Latitud/ }).fill('67,8508');
  await page.getByRole('textbox', { name: /^Longitud/ }).fill('99');
  await page.getByRole('button', { name: 'Visa på kartan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Skriv latitud mellan 53,5 och 71,5' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Longitud/ }).fill('19,0172');
  await page.getByRole('button', { name: 'Visa på kartan' }).click();
  await expect(page.getByText('Vald plats: Nikkaluokta')).toBeVisible();
  await expect(engine.layer(/^Text: 67\.8508° N, 19\.0172° E$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a map cover follows the chosen phone, and a long title fits its safe zone in the preview', async ({ page }) => {
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
  await engine.open('/designa/kartskal/');
  type Layer = {
    id: string;
    type: string;
    x: number;
    y: number;
    width?: number;
    height?: number;
    text?: string;
    fontFamily?: string;
    fontSize?: number;
  };
  const draft = () =>
    page.evaluate(() => {
      const key = Object.keys(window.localStorage).find((k) => k.startsWith('nf-dyo-draft:'));
      return key ? (JSON.parse(window.localStorage.getItem(key)!) as { sides: { front: Layer[] } }).sides.front : [];
    });
  const layer = async (id: string) => (await draft()).find((l) => l.id === id);
  /** The title's widest line, measured in the page by Konva with the font the canvas draws it in. */
  const titleWidth = async () => {
    const title = (await layer('map-title'))!;
    return page.evaluate(async (l) => {
      await document.fonts.load(`32px "${l.fontFamily}"`);
      const konva = (window as unknown as { Konva?: { Text: new (c: object) => { width(): number } } }).Konva;
      if (!konva) throw new Error('Konva is not on the engine page');
      return Math.max(
        ...l.text!.split('\n').map((line) => new konva.Text({ text: line, fontFamily: l.fontFamily, fontSize: l.fontSize }).width()),
      );
    }, title);
  };

  await page.getByLabel('Titel på kartan').fill('Sommarminnen i Ystad – 2026');
  await expect.poll(async () => (await layer('map-title'))?.text?.replace('\n', ' ')).toBe('Sommarminnen i Ystad – 2026');
  const first = (await layer('map-image'))!;
  // The map covers the first phone's print area and its 2 mm bleed; the title fits inside its 4 mm safe zone.
  const firstArea = first.width! - 4;
  expect(await titleWidth()).toBeLessThanOrEqual(firstArea - 2 * 4);

  // A title typed just before the phone changes is redrawn for the new phone, not the old one.
  await page.getByLabel('Titel på kartan').fill('Sommarminnen i Ystad – 2027');
  await page.getByRole('group', { name: 'Märke' }).getByRole('radio', { name: 'Samsung' }).check();
  await page.getByRole('group', { name: 'Modell' }).getByRole('radio', { name: 'Galaxy A35' }).check();
  await expect(page.getByText(/Skalet trycks på: .*Galaxy A35/)).toBeVisible();
  // Laid out again for the Galaxy A35 (81 × 164.7 mm): the map to its bleed, the title centred, still inside.
  await expect
    .poll(async () => [(await layer('map-title'))?.text?.replace('\n', ' '), Math.round((await layer('map-image'))!.width! * 10) / 10])
    .toEqual(['Sommarminnen i Ystad – 2027', 85]);
  await page.waitForTimeout(500);
  expect((await layer('map-image'))?.width).toBeCloseTo(85, 1);
  expect((await layer('map-image'))?.height).toBeCloseTo(168.7, 1);
  expect((await layer('map-title'))?.x).toBeCloseTo(40.5, 1);
  expect((await layer('map-coords'))?.y).toBeCloseTo(164.7 - 20, 1);
  expect(await titleWidth()).toBeLessThanOrEqual(81 - 2 * 4);
  await engine.save();
});

test('the map engine is Swedish only: 404 in Danish', async ({ request }) => {
  expect((await request.get('/da-DK/dyo/map-engine/')).status()).toBe(404);
  expect((await request.get('/da-DK/designa/kartskal/')).status()).toBe(404);
});
