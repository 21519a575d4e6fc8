import type { Page } from '@playwright/test';
import { expect, presetConsent, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addToCartViaApi } from './support/cart';
import { services } from './support/services';
import { hydrateContextPages } from './support/hydration';

const LOCALES = {
  sv: {
    prefix: '',
    cart: '/varukorg/',
    checkout: '/varukorg/kassa/',
    thanks: /\/varukorg\/kassa\/tack\/\?orderId=NF-/,
    increase: 'Öka antal',
    toCheckout: 'Till kassan',
    rebate: 'Har du en rabattkod?',
    apply: 'Använd',
    rebateTitle: '10 % rabatt',
    form: {
      email: 'E-postadress',
      name: 'För- och efternamn',
      street: 'Gatuadress',
      postal: 'Postnummer',
      city: 'Ort',
      submit: 'Slutför köp',
    },
    postalCode: '113 51',
    thankYou: 'Tack för din beställning!',
  },
  fi: {
    prefix: '/fi-FI',
    cart: '/fi-FI/ostoskarry/',
    checkout: '/fi-FI/ostoskarry/kassa/',
    thanks: /\/fi-FI\/ostoskarry\/kassa\/kiitos\/\?orderId=NF-/,
    increase: 'Lisää määrää',
    toCheckout: 'Kassalle',
    rebate: 'Onko sinulla alennuskoodi?',
    apply: 'Käytä',
    rebateTitle: '10 %:n alennus',
    form: {
      email: 'Sähköpostiosoite',
      name: 'Etu- ja sukunimi',
      street: 'Katuosoite',
      postal: 'Postinumero',
      city: 'Postitoimipaikka',
      submit: 'Vahvista tilaus',
    },
    postalCode: '00100',
    thankYou: 'Kiitos tilauksestasi!',
  },
} as const;

test.beforeEach(async ({ request }) => services.reset(request));
test.afterEach(async ({ request }) => services.clearFaults(request));

for (const [name, l] of Object.entries(LOCALES)) {
  test(`${name}: cart → quantity → checkout with a rebate code → order → thank-you page`, async ({ page }) => {
    await page.goto(`${l.prefix}/`);
    await addToCartViaApi(page, FIXTURES.inStockArticleId);
    await page.goto(l.cart);
    const line = page.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`);
    await expect(line.locator('output')).toHaveText('1');
    await line.getByRole('button', { name: l.increase }).click();
    await expect(line.locator('output')).toHaveText('2');
    await expect(line).not.toHaveAttribute('aria-busy', 'true');
    if (name === 'sv') await expectNoSeriousA11yViolations(page); // axe once per template state, in sv-SE

    await page.getByRole('main').getByRole('link', { name: l.toCheckout }).click();
    await expect(page).toHaveURL(new RegExp(`${l.checkout}$`));
    await page.getByLabel(l.rebate).fill('fynd10');
    await page.getByRole('button', { name: l.apply }).click();
    await expect(page.getByText(l.rebateTitle).first()).toBeVisible();
    const checkout = page.getByTestId('embedded-checkout');
    await checkout.getByLabel(l.form.email).fill('anna@example.com');
    await checkout.getByLabel(l.form.name).fill('Anna Andersson');
    await checkout.getByLabel(l.form.street).fill('Storgatan 1');
    await checkout.getByLabel(l.form.postal).fill(l.postalCode);
    await checkout.getByLabel(l.form.city).fill('Stockholm');
    if (name === 'sv') await expectNoSeriousA11yViolations(page); // axe once per template state, in sv-SE
    await checkout.getByRole('button', { name: l.form.submit }).click();

    await expect(page).toHaveURL(l.thanks);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.thankYou);
    await expect(page.getByText('anna@example.com')).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await expect(page.getByText(orderId)).toBeVisible();
    if (name === 'sv') await expectNoSeriousA11yViolations(page); // axe once per template state, in sv-SE
    await page.reload();
    await expect(page.getByText(orderId)).toBeVisible();
    await page.goto(l.cart);
    await expect(page.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`)).toHaveCount(0);
  });
}

test('an unknown order id gets the not-found page', async ({ page }) => {
  const response = await page.goto('/varukorg/kassa/tack/?orderId=NF-00000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte');
});

