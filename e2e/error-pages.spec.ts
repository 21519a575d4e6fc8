import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchPageHealth } from './support/page-health';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));
test.afterEach(async ({ request }) => services.clearFaults(request));

test('the 404 page is styled, hydrated and translated, with the whole shell working', async ({ page }) => {
  const health = watchPageHealth(page);
  const response = await page.goto('/nb-NO/finnes-ikke/');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden');
  await health.expectHealthy();
  // The shell's scripts run: the phone-independent menu opens a category, and the search becomes a combobox when reached for.
  await expect(page.getByRole('navigation', { name: 'Kategorier' }).getByRole('button').first()).toBeVisible();
  await page.getByRole('search').getByRole('searchbox').focus();
  await expect(page.getByRole('combobox').first()).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

test('a malformed URL gets a translated 400 page, not raw keys', async ({ page }) => {
  const health = watchPageHealth(page);
  const response = await page.goto('/kategori/%E0%A4%A/');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adressen fungerar inte');
  await expect(page.getByText('header::skipToContent')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Till startsidan' }).first()).toBeVisible();
  await health.expectHealthy();
});

test('an unexpected failure gets the styled 500 page in the shopper’s language', async ({ page, request, appLog }) => {
  // An answer the app does not expect there (a conflict on a read) is our bug to fix: the 500 page.
  // An upstream that is down gets the 503 page instead (e2e/faults.spec.ts).
  await services.fault(request, { path: '^/catalog/v1/categories/', status: 409, body: { message: 'unexpected' } });
  const health = watchPageHealth(page);
  const response = await page.goto('/da-DK/kategori/phones-accessories/');
  expect(response?.status()).toBe(500);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noget gik galt hos os');
  await expect(page.getByText('Prøv igen om lidt')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tilbage til forsiden' })).toHaveAttribute('href', '/da-DK/');
  await expect(page.getByRole('link', { name: 'Nordfynd – til forsiden' })).toHaveAttribute('href', '/da-DK/');
  await health.expectHealthy();
  await expectNoSeriousA11yViolations(page);
  // The server logs the bug it met, with the upstream's answer and address.
  for (const logged of await appLog.take(/⨯ Error \[HttpError\]: unexpected\n[\s\S]*?\n\}(?=\n|$)/)) {
    expect(logged).toContain("kind: 'conflict',");
    expect(logged).toContain('status: 409,');
    expect(logged).toContain("/catalog/v1/categories/phones-accessories'");
  }
});

const SWEEP = [
  { name: 'start', path: '/', heading: null },
  { name: 'category', path: '/kategori/phones-accessories/', heading: null },
  { name: 'product', path: '/produkt/100084/', heading: null },
  { name: 'search', path: '/s/?q=lampa', heading: null },
  { name: 'cart', path: '/varukorg/', heading: null },
  { name: 'checkout', path: '/varukorg/kassa/', heading: null },
  { name: 'campaigns', path: '/kampanj/', heading: null },
  { name: 'all categories', path: '/fi-FI/kaikki-kategoriat/', heading: null },
  { name: 'shared cart', path: '/delad-varukorg/?items=%3Cscript%3E', heading: null },
  { name: '404', path: '/en-US/no-such-page/', heading: 'Page not found' },
] as const;

for (const entry of SWEEP) {
  test(`no CSP violation or console error on the ${entry.name} page`, async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto(entry.path);
    if (entry.heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
    await health.expectHealthy();
  });
}

test('no CSP violation on pages rendered while shop calls fail', async ({ page, request }) => {
  await services.fault(request, { path: '^/cms/footer', status: 500, body: '<html><body>Internal Server Error</body></html>' });
  await services.fault(request, { path: '^/navigation/v1/menu/base', status: 503, body: { message: 'down' } });
  // Until renders have met both faults (each view a query of its own, so it is rendered, not the rendered-page cache's
  // copy). A render then serves the last good footer and menu while their refresh fails (stale-if-error, ADR 0007).
  let view = 0;
  await expect
    .poll(async () => {
      await request.get(`/?ef=${(view += 1)}`);
      return (await services.faults(request)).filter((fault) => fault.hits > 0).length;
    })
    .toBe(2);
  const health = watchPageHealth(page);
  const response = await page.goto(`/?ef=${view + 1}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await health.expectHealthy();
});
