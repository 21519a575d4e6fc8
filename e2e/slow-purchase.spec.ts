/**
 * In the browser: the purchase service applies a change but answers after the
 * app's purchase timeout (PURCHASE_TIMEOUT_MS, 4 s). The shopper who presses "increase" during the
 * slow answer, and again after it, ends up with exactly what they pressed for, told no error.
 */
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { addToCartViaApi } from './support/cart';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));
test.afterEach(async ({ request }) => services.clearFaults(request));

test('a slow purchase service: each press counts once, and the shopper sees the real quantity', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await addToCartViaApi(page, FIXTURES.inStockArticleId);
  await page.goto('/varukorg/');
  const line = page.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`);
  await expect(line.locator('output')).toHaveText('1');
  await services.fault(request, { method: 'POST', path: '/increase$', answerDelayMs: 5_000, times: 1 });
  await line.getByRole('button', { name: 'Öka antal' }).click();
  await expect(line.locator('output')).toHaveText('2', { timeout: 15_000 });
  await expect(line.getByRole('alert')).toHaveCount(0);
  await line.getByRole('button', { name: 'Öka antal' }).click();
  await expect(line.locator('output')).toHaveText('3', { timeout: 15_000 });
  // What the service holds is what the shopper sees, after a reload too.
  await page.reload();
  await expect(line.locator('output')).toHaveText('3');
});