async function cartWithTwoItems(page: Page, path = '/varukorg/') {
  await page.goto('/');
  await addToCartViaApi(page, FIXTURES.inStockArticleId);
  await addToCartViaApi(page, FIXTURES.expensiveArticleId);
  await page.goto(path);
  await expect(page.getByTestId(`cart-line-${FIXTURES.expensiveArticleId}`)).toBeVisible();
  return {
    first: page.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`),
    other: page.getByTestId(`cart-line-${FIXTURES.expensiveArticleId}`),
  };
}

test.describe("cart errors of docs/spec.md §8, seen in the shopper's language", () => {
  test('a failed connection shows the connection banner and keeps the items', async ({ page }) => {
    const { first, other } = await cartWithTwoItems(page);
    // The press (the cart form asked for JSON) and the cart read after it.
    await page.route(/\/api\/(purchase|forms\/cart)\//, (route) => route.abort('internetdisconnected'));
    await first.getByRole('button', { name: 'Öka antal' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Vi når inte servern' })).toBeVisible();
    await expect(first.getByRole('alert')).toHaveText('Något gick fel. Försök igen.');
    await expect(other).toBeVisible();
  });

  test('a purchase service that refuses or resets connections is "unavailable"', async ({ page, request }) => {
    const { first, other } = await cartWithTwoItems(page, '/fi-FI/ostoskarry/');
    await services.fault(request, { path: '/increase$', reset: true });
    await first.getByRole('button', { name: 'Lisää määrää' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ostoskärry ei ole juuri nyt käytettävissä' })).toBeVisible();
    await expect(first.getByRole('alert')).toContainText('Ostoskärry ei vastaa juuri nyt');
    await expect(other).toBeVisible();
  });

  test('not enough stock is shown on the item', async ({ page, request }) => {
    const { first, other } = await cartWithTwoItems(page);
    await services.fault(request, {
      path: '/increase$',
      status: 409,
      body: { message: 'NotEnoughStock: only 1 left', code: 'NOT_ENOUGH_STOCK' },
    });
    await first.getByRole('button', { name: 'Öka antal' }).click();
    await expect(first.getByRole('alert')).toHaveText('Det finns inte fler i lager av den här varan.');
    await expect(first.locator('output')).toHaveText('1');
    await expect(other).toBeVisible();
  });

  test('a known error on add is "unable to add"', async ({ page, request }) => {
    const { first } = await cartWithTwoItems(page, '/en-US/cart/');
    await services.fault(request, { path: '/increase$', status: 400, body: { message: 'Invalid body' } });
    await first.getByRole('button', { name: 'Increase' }).click();
    await expect(first.getByRole('alert')).toHaveText('The item could not be added to the cart.');
  });

  test('a known error on remove is "unable to remove"', async ({ page, request }) => {
    const { first, other } = await cartWithTwoItems(page, '/da-DK/inkobskurv/');
    await services.fault(request, { method: 'DELETE', path: '/articles/', status: 409, body: { message: 'Locked' } });
    await first.getByRole('button', { name: /^Fjern / }).click();
    await expect(first.getByRole('alert')).toHaveText('Varen kunne ikke fjernes. Prøv igen.');
    await expect(other).toBeVisible();
  });

  test('anything else clears the cart, starts a new one and says so', async ({ page, request }) => {
    const { first, other } = await cartWithTwoItems(page, '/nb-NO/handlekurv/');
    const before = (await page.context().cookies()).find((c) => c.name === 'nf_cid')?.value;
    await services.fault(request, { path: '/increase$', status: 500, body: { message: 'Internal error' } });
    await first.getByRole('button', { name: 'Flere' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Dessverre må du legge varene dine i handlekurven på nytt.' })).toBeVisible();
    await expect(other).toHaveCount(0);
    const after = (await page.context().cookies()).find((c) => c.name === 'nf_cid')?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });
});

test.describe('checkout errors', () => {
  test('out of stock is shown on the right cart line', async ({ page, request }) => {
    await page.goto('/');
    await addToCartViaApi(page, FIXTURES.inStockArticleId);
    await addToCartViaApi(page, FIXTURES.limitedStockArticleId);
    await services.fault(request, { path: '^/checkout/v2/', status: 409, body: { message: 'Out of stock LegacyProductId 12091' } });
    await page.goto('/varukorg/kassa/');
    const limited = page.getByTestId(`cart-line-${FIXTURES.limitedStockArticleId}`);
    await expect(limited.getByRole('alert')).toContainText('Varan är slutsåld');
    await expect(page.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`).getByRole('alert')).toHaveCount(0);
  });

  test('an article that is not for sale blocks the checkout with a message', async ({ page }) => {
    await page.goto('/en-US/');
    await addToCartViaApi(page, FIXTURES.noPriceArticleId);
    await page.goto('/en-US/cart/checkout/');
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be bought right now' })).toBeVisible();
    await expect(page.getByTestId('embedded-checkout')).toHaveCount(0);
  });

  test('an expired rebate code is refused with a message and the checkout stays usable', async ({ page }) => {
    await page.goto('/');
    await addToCartViaApi(page, FIXTURES.inStockArticleId);
    await page.goto('/varukorg/kassa/');
    await expect(page.getByTestId('embedded-checkout')).toBeVisible();
    await page.getByLabel('Har du en rabattkod?').fill('SOMMAR2024');
    await page.getByRole('button', { name: 'Använd' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Rabattkoden har gått ut.' })).toBeVisible();
    await expect(page.getByTestId('embedded-checkout')).toBeVisible();
  });
});

