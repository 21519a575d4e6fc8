// Numbers in the shopper's locale, plural forms, American spelling in en-US.
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { watchPageHealth } from './support/page-health';

test('ratings use the decimal comma in Swedish and Finnish', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto(`/produkt/${FIXTURES.inStockArticleId}/x/`);
  const main = page.getByRole('main');
  // The product's own rating once (the similar-products rail below it rates other articles).
  await expect(page.getByTestId('product').getByText(/^Betyg \d,\d av 5, \d+ omdömen?$/)).toHaveCount(1);
  await expect(main.getByText(/^\d,\d \(\d+\)$/).first()).toBeVisible();
  await expect(main.getByText(/\d\.\d av 5/)).toHaveCount(0);
  await health.expectHealthy();

  await page.goto(`/fi-FI/tuote/${FIXTURES.inStockArticleId}/x/`);
  await expect(page.getByTestId('product').getByText(/^Arvosana \d,\d\/5, \d+ arvio(ta)?$/)).toHaveCount(1);
  await expect(page.getByRole('main').getByText(/\d\.\d\/5/)).toHaveCount(0);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('seller reviews say "1 stjärna" / "1 tähti" and average with a decimal comma', async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto('/saljaromdomen/2003/');
    const distribution = page.getByRole('region', { name: 'Fördelning av betyg' });
    await expect(distribution.getByText(/^1 stjärna: \d+ omdömen?$/)).toHaveCount(1);
    await expect(distribution.getByText(/^5 stjärnor: \d+ omdömen?$/)).toHaveCount(1);
    await expect(distribution.getByText(/1 stjärnor/)).toHaveCount(0);
    await expect(distribution.getByText(/^\d,\d av 5$/)).toBeVisible();
    await health.expectHealthy();

    await page.goto('/fi-FI/myyja-arviot/2003/');
    const fi = page.getByRole('region', { name: 'Arvosanojen jakauma' });
    await expect(fi.getByText(/^1 tähti: \d+ arvio(ta)?$/)).toHaveCount(1);
    await expect(fi.getByText(/^\d,\d\/5$/)).toBeVisible();
  });
});

test('en-US uses American spelling: "Color"', async ({ page }) => {
  await page.goto(`/en-US/product/${FIXTURES.variantsArticleId}/x/`);
  await expect(page.getByRole('group', { name: 'Color' })).toBeVisible();
  await expect(page.getByText(/colour/i)).toHaveCount(0);
});
