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
  await expect(page.getByRole('link', { name: 'Start designing' })).toHaveAttribute('href', /\/en-US\/dyo\/clothes-engine\/\?nordfyndArticleId=1900\d\d/);
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
  const engine = new DyoEngine(page, { upload: 'Ladda upp bild', yourText: 'Din text', addText: 'Lägg till text', save: 'Spara och lägg i varukorgen', saved: 'Designen är sparad och ligger i varukorgen.', undo: 'Ångra', redo: 'Gör om', canvas: 'Designyta' });
  await engine.open('/designa/kartskal/');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('searchbox', { name: 'Sök plats i Sverige' }).fill('umea');
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

test('the map engine is Swedish only: 404 in Danish', async ({ request }) => {
  expect((await request.get('/da-DK/dyo/map-engine/')).status()).toBe(404);
  expect((await request.get('/da-DK/designa/kartskal/')).status()).toBe(404);
});
