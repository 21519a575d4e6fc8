import { expect, liveTest as test } from './support/consent';
import { pressCartForm, type CartFormAnswer } from './support/cart';
import { services } from './support/services';
import { ConsentBanner, FI } from './pages/consent-banner';

test.beforeEach(async ({ request }) => services.reset(request));

test('after accept all, a route change sends exactly one virtual pageview with its page type after about 1 s', async ({ page }) => {
  const banner = new ConsentBanner(page);
  await page.goto('/en-US/');
  await banner.acceptAll();
  // The page where consent was given counts once too.
  await expect.poll(() => banner.events('virtual_pageview'), { timeout: 3000 }).toHaveLength(1);
  expect((await banner.events('virtual_pageview'))[0]).toMatchObject({
    page_type: 'start page',
    page_path: '/en-US/',
    store_id: 'sco-nordfynd-01',
  });

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en-US\/all-categories\/$/);
  const navigatedAt = Date.now();
  await page.waitForTimeout(400);
  expect((await banner.events('virtual_pageview')).filter((e) => e.page_path === '/en-US/all-categories/')).toHaveLength(0);
  await expect
    .poll(async () => (await banner.events('virtual_pageview')).filter((e) => e.page_path === '/en-US/all-categories/').length, {
      timeout: 3000,
    })
    .toBe(1);
  expect(Date.now() - navigatedAt).toBeGreaterThanOrEqual(900);
  await page.waitForTimeout(1500);
  const afterNav = (await banner.events('virtual_pageview')).filter((e) => e.page_path === '/en-US/all-categories/');
  expect(afterNav).toEqual([
    { event: 'virtual_pageview', page_type: 'category', page_path: '/en-US/all-categories/', store_id: 'sco-nordfynd-01' },
  ]);
});

test('after consent, the cart stepper pushes add_to_cart with major-unit prices and the market store id', async ({ page }) => {
  const banner = new ConsentBanner(page, FI);
  await page.goto('/fi-FI/');
  await banner.acceptAll();
  const added = await pressCartForm(page.request, 'add', { articleId: '100017', locale: 'fi-FI' });
  expect(added.ok()).toBe(true);
  const line = ((await added.json()) as CartFormAnswer).cart!.items[0]!;

  await page.goto('/fi-FI/ostoskarry/');
  await page
    .getByRole('group', { name: /^Määrä: / })
    .first()
    .getByRole('button', { name: 'Lisää määrää' })
    .click();
  await expect.poll(() => banner.events('add_to_cart')).toHaveLength(1);
  const [event] = await banner.events('add_to_cart');
  expect(event).toMatchObject({
    store_id: 'sco-nordfynd-02',
    ecommerce: {
      currency: line.article.price.currency,
      items: [{ item_id: '100017', price: line.article.price.amount / 100, quantity: 1 }],
    },
  });
});