test('with JavaScript, the rebate code on the cart page is a press of the rebate form: the server keeps and forgets it', async ({
  page,
}) => {
  await page.goto('/');
  await addToCartViaApi(page, FIXTURES.expensiveArticleId);
  await page.goto('/varukorg/');
  const pressed = () => page.waitForResponse((r) => r.url().includes('/api/forms/cart/rebate/'));
  const rebateCookie = async () => (await page.context().cookies()).find((c) => c.name === 'nf_rebate')?.value;
  await page.getByLabel('Har du en rabattkod?').fill('fynd10');
  let answer = pressed();
  await page.getByRole('button', { name: 'Använd' }).click();
  expect(((await (await answer).json()) as { notice: string }).notice).toBe('rebate-applied');
  await expect(page.getByText('10 % rabatt').first()).toBeVisible();
  expect(await rebateCookie()).toBe('FYND10');
  answer = pressed();
  await page.getByRole('button', { name: 'Ta bort koden' }).click();
  expect(((await (await answer).json()) as { notice: string }).notice).toBe('rebate-removed');
  await expect(page.getByText('10 % rabatt')).toHaveCount(0);
  expect(await rebateCookie()).toBeUndefined();
});

test('the shared cart round trip between two shoppers', async ({ page, browser }) => {
  await page.goto('/');
  await addToCartViaApi(page, FIXTURES.inStockArticleId, 2);
  await addToCartViaApi(page, FIXTURES.expensiveArticleId);
  await page.goto('/varukorg/');
  await page.getByRole('button', { name: 'Dela varukorgen' }).click();
  const link = await page.getByLabel('Länk till din varukorg').inputValue();
  expect(link).toContain('/delad-varukorg/?items=');

  const other = hydrateContextPages(await browser.newContext());
  await presetConsent(other);
  const visitor = await other.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Någon har delat sin varukorg med dig');
  await expect(visitor.getByRole('list', { name: 'Varor i den delade varukorgen' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(visitor);
  await visitor.getByRole('button', { name: 'Lägg allt i min varukorg' }).click();
  await expect(visitor.getByRole('button', { name: 'Varukorg, 3 varor' })).toBeVisible();
  // A double tap, and the link opened again and pressed again: the cart holds the shared lines once.
  await visitor.keyboard.press('Escape');
  const answered = () => visitor.waitForResponse((r) => r.url().includes('/api/forms/cart/add-all/'));
  let answer = answered();
  await visitor.getByRole('button', { name: 'Lägg allt i min varukorg' }).dblclick();
  await answer;
  await visitor.goto(link);
  answer = answered();
  await visitor.getByRole('button', { name: 'Lägg allt i min varukorg' }).click();
  expect(((await (await answer).json()) as { notice: string }).notice).toBe('cart-shared-in-cart');
  await visitor.goto('/varukorg/');
  await expect(visitor.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`).locator('output')).toHaveText('2');
  await expect(visitor.getByTestId(`cart-line-${FIXTURES.expensiveArticleId}`).locator('output')).toHaveText('1');
  await other.close();
});

test('a shared cart link names items no longer for sale, and a malformed link gets a clear message', async ({ page }) => {
  let response = await page.goto(`/en-US/shared-cart/?items=${FIXTURES.unpublishedArticleId}*1,${FIXTURES.inStockArticleId}*1`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('This item is no longer for sale.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in the shared cart' }).getByRole('button')).toHaveCount(1);
  response = await page.goto('/en-US/shared-cart/?items=%3Cscript%3E');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: 'This link does not work' })).toContainText(
    'The link to the shared cart is incomplete or wrong.',
  );
});

for (const l of [
  { product: '/produkt/', add: 'Lägg i varukorgen', miniCart: 'Din varukorg', toCart: 'Till varukorgen', cart: /\/varukorg\/$/ },
  {
    product: '/fi-FI/tuote/',
    add: 'Lisää ostoskärryyn',
    miniCart: 'Ostoskärrysi',
    toCart: 'Siirry ostoskärryyn',
    cart: /\/fi-FI\/ostoskarry\/$/,
  },
]) {
  test(`product page → add to cart → the mini cart opens → cart page (${l.product})`, async ({ page }) => {
    await page.goto(`${l.product}${FIXTURES.inStockArticleId}/x/`);
    await page.getByRole('button', { name: l.add, exact: true }).click();
    const mini = page.getByRole('dialog', { name: l.miniCart });
    await expect(mini).toBeVisible();
    await expect(mini.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`)).not.toHaveAttribute('aria-busy', 'true');
    if (l.product === '/produkt/') await expectNoSeriousA11yViolations(page); // axe once per template state, in sv-SE
    await mini.getByRole('link', { name: l.toCart }).click();
    await expect(page).toHaveURL(l.cart);
    await expect(page.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`).locator('output')).toHaveText('1');
  });
}

test('an order is readable only by the browser that placed it, and never with internal fields', async ({ page, browser }) => {
  await page.goto('/');
  await addToCartViaApi(page, FIXTURES.inStockArticleId);
  await page.goto('/varukorg/kassa/');
  const checkout = page.getByTestId('embedded-checkout');
  await checkout.getByLabel('E-postadress').fill('privat@example.com');
  await checkout.getByLabel('För- och efternamn').fill('Pia Privat');
  await checkout.getByLabel('Gatuadress').fill('Hemliga gatan 7');
  await checkout.getByLabel('Postnummer').fill('113 51');
  await checkout.getByLabel('Ort').fill('Stockholm');
  await checkout.getByRole('button', { name: 'Slutför köp' }).click();
  await expect(page).toHaveURL(/\/varukorg\/kassa\/tack\/\?orderId=NF-/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  // The owner's own API answer has the order but not the profit.
  const own = await page.request.get(`/api/purchase/order/v1/${orderId}/`);
  expect(own.status()).toBe(200);
  const body = await own.text();
  expect(body).toContain('Pia Privat');
  expect(body).not.toContain('profit');

  // Another browser (no cookies, or its own user id) gets the unknown-order 404 on the page and the API.
  const other = hydrateContextPages(await browser.newContext());
  await presetConsent(other);
  const stranger = await other.newPage();
  const response = await stranger.goto(`/varukorg/kassa/tack/?orderId=${orderId}`);
  expect(response?.status()).toBe(404);
  await expect(stranger.getByText('Hemliga gatan 7')).toHaveCount(0);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Sidan hittades inte');
  const api = await stranger.request.get(`/api/purchase/order/v1/${orderId}/`);
  expect(api.status()).toBe(404);
  expect(await api.text()).not.toContain('Pia');
  const anonymous = await other.request.fetch(`/api/purchase/order/v1/${orderId}/`, { headers: { cookie: '' } });
  expect(anonymous.status()).toBe(404);
  await other.close();
});

test('after the cart had to start over, "add my items again" puts the previous items into the new cart', async ({ page, request }) => {
  const { first, other } = await cartWithTwoItems(page);
  await services.fault(request, { path: '/increase$', status: 500, body: { message: 'Internal error' }, times: 1 });
  await first.getByRole('button', { name: 'Öka antal' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Tyvärr behöver du lägga' });
  await expect(banner).toBeVisible();
  await expect(other).toHaveCount(0);
  await banner.getByRole('button', { name: 'Lägg tillbaka mina varor' }).click();
  // Adding opens the mini cart too: look at the cart page's own lines.
  const main = page.getByRole('main');
  await expect(main.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`).locator('output')).toHaveText('1');
  await expect(main.getByTestId(`cart-line-${FIXTURES.expensiveArticleId}`).locator('output')).toHaveText('1');
  await expect(banner).toHaveCount(0);
});

test('an add that timed out but was applied upstream is reconciled: counted once, no error, no double add', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { first } = await cartWithTwoItems(page);
  // The service applies the add after the app's 10 s timeout: the app must find it there, not add it again.
  await services.fault(request, { path: '/increase$', answerDelayMs: 11_000, times: 1 });
  await first.getByRole('button', { name: 'Öka antal' }).click();
  await expect(first).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  await expect(first.locator('output')).toHaveText('2', { timeout: 5_000 });
  await expect(first.getByRole('alert')).toHaveCount(0);
  await first.getByRole('button', { name: 'Öka antal' }).click();
  await expect(first.locator('output')).toHaveText('3');
});
