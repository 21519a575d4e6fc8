// The product registry's demonstration type, an A4 poster, is one module (lib/dyo/product-types/poster.ts)
// plus its texts: the DYO landing pages offer it, its generic engine opens and saves, the print is A4 with bleed at 300 DPI,
// and the cart holds it. Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import { expect, test } from './support/consent';
import { E2E } from '../playwright.config';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { CartPage, DyoEngine } from './pages/dyo';
import { expectNoSeriousA11yViolations } from './support/axe';
import { services } from './support/services';

const ARTICLE = FIXTURES.dyoPosterArticleId;

test.beforeEach(async ({ request }) => services.reset(request));

test('the landing page offers the poster, whose engine opens, saves an A4 print and puts it in the cart', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/en-US/dyo/initial-landing-page/');
  await page.getByRole('link', { name: 'Design a poster' }).click();
  await expect(page).toHaveURL(/\/en-US\/dyo\/product-engine\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Design your poster' })).toBeVisible();

  const engine = new DyoEngine(page);
  await engine.open(`/en-US/dyo/product-engine/?nordfyndArticleId=${ARTICLE}`);
  await expectNoSeriousA11yViolations(page);
  await engine.addText('Sommar 2026');
  await expect(engine.layer('Text: Sommar 2026')).toBeVisible();
  await engine.save();
  const dyoId = new URL(page.url()).searchParams.get('dyoId')!;
  const meta = (await (await request.get(`${E2E.servicesUrl}/dyo/v1/designs/${dyoId}/meta`)).json()) as { data: { kind: string } };
  expect(meta.data.kind).toBe('poster');
  const saved = (await (await page.request.get(`/api/dyo/designs/${dyoId}/`)).json()) as { data: { document: string } };
  expect(JSON.parse(saved.data.document)).toMatchObject({
    kind: 'poster',
    articleId: ARTICLE,
    sides: { front: [{ type: 'text', text: 'Sommar 2026' }] },
  });
  // (210 + 2 × 3) × (297 + 2 × 3) mm at 300 DPI.
  const print = await (await page.request.get(`/api/dyo/designs/${dyoId}/print.png`)).body();
  expect([print.readUInt32BE(16), print.readUInt32BE(20)]).toEqual([2551, 3579]);

  await new CartPage(page).open();
  await expect(page.locator(`[data-testid$="-${dyoId}"]`)).toBeVisible();
  await expect(page.getByTestId('dyo-summary')).toContainText('Sommar 2026');
});

test('the poster engine answers in Swedish on its own path', async ({ page }) => {
  const response = await page.goto(`/designa/produkt/?nordfyndArticleId=${ARTICLE}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Designa din poster' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spara och lägg i varukorgen' })).toBeVisible();
});
