// Shopper journeys, second walk: what a picky shopper tripped over, checked end to end.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/consent';
import { services } from './support/services';
import { E2E } from '../playwright.config';
import { addToCartViaApi } from './support/cart';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CHECKOUT_LABELS, embeddedCheckout } from './support/checkout';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { CATEGORY_TREE } from '../dev-services/seed/category-data';

// Axe once per template state (docs/testing.md#what-axe-checks): each market pair's pages are one template state,
// checked in sv-SE.
const AXE_LOCALE = 'sv-SE';

const CHARGED = '100037'; // 229 kr / 149 kr.: under the threshold, the merchant charges shipping
const SHIPS_FREE = '100164'; // 129 kr / 79 kr.: the merchant ships it free (its own shipping)

test.describe('the free-shipping badge and the cart fee agree', () => {
  for (const { locale, prefix, badge, cart, shipping, free } of [
    { locale: 'sv-SE', prefix: '/produkt', badge: 'Fri frakt', cart: '/varukorg/', shipping: 'Frakt', free: 'Fri frakt' },
    { locale: 'da-DK', prefix: '/da-DK/produkt', badge: 'Fri fragt', cart: '/da-DK/inkobskurv/', shipping: 'Fragt', free: 'Gratis fragt' },
  ]) {
    test(`${locale}: no badge on a charged article, the badge on one that ships free, the cart charges accordingly`, async ({ page }) => {
      await page.goto(`${prefix}/${CHARGED}/x/`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      // The product itself (the similar-products rail below it shows other articles' badges).
      await expect(page.getByTestId('product').getByText(badge, { exact: true })).toHaveCount(0);
      await addToCartViaApi(page, CHARGED);
      await page.goto(cart);
      const fee = page.getByRole('main').getByRole('definition').filter({ hasText: /\d/ });
      await expect(
        page
          .getByRole('main')
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${shipping}$`) }),
      ).toBeVisible();
      await expect(fee.nth(1)).toHaveText(/^\d+\s?kr\.?$/);

      await page.context().clearCookies({ name: 'nf_cid' });
      await page.goto(`${prefix}/${SHIPS_FREE}/x/`);
      await expect(page.getByRole('main').getByText(badge, { exact: true })).toBeVisible();
      if (locale === AXE_LOCALE) await expectNoSeriousA11yViolations(page);
      await addToCartViaApi(page, SHIPS_FREE);
      await page.goto(cart);
      await expect(
        page
          .getByRole('main')
          .getByRole('definition')
          .filter({ hasText: new RegExp(`^${free}$`) }),
      ).toBeVisible();
    });
  }
});

test.describe('a reduction is announced against the lowest price of the 30 days before it', () => {
  // 100210: regular 159 kr, a promotion at 129 kr 2–4 weeks before today's 109 kr (dev-services/seed/price-history.ts).
  // 100207: regular 1 499 kr, but already at today's price within the 30 days before: nothing to announce.
  for (const { locale, product, category, title, lowest, percent } of [
    {
      locale: 'sv-SE',
      product: '/produkt',
      category: '/kategori/outdoor-lighting/',
      title: 'Skogsro Solcellslampa Arc X2',
      lowest: 'Lägsta pris 30 dagar före rabatten: 129 kr',
      percent: '−15 %',
    },
    {
      locale: 'fi-FI',
      product: '/fi-FI/tuote',
      category: '/fi-FI/kategoria/outdoor-lighting/',
      title: 'Skogsro Aurinkokennovalaisin Arc X2',
      lowest: 'Alin hinta 30 päivää ennen alennusta: 11,99 €',
      percent: '−16 %',
    },
  ]) {
    test(`${locale}: card and product page show the 30-day lowest price and the reduction from it, nothing when none applies`, async ({
      page,
    }) => {
      await page.goto(category);
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(lowest, { exact: true })).toBeVisible();
      await expect(card.getByText(percent, { exact: true })).toBeVisible();

      await page.goto(`${product}/100210/x/`);
      const main = page.getByRole('main');
      await expect(main.getByText(lowest, { exact: true })).toBeVisible();
      await expect(main.getByText(percent, { exact: true })).toBeVisible();
      await expect(main.getByText(/Förut|Ennen|159 kr|13,99 €/)).toHaveCount(0);
      if (locale === AXE_LOCALE) await expectNoSeriousA11yViolations(page);

      await page.goto(`${product}/100207/x/`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('product').getByText(/Lägsta pris 30|Alin hinta 30|−\d+ %|Förut|Ennen/)).toHaveCount(0);
    });
  }
});

test.describe("the checkout keeps what was typed and prints the market's postal code", () => {
  for (const { locale, home, checkout, labels, rebate, apply, clear, increase, typed, normalized, city, printed } of [
    {
      locale: 'sv-SE',
      home: '/',
      checkout: '/varukorg/kassa/',
      labels: CHECKOUT_LABELS.sv,
      rebate: 'Har du en rabattkod?',
      apply: 'Använd',
      clear: 'Ta bort koden',
      increase: /^Öka antal/,
      typed: '11122',
      normalized: '111 22',
      city: 'Stockholm',
      printed: '111 22 Stockholm',
    },
    {
      locale: 'da-DK',
      home: '/da-DK/',
      checkout: '/da-DK/inkobskurv/kasse/',
      labels: CHECKOUT_LABELS.da,
      rebate: 'Har du en rabatkode?',
      apply: 'Brug',
      clear: 'Fjern koden',
      increase: /^Flere/,
      typed: 'DK-2100',
      normalized: '2100',
      city: 'København Ø',
      printed: '2100 København Ø',
    },
  ]) {
    test(`${locale}: details survive a rebate code, its removal and a quantity change; the postal code is accepted and printed in the market form`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(home);
      await addToCartViaApi(page, FIXTURES.inStockArticleId);
      await page.goto(checkout);
      let form = await embeddedCheckout(page);
      await form.getByLabel(labels.email, { exact: true }).fill('anna@example.com');
      await form.getByLabel(labels.name, { exact: true }).fill('Anna Andersson');
      await form.getByLabel(labels.street, { exact: true }).fill('Storgatan 1');
      await form.getByLabel(labels.postal, { exact: true }).fill(typed);
      await form.getByLabel(labels.city, { exact: true }).fill(city);
      await form.getByLabel(labels.city, { exact: true }).press('Tab');
      await expect(form.getByLabel(labels.postal, { exact: true })).toHaveValue(normalized);

      const kept = async () => {
        form = await embeddedCheckout(page);
        await expect(form.getByLabel(labels.email, { exact: true })).toHaveValue('anna@example.com');
        await expect(form.getByLabel(labels.name, { exact: true })).toHaveValue('Anna Andersson');
        await expect(form.getByLabel(labels.street, { exact: true })).toHaveValue('Storgatan 1');
        await expect(form.getByLabel(labels.postal, { exact: true })).toHaveValue(normalized);
        await expect(form.getByLabel(labels.city, { exact: true })).toHaveValue(city);
      };
      // A new snippet: the checkout started through the purchase proxy, or a new rebate code's answer of the rebate form.
      const snippetChange = () =>
        page.waitForResponse(
          (r) => (r.url().includes('/checkout/v2/') || r.url().includes('/api/forms/cart/rebate/')) && r.request().method() === 'POST',
        );

      await page.getByLabel(rebate).fill('fynd10');
      await Promise.all([snippetChange(), page.getByRole('button', { name: apply, exact: true }).click()]);
      await expect(page.getByRole('button', { name: clear })).toBeVisible();
      await kept();
      await Promise.all([snippetChange(), page.getByRole('button', { name: clear }).click()]);
      await expect(page.getByLabel(rebate)).toBeVisible();
      await kept();
      await Promise.all([snippetChange(), page.getByRole('main').getByRole('button', { name: increase }).first().click()]);
      await kept();
      if (locale === AXE_LOCALE) await expectNoSeriousA11yViolations(page);

      await form.getByRole('button', { name: labels.submit }).click();
      await expect(page).toHaveURL(/orderId=NF-/);
      await expect(page.locator('address')).toContainText(printed);
    });
  }
});

/** Another shopper buys every unit of an article straight from the purchase service. */
async function sellOut(request: APIRequestContext, articleId: string): Promise<void> {
  const headers = {
    'Content-Type': 'application/json',
    'X-Request-Id': 'e2e',
    'X-Market': 'SE',
    'X-Locale': 'sv-SE',
    userId: 'e2e-other-shopper',
  };
  const article = (await (await request.get(`${E2E.servicesUrl}/catalog/v1/articles/${articleId}`, { headers })).json()) as {
    data: { stock: number };
  };
  const cartId = `sell-out-${Date.now()}`;
  for (let i = 0; i < article.data.stock; i++)
    await request.post(`${E2E.servicesUrl}/cart/v2/${cartId}/increase`, { headers, data: { articleId } });
  const checkout = (await (await request.post(`${E2E.servicesUrl}/checkout/v2/${cartId}`, { headers, data: {} })).json()) as {
    data: { checkout: { snippet: string } };
  };
  const checkoutToken = /"checkoutToken":"([^"]+)"/.exec(checkout.data.checkout.snippet)?.[1];
  const placed = await request.post(`${E2E.servicesUrl}/order/v1/place`, {
    headers,
    data: {
      cartId,
      checkoutToken,
      email: 'other@example.com',
      shippingAddress: { fullName: 'Otto Other', streetAddress: 'Storgatan 2', postalCode: '111 22', city: 'Stockholm' },
    },
  });
  expect(placed.status()).toBe(201);
}

test.describe('a sold-out line at checkout', () => {
  for (const { locale, home, checkout, soldOut, panel, remove, summary, delivery } of [
    {
      locale: 'sv-SE',
      home: '/',
      checkout: '/varukorg/kassa/',
      soldOut: 'Varan är slutsåld. Ta bort den så kan du handla resten.',
      panel: 'En vara i din varukorg har sålt slut.',
      remove: 'Ta bort slutsålda varor',
      summary: 'Att betala',
      delivery: 'Leverans och betalning',
    },
    {
      locale: 'fi-FI',
      home: '/fi-FI/',
      checkout: '/fi-FI/ostoskarry/kassa/',
      soldOut: 'Tuote on loppuunmyyty. Poista se, niin voit ostaa loput.',
      panel: 'Ostoskorisi tuote on loppuunmyyty.',
      remove: 'Poista loppuunmyydyt tuotteet',
      summary: 'Maksettavaa',
      delivery: 'Toimitus ja maksu',
    },
  ]) {
    test(`${locale}: says sold out (not "fewer"), offers removal, keeps the totals of the rest, then the payment`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await services.reset(request);
      await page.goto(home);
      await addToCartViaApi(page, FIXTURES.inStockArticleId);
      await addToCartViaApi(page, FIXTURES.limitedStockArticleId);
      await sellOut(request, FIXTURES.limitedStockArticleId);
      try {
        await page.goto(checkout);
        const line = page.getByTestId(`cart-line-${FIXTURES.limitedStockArticleId}`);
        await expect(line.getByRole('alert')).toHaveText(soldOut);
        await expect(page.getByTestId(`cart-line-${FIXTURES.inStockArticleId}`).getByRole('alert')).toHaveCount(0);
        const panelCard = page.getByRole('region', { name: delivery }).or(page.locator('[aria-labelledby="checkout-payment"]'));
        await expect(panelCard.getByText(panel)).toBeVisible();
        await expect(page.getByText(summary, { exact: true }).first()).toBeVisible();
        if (locale === AXE_LOCALE) await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: remove }).click();
        await expect(line).toHaveCount(0);
        await embeddedCheckout(page);
      } finally {
        await services.reset(request);
      }
    });
  }
});

test.describe('the desktop menus', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const locale of ['sv-SE', 'da-DK'] as const) {
    test(`${locale}: "More" lists the subcategories of its categories, as the phone drawer does`, async ({ page }) => {
      test.setTimeout(90_000);
      const prefix = locale === 'sv-SE' ? '' : '/da-DK';
      await page.goto(`${prefix}/`);
      const more = page
        .getByRole('navigation')
        .first()
        .getByRole('button', { name: locale === 'sv-SE' ? 'Mer' : 'Flere', exact: true });
      await expect(more).toBeVisible();
      await more.click();
      const panel = page.locator('#desktop-more');
      await expect(panel).toBeVisible();
      const tops = (await panel.locator('li:not(li li) > a').allTextContents()).map((name) => name.trim());
      expect(tops.length).toBeGreaterThan(0);
      for (const name of tops) {
        const top = CATEGORY_TREE.find((category) => category.name[locale] === name);
        expect(top, name).toBeDefined();
        const sub = panel.getByRole('list', { name, exact: true });
        await expect(sub.getByRole('link')).toHaveText(top!.children.map((child) => child.name[locale]));
      }
      if (locale === AXE_LOCALE) await expectNoSeriousA11yViolations(page);
      // A subcategory from "More" is a link to its page.
      const first = panel.getByRole('list', { name: tops[0]!, exact: true }).getByRole('link').first();
      const name = ((await first.textContent()) ?? '').trim();
      await first.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(panel).toBeHidden();
    });
  }

  test('sv-SE: a panel closes when Tab leaves it and when the page changes (Back)', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Kategorier' }).first();
    const trigger = bar.getByRole('button').first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#desktop-submenu');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expect(panel.getByRole('link').nth(1)).toBeVisible();
    const links = await panel.getByRole('link').count();
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();

    await page.getByRole('link', { name: 'Alla kategorier' }).first().click();
    await expect(page).toHaveURL(/alla-kategorier/);
    await trigger.click();
    await expect(panel).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(panel).toBeHidden();
  });

  test('fi-FI: a panel closes when Tab leaves it', async ({ page }) => {
    await page.goto('/fi-FI/');
    const trigger = page.getByRole('navigation', { name: 'Kategoriat' }).first().getByRole('button').first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#desktop-submenu');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expect(panel.getByRole('link').nth(1)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(trigger).toBeFocused();
    await expect(panel).toBeVisible();
    const links = await panel.getByRole('link').count();
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
  });
});

test.describe('seller reviews by the name product pages show', () => {
  for (const { locale, path, label, name, heading, all } of [
    {
      locale: 'sv-SE',
      path: '/saljaromdomen/',
      label: 'Handlarens nummer eller namn',
      name: 'dansk lagersalg',
      heading: 'Säljaromdömen om Dansk Lagersalg',
      all: 'Alla handlare',
    },
    {
      locale: 'da-DK',
      path: '/da-DK/saelgeranmeldelser/',
      label: 'Forhandlerens nummer eller navn',
      name: 'TEKNIKBODEN',
      heading: null,
      all: 'Alle forhandlere',
    },
  ]) {
    test(`${locale}: a name in any case finds the seller; the merchants are suggested and listed`, async ({ page }) => {
      await page.goto(path);
      const input = page.getByRole('combobox', { name: label });
      await expect(input).toHaveAttribute('list', 'merchant-names');
      expect(
        await page.locator('#merchant-names option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
      ).toContain('Teknikboden');
      const list = page.getByRole('list', { name: all });
      await expect(list.getByRole('link', { name: /^Dansk Lagersalg/ })).toBeVisible();
      if (locale === AXE_LOCALE) await expectNoSeriousA11yViolations(page);
      await input.fill(name);
      await input.press('Enter');
      await expect(page).toHaveURL(/\/\d+\/$/);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toContainText('Teknikboden');
    });
  }
});

test.describe('start page rail headers on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const { path, seeAll } of [
    { path: '/fi-FI/', seeAll: 'Näytä kaikki' },
    { path: '/', seeAll: 'Visa alla' },
  ]) {
    test(`${path}: "${seeAll}" stays on one line`, async ({ page }) => {
      await page.goto(path);
      const links = page.getByRole('main').getByRole('link', { name: new RegExp(`^${seeAll}`) });
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        const lineHeight = await link.evaluate(
          (el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5,
        );
        expect(box!.height).toBeLessThan(lineHeight * 1.5);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
    });
  }
});

test.describe('one money rule per market in the checkout summary', () => {
  for (const { locale, home, checkout, rebate, apply, code, summaryName, amount } of [
    {
      locale: 'sv-SE',
      home: '/',
      checkout: '/varukorg/kassa/',
      rebate: 'Har du en rabattkod?',
      apply: 'Använd',
      code: 'FYND10',
      summaryName: 'Ordersammanfattning',
      amount: /^−?\d{1,3}( \d{3})* kr$/,
    },
    {
      locale: 'fi-FI',
      home: '/fi-FI/',
      checkout: '/fi-FI/ostoskarry/kassa/',
      rebate: 'Onko sinulla alennuskoodi?',
      apply: 'Käytä',
      code: 'VINTER100',
      summaryName: 'Tilauksen yhteenveto',
      amount: /^−?\d{1,3}( \d{3})*,\d{2} €$/,
    },
  ]) {
    test(`${locale}: prices, rebate, fee and total are written alike`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(home);
      await addToCartViaApi(page, FIXTURES.expensiveArticleId);
      await addToCartViaApi(page, FIXTURES.inStockArticleId);
      await page.goto(checkout);
      await embeddedCheckout(page);
      await page.getByLabel(rebate).fill(code);
      await page.getByRole('button', { name: apply, exact: true }).click();
      const summary = page.getByLabel(summaryName, { exact: true });
      await expect(summary.getByRole('definition')).toHaveCount(4);
      const shown = (await summary.getByRole('definition').allTextContents()).map((text) => text.replace(/[\u00a0\u202f]/g, ' ').trim());
      for (const text of shown.filter((t) => /\d/.test(t))) expect(text).toMatch(amount);
    });
  }
});
