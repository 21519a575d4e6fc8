// The thank-you page shows what was ordered, the rebate, shipping, VAT and the country by name.
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addToCartViaApi } from './support/cart';
import { CHECKOUT_LABELS, placeOrder } from './support/checkout';
import { watchPageHealth } from './support/page-health';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));

// A design line as the cart holds it: its id and the preview URL our API hands out (no real design behind it: the preview may 404).
const DESIGN = { dyoId: 'e2e-design-1', dyoImageUrl: '/api/dyo/designs/e2e-design-1/preview.png' };

for (const l of [
  {
    name: 'sv-SE desktop',
    viewport: { width: 1366, height: 900 },
    mobile: false,
    home: '/',
    checkout: '/varukorg/kassa/',
    labels: CHECKOUT_LABELS.sv,
    rebate: 'Har du en rabattkod?',
    apply: 'Använd',
    postal: '113 51',
    items: 'Beställda varor',
    quantity: 'Antal: 2',
    designPreview: /^Din design av /,
    rebateTitle: '10 % rabatt',
    shipping: 'Frakt',
    vat: 'Varav moms',
    country: 'Sverige',
    wrongCountry: /^SE$/,
  },
  {
    name: 'fi-FI phone',
    viewport: { width: 390, height: 844 },
    mobile: true,
    home: '/fi-FI/',
    checkout: '/fi-FI/ostoskarry/kassa/',
    labels: CHECKOUT_LABELS.fi,
    rebate: 'Onko sinulla alennuskoodi?',
    apply: 'Käytä',
    postal: '00100',
    items: 'Tilatut tuotteet',
    quantity: 'Määrä: 2',
    designPreview: /^Oma suunnittelusi: /,
    rebateTitle: '10 %:n alennus',
    shipping: 'Toimitus',
    vat: 'Josta ALV',
    country: 'Suomi',
    wrongCountry: /^FI$/,
  },
]) {
  test.describe(l.name, () => {
    test.use({ viewport: l.viewport, hasTouch: l.mobile, isMobile: l.mobile });

    test('the thank-you page lists the items with images and quantities, the rebate, shipping, VAT and the country by name', async ({
      page,
    }) => {
      test.setTimeout(60_000); // a whole checkout on a shared machine
      const health = watchPageHealth(page);
      await page.goto(l.home);
      await addToCartViaApi(page, FIXTURES.inStockArticleId, 2);
      await addToCartViaApi(page, FIXTURES.dyoCasesArticleId, 1, DESIGN);
      await page.goto(l.checkout);
      await page.getByLabel(l.rebate).fill('fynd10');
      await page.getByRole('button', { name: l.apply }).click();
      await expect(page.getByText(l.rebateTitle).first()).toBeVisible();
      health.problems.length = 0; // the made-up design has no summary to fetch on the checkout's cart lines
      await placeOrder(page, l.labels, {
        email: 'anna@example.com',
        name: 'Anna Andersson',
        street: 'Storgatan 1',
        postal: l.postal,
        city: 'Stockholm',
      });
      await expect(page).toHaveURL(/orderId=NF-/);

      const items = page.getByRole('list', { name: l.items });
      await expect(items.getByRole('listitem')).toHaveCount(2);
      const plain = items.getByRole('listitem').filter({ hasText: l.quantity });
      await expect(plain).toHaveCount(1);
      await expect(plain.locator('img')).toHaveAttribute('src', /images%2Farticles%2F100017|images\/articles\/100017/);
      await expect(items.getByRole('img', { name: l.designPreview })).toHaveAttribute('src', DESIGN.dyoImageUrl);

      const summary = page.getByRole('main');
      await expect(summary.getByText(l.rebateTitle)).toBeVisible();
      await expect(summary.getByText(l.shipping, { exact: true })).toBeVisible();
      await expect(summary.getByText(l.vat, { exact: true })).toBeVisible();
      const address = page.locator('address');
      await expect(address).toContainText(l.country);
      await expect(address.getByText(l.wrongCountry)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      // The thank-you page starts a new cart and stores its id with a keepalive fetch, which Playwright never
      // sees finish (no network idle): check what expectHealthy checks, without waiting for idle.
      expect(health.problems).toEqual([]);
    });
  });
}
