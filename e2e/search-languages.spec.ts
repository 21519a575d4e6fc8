// Typo and stem tolerance in every language ("hovedtelefner", "hovedtelefon" and
// Finnish "porakne" found nothing).
import { expect, test } from './support/consent';
import { watchPageHealth } from './support/page-health';

const CASES = [
  { locale: 'sv-SE', prefix: '', q: 'hörlurarna', products: 'Produkter', hit: /hörlurar/i },
  { locale: 'da-DK', prefix: '/da-DK', q: 'hovedtelefner', products: 'Produkter', hit: /høretelefoner/i },
  { locale: 'da-DK', prefix: '/da-DK', q: 'hovedtelefon', products: 'Produkter', hit: /høretelefoner/i },
  { locale: 'nb-NO', prefix: '/nb-NO', q: 'hodetelefonene', products: 'Produkter', hit: /hodetelefoner/i },
  { locale: 'fi-FI', prefix: '/fi-FI', q: 'porakne', products: 'Tuotteet', hit: /porakone/i },
  { locale: 'en-US', prefix: '/en-US', q: 'hedphones', products: 'Products', hit: /headphones/i },
] as const;

for (const c of CASES) {
  test(`${c.locale}: searching "${c.q}" finds the products`, async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto(`${c.prefix}/s/?q=${encodeURIComponent(c.q)}`);
    const products = page.getByRole('region', { name: c.products });
    await expect(products.getByRole('status')).not.toHaveText(/^0 /);
    await expect(products.getByRole('heading', { level: 3 }).first()).toHaveText(c.hit);
    await health.expectHealthy();
  });
}
