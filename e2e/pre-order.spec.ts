// A pre-order says so everywhere, and switching a variant keeps the shopper's place in the gallery.
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchPageHealth } from './support/page-health';
import { services } from './support/services';

test.beforeEach(async ({ request }) => services.reset(request));

const PRE_ORDER = FIXTURES.preOrderArticleId;

for (const l of [
  {
    name: 'sv-SE desktop',
    product: '/produkt/',
    viewport: { width: 1366, height: 900 },
    mobile: false,
    status: /^Förboka – finns från \d+ \w+ \d{4}$/,
    shipping: /Skickas inom/,
    button: 'Förboka',
    add: 'Lägg i varukorgen',
    mini: 'Din varukorg',
    marked: /^Förbokning – finns från \d+ \w+ \d{4}$/,
    toCheckout: 'Till kassan',
    cart: '/varukorg/',
  },
  {
    name: 'fi-FI phone',
    product: '/fi-FI/tuote/',
    viewport: { width: 390, height: 844 },
    mobile: true,
    status: /^Ennakkotilaa – saatavilla \d+\. \p{L}+ \d{4} alkaen$/u,
    shipping: /Lähetetään/,
    button: 'Ennakkotilaa',
    add: 'Lisää ostoskärryyn',
    mini: 'Ostoskärrysi',
    marked: /^Ennakkotilaus – saatavilla \d+\. \p{L}+ \d{4} alkaen$/u,
    toCheckout: 'Kassalle',
    cart: '/fi-FI/ostoskarry/',
  },
]) {
  test.describe(l.name, () => {
    test.use({ viewport: l.viewport, hasTouch: l.mobile, isMobile: l.mobile });

    test('a pre-order shows its date instead of a shipping time, says pre-order on the button and is marked in the mini cart, cart and checkout', async ({
      page,
    }) => {
      test.setTimeout(60_000); // product page, mini cart, cart and checkout
      const health = watchPageHealth(page);
      await page.goto(`${l.product}${PRE_ORDER}/x/`);
      const main = page.getByRole('main');
      await expect(main.getByText(l.status)).toBeVisible();
      await expect(main.getByText(l.shipping)).toHaveCount(0);
      await expect(main.getByRole('button', { name: l.add, exact: true })).toHaveCount(0);
      await main.getByRole('button', { name: l.button, exact: true }).click();

      const mini = page.getByRole('dialog', { name: l.mini });
      const miniLine = mini.getByTestId(`cart-line-${PRE_ORDER}`);
      await expect(miniLine).not.toHaveAttribute('aria-busy', 'true');
      await expect(miniLine.getByText(l.marked)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await health.expectHealthy();

      await page.goto(l.cart);
      await expect(page.getByRole('main').getByTestId(`cart-line-${PRE_ORDER}`).getByText(l.marked)).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: l.toCheckout }).click();
      await expect(page.getByTestId('embedded-checkout')).toBeVisible();
      await expect(page.getByRole('main').getByTestId(`cart-line-${PRE_ORDER}`).getByText(l.marked)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('an article available now still says add to cart and shows its shipping time', async ({ page }) => {
  await page.goto(`/produkt/${FIXTURES.inStockArticleId}/x/`);
  const main = page.getByRole('main');
  await expect(main.getByText(/^Skickas inom \d+ dag(ar)?$/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Lägg i varukorgen', exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Förboka', exact: true })).toHaveCount(0);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('switching a variant keeps the picture the shopper was looking at, as near as the variant has one', async ({ page }) => {
    test.setTimeout(60_000); // three product pages on a phone
    const health = watchPageHealth(page);
    await page.goto('/produkt/100399/x/');
    const gallery = page.getByRole('region', { name: 'Produktbilder' });
    await gallery.getByRole('button', { name: 'Visa bild 2' }).click();
    await expect(gallery.getByRole('button', { name: 'Visa bild 2' })).toHaveAttribute('aria-current', 'true');
    // Same colour, other size: its own second picture, not its first.
    await page.getByRole('group', { name: 'Storlek' }).getByRole('link', { name: 'M', exact: true }).click();
    await expect(page).toHaveURL(/\/produkt\/100398\//);
    await expect(gallery.getByRole('button', { name: 'Visa bild 2' })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('img', { name: /^Bild 2 av \d+ på .*blå, stl\. M$/ })).toHaveAttribute('src', /100398-2\.svg/);

    // From the third picture to a variant with two: its last picture, and the counter says so.
    await page.goto('/produkt/100399/x/');
    await gallery.getByRole('button', { name: 'Visa bild 3' }).click();
    await page.getByRole('group', { name: 'Storlek' }).getByRole('link', { name: 'XL', exact: true }).click();
    await expect(page).toHaveURL(/\/produkt\/100400\//);
    await expect(gallery.getByRole('button', { name: 'Visa bild 2' })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('img', { name: /^Bild 2 av 2 på / })).toHaveAttribute('src', /100400-2\.svg/);
    await health.expectHealthy();
  });
});
