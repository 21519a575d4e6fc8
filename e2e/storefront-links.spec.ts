// Payment methods are real marks, not lowercase text boxes, and the storefront
// pages are linked where a shopper finds them (start page, campaigns, footer).
import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchPageHealth } from './support/page-health';

const LOCALES = [
  {
    code: 'sv-SE',
    prefix: '',
    payments: 'Betalsätt',
    marks: ['Visa', 'Mastercard', 'Klarna', 'Swish'],
    storefronts: 'Butiker',
    all: 'Alla butiker',
    campaigns: '/kampanj/',
    index: /\/nordfynd\/$/,
  },
  {
    code: 'fi-FI',
    prefix: '/fi-FI',
    payments: 'Maksutavat',
    marks: ['Visa', 'Mastercard', 'Klarna', 'MobilePay'],
    storefronts: 'Myymälät',
    all: 'Kaikki myymälät',
    campaigns: '/fi-FI/kampanja/',
    index: /\/fi-FI\/nordfynd\/$/,
  },
] as const;

for (const locale of LOCALES) {
  test.describe(locale.code, () => {
    test('the footer shows payment marks with their names, and links the storefronts', async ({ page }) => {
      const health = watchPageHealth(page);
      await page.goto(`${locale.prefix}/`);
      const payments = page.getByRole('contentinfo').getByRole('list', { name: locale.payments });
      for (const name of locale.marks) await expect(payments.getByRole('img', { name, exact: true })).toBeVisible();
      await expect(payments).not.toContainText(/visa|mastercard|klarna/);
      await page.getByRole('contentinfo').getByRole('link', { name: locale.storefronts, exact: true }).click();
      await expect(page).toHaveURL(locale.index);
      await expect(page.getByRole('heading', { level: 1, name: locale.storefronts })).toBeVisible();
      await health.expectHealthy();
    });

    test('the start page lists the storefronts and leads to one', async ({ page }) => {
      const health = watchPageHealth(page);
      await page.goto(`${locale.prefix}/`);
      const section = page.getByRole('region', { name: locale.storefronts });
      const first = section.getByRole('heading', { level: 3 }).getByRole('link').first();
      const title = (await first.innerText()).trim();
      await expect(section.getByRole('link', { name: locale.all })).toHaveAttribute('href', `${locale.prefix}/nordfynd/`);
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/nordfynd/[a-z-]+/$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await health.expectHealthy();
    });

    test('the campaign list links the storefronts', async ({ page }) => {
      await page.goto(locale.campaigns);
      const section = page.getByRole('region', { name: locale.storefronts });
      await expect(section.getByRole('heading', { level: 3 }).getByRole('link')).not.toHaveCount(0);
      // Axe on the campaign list: campaign-dates.spec.ts (docs/testing.md#what-axe-checks).
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the start page with its storefronts and payment marks has no serious accessibility violation', async ({ page }) => {
    await page.goto('/fi-FI/');
    await expect(page.getByRole('region', { name: 'Myymälät' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'MobilePay' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
