// The storefront with JavaScript switched off, on a phone (docs/adr/0018-forms-first.md): every step
// is a link or a form the server answers, and each page is checked for what the shopper sees and by axe.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsWithoutScripts as expectNoSeriousA11yViolations } from './support/axe';
import { services } from './support/services';
import { ConsentBanner, FI, SV, type ConsentTexts } from './pages/consent-banner';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { addToCartViaApi } from './support/cart';
import { CHECKOUT_LABELS, placeOrder } from './support/checkout';
import { presetConsent } from './support/consent';
import { waitForHydration } from './support/hydration';
import { CATEGORY_TREE } from '../dev-services/seed/category-data';
import { MENU_TEXT, categoryNameOf, topCategoryNames } from './pages/menu';

const test = base.extend({});
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ request }) => services.reset(request));
// Axe runs once per template state (docs/testing.md#what-axe-checks): in a scripted copy of the page's HTML, several
// seconds a check. The journeys run in both markets; the fi-FI pages are the same templates with other words, so axe
// checks them in sv-SE only (and fi-FI's start page with the consent layer, for its `lang`).
const AXE_LOCALE = 'sv-SE';
async function axeOnce(locale: string, page: Page): Promise<void> {
  if (locale === AXE_LOCALE) await expectNoSeriousA11yViolations(page);
}
test.describe.configure({ timeout: 180_000 }); // 2 cores shared by several sessions: the journey can take 100-130 s

interface Texts {
  prefix: string;
  consent: ConsentTexts;
  product: string;
  productTitle: RegExp;
  addToCart: string;
  added: string;
  cartLink: RegExp;
  cartCount: string;
  cartTitle: string;
  cartPath: RegExp;
  increase: string;
  decrease: string;
  updated: string;
  removeItem: string;
  removed: string;
  empty: string;
  total: string;
  search: string;
  searchHit: RegExp;
  category: string;
  filters: string;
  fourPlus: string;
  refurbished: string;
  sortLabel: string;
  priceDesc: string;
  apply: string;
  toCheckout: string;
  noScript: RegExp;
  backToCart: string;
  sharedCart: string;
  sharedTitle: string;
  addAll: string;
  /** The notice of a shared cart's "add all" that found everything already in the cart. */
  sharedInCart: string;
}

/** Seeded articles 100001 (iPhone 15 128 GB, renoverad) and its variant 100002 (256 GB, 25 in stock). */
const TEXTS: Record<'sv-SE' | 'fi-FI', Texts> = {
  'sv-SE': {
    prefix: '',
    consent: SV,
    product: '/produkt/100001/apple-iphone-15-128-gb-renoverad/',
    productTitle: /iPhone 15 256 GB/,
    addToCart: 'Lägg i varukorgen',
    added: 'Varan ligger nu i din varukorg.',
    cartLink: /^Varukorg/,
    cartCount: 'Varukorg, 1 vara',
    cartTitle: 'Din varukorg',
    cartPath: /\/varukorg\//,
    increase: 'Öka antal',
    decrease: 'Minska antal',
    updated: 'Varukorgen är uppdaterad.',
    removeItem: 'Ta bort',
    removed: 'Varan är borttagen ur varukorgen.',
    empty: 'Din varukorg är tom. Dags att fynda!',
    total: 'Att betala',
    search: 'Sök bland fynden',
    searchHit: /Polarbyte Bluetooth-högtalare Frost Max/,
    category: '/kategori/mobil-tillbehor/',
    filters: 'Filter',
    fourPlus: 'Fyra stjärnor eller mer',
    refurbished: 'Renoverad',
    sortLabel: 'Sortera efter',
    priceDesc: 'Pris: högst först',
    apply: 'Visa resultat',
    toCheckout: 'Till kassan',
    noScript: /^Betalningen i kassan behöver JavaScript/,
    backToCart: 'Tillbaka till varukorgen',
    sharedCart: '/delad-varukorg/',
    sharedTitle: 'Någon har delat sin varukorg med dig',
    addAll: 'Lägg allt i min varukorg',
    sharedInCart: 'Allt från den delade varukorgen ligger redan i din varukorg – inget lades till två gånger.',
  },
  'fi-FI': {
    prefix: '/fi-FI',
    consent: FI,
    product: '/fi-FI/tuote/100001/apple-iphone-15-128-gb-kunnostettu/',
    productTitle: /iPhone 15 256 GB/,
    addToCart: 'Lisää ostoskärryyn',
    added: 'Tuote on nyt ostoskärryssäsi.',
    cartLink: /^Ostoskärry/,
    cartCount: 'Ostoskärry, 1 tuote',
    cartTitle: 'Ostoskärrysi',
    cartPath: /\/fi-FI\/ostoskarry\//,
    increase: 'Lisää määrää',
    decrease: 'Vähennä määrää',
    updated: 'Ostoskärry on päivitetty.',
    removeItem: 'Poista',
    removed: 'Tuote on poistettu ostoskärrystä.',
    empty: '',
    total: 'Maksettavaa',
    search: 'Hae löytöjä',
    searchHit: /Polarbyte Bluetooth-kaiutin Frost Max/,
    category: '/fi-FI/kategoria/mobil-tillbehor/',
    filters: 'Suodattimet',
    fourPlus: 'Neljä tähteä tai enemmän',
    refurbished: 'Kunnostettu',
    sortLabel: 'Järjestys',
    priceDesc: 'Hinta: kallein ensin',
    apply: 'Näytä tulokset',
    toCheckout: 'Kassalle',
    noScript: /^Kassan maksu tarvitsee JavaScriptin/,
    backToCart: 'Takaisin ostoskärryyn',
    sharedCart: '/fi-FI/jaettu-ostoskarry/',
    sharedTitle: 'Joku on jakanut ostoskärrynsä kanssasi',
    addAll: 'Lisää kaikki ostoskärryyni',
    sharedInCart: 'Kaikki jaetun ostoskärryn tuotteet ovat jo ostoskärryssäsi – mitään ei lisätty kahdesti.',
  },
};

/** The rebate code's words, and the checkout and order pages. */
const REBATE = {
  'sv-SE': {
    home: '/',
    cart: '/varukorg/',
    checkout: '/varukorg/kassa/',
    field: 'Har du en rabattkod?',
    apply: 'Använd',
    clear: 'Ta bort koden',
    applied: 'Rabattkoden är tillagd.',
    removed: 'Rabattkoden är borttagen.',
    invalid: 'Rabattkoden gäller inte. Kontrollera koden och försök igen.',
    expired: 'Rabattkoden har gått ut.',
    title: '10 % rabatt',
    subtotal: 'Delsumma',
    total: 'Att betala',
    labels: CHECKOUT_LABELS.sv,
    postal: '113 51',
    // Two of the expensive article (6 899 kr in the seed), 10 % off rounded to whole kronor, as the page writes them.
    money: { subtotal: '13\u00a0798\u00a0kr', discount: '1\u00a0380\u00a0kr', total: '12\u00a0418\u00a0kr' },
  },
  'fi-FI': {
    home: '/fi-FI/',
    cart: '/fi-FI/ostoskarry/',
    checkout: '/fi-FI/ostoskarry/kassa/',
    field: 'Onko sinulla alennuskoodi?',
    apply: 'Käytä',
    clear: 'Poista koodi',
    applied: 'Alennuskoodi on lisätty.',
    removed: 'Alennuskoodi on poistettu.',
    invalid: 'Alennuskoodi ei kelpaa. Tarkista koodi ja yritä uudelleen.',
    expired: 'Alennuskoodi on vanhentunut.',
    title: '10 %:n alennus',
    subtotal: 'Välisumma',
    total: 'Maksettavaa',
    labels: CHECKOUT_LABELS.fi,
    postal: '00100',
    // Two of the expensive article (599,99 € in the seed), 10 % off rounded to the cent.
    money: { subtotal: '1\u00a0199,98\u00a0€', discount: '120,00\u00a0€', total: '1\u00a0079,98\u00a0€' },
  },
} as const;

const notice = (page: Page) => page.getByRole('main').locator('[data-notice]');
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;

for (const locale of ['sv-SE', 'fi-FI'] as const) {
  const t = TEXTS[locale];
  test.describe(`without JavaScript, ${locale}`, () => {
    test('consent by "reject all", add to cart, the cart page: +, −, remove', async ({ page, context }) => {
      // Consent: a banner over a readable page, not a wall.
      await page.goto(`${t.prefix}/`);
      const banner = new ConsentBanner(page, t.consent);
      await expect(banner.dialog()).toBeVisible();
      await expect(banner.dialog()).not.toHaveAttribute('aria-modal', 'true');
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoSeriousA11yViolations(page); // every locale: the start page with the consent layer, and its `lang`
      await banner.button('rejectAll').click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/$`));
      await expect(banner.anyDialog()).toHaveCount(0);
      expect(await cookie(context, 'nf_consent')).toBe('1.00000000000.0000');
      expect(await cookie(context, 'euconsent-v2')).toMatch(/^[A-Za-z0-9_-]{20,}/);
      expect(await ConsentBanner.trackingCookies(context)).toEqual([]);

      // Search is a GET form.
      await page.getByRole('searchbox', { name: t.search }).fill(locale === 'sv-SE' ? 'blutooth hogtalre' : 'blutooth kaiutn');
      await page.getByRole('searchbox', { name: t.search }).press('Enter');
      await expect(page).toHaveURL(/\/s\/\?q=/);
      await expect(page.getByRole('main').getByRole('link', { name: t.searchHit }).first()).toBeVisible();
      await axeOnce(locale, page);

      // A category on a phone: the filters and the sort open in place (<details>) and are a GET form.
      await page.goto(t.category);
      await page.getByRole('main').getByText(t.filters, { exact: true }).click();
      const sheet = page.getByRole('main').locator('details[open]');
      await sheet.getByLabel(t.fourPlus).check();
      await sheet.getByLabel(new RegExp(`^${t.refurbished} \\(\\d+\\)$`)).check();
      await sheet.getByLabel(t.sortLabel).selectOption({ label: t.priceDesc });
      await sheet.getByRole('button', { name: t.apply }).click();
      await expect(page).toHaveURL(/rating=4/);
      expect(page.url()).toMatch(/condition=refurb/);
      expect(page.url()).toMatch(/sort=price_desc/);
      await axeOnce(locale, page);
      const first = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
      await expect(first).toHaveText(/iPhone 15 128 GB/);

      // The product page: variants are links, add to cart is a form.
      await first.click();
      await expect(page).toHaveURL(/\/100001\//);
      // Variants are links.
      await page.getByRole('main').getByRole('link', { name: '256 GB' }).click();
      await expect(page).toHaveURL(/\/100002\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.productTitle);
      await axeOnce(locale, page);
      const form = page.locator('form[action="/api/forms/cart/add/"]');
      const key = await form.locator('input[name="key"]').getAttribute('value');
      expect(key).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      // A double tap (or the form sent again before its answer arrived): the first press goes out, then the same form
      // with the same key before the browser has loaded the answer. The one-time key makes the second a no-op (ADR 0018).
      const early = await page.request.post('/api/forms/cart/add/', {
        form: { articleId: '100002', quantity: '1', key: key ?? '', returnTo: new URL(page.url()).pathname, locale },
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      expect(early.status()).toBe(303);
      expect(early.headers().location).toMatch(/notice=cart-added$/);
      await page.getByRole('button', { name: t.addToCart }).click();
      await expect(page).toHaveURL(/notice=cart-already/);
      await expect(notice(page)).toBeVisible();
      await axeOnce(locale, page);

      // The cart page, rendered on the server from the cart cookie; the header's cart is a link.
      await page.getByRole('link', { name: t.cartLink }).click();
      await expect(page).toHaveURL(t.cartPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cartTitle);
      const line = page.getByTestId('cart-line-100002');
      await expect(line).toHaveCount(1);
      await expect(line.getByRole('link', { name: t.productTitle })).toBeVisible();
      await expect(line.locator('output')).toHaveText('1');
      await expect(page.getByRole('link', { name: t.cartCount })).toBeVisible();
      await axeOnce(locale, page);

      await line.getByRole('button', { name: t.increase, exact: true }).click();
      await expect(notice(page)).toHaveText(t.updated);
      await expect(page.getByTestId('cart-line-100002').locator('output')).toHaveText('2');
      await page.getByTestId('cart-line-100002').getByRole('button', { name: t.decrease, exact: true }).click();
      await expect(page.getByTestId('cart-line-100002').locator('output')).toHaveText('1');
      await expect(page.getByText(t.total)).toBeVisible();

      // The checkout needs the embedded checkout's script: it says so, the cart stays, and there is a way back.
      await page.getByRole('link', { name: t.toCheckout }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.noScript })).toBeVisible();
      await expect(page.getByTestId('cart-line-100002')).toHaveCount(1);
      // Axe: the checkout page is checked in the rebate journey (the same template, with the rebate line).
      await page.getByRole('link', { name: t.backToCart }).click();
      await expect(page).toHaveURL(t.cartPath);

      // The shared-cart link is in the page's HTML; a second shopper (another context, no JavaScript) adds it all.
      const link = await page.locator('#shared-cart-link').inputValue();
      expect(link).toContain(`${t.sharedCart}?items=100002*1`);
      const other = await page
        .context()
        .browser()!
        .newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      await other.addCookies([{ name: 'nf_consent', value: '1.00000000000.0000', url: new URL(page.url()).origin }]);
      const friend = await other.newPage();
      await friend.goto(link);
      await expect(friend.getByRole('heading', { level: 1 })).toHaveText(t.sharedTitle);
      await axeOnce(locale, friend);
      await friend.getByRole('button', { name: t.addAll }).click();
      await expect(friend).toHaveURL(t.cartPath);
      await expect(notice(friend)).toHaveText(t.added);
      await expect(friend.getByTestId('cart-line-100002').locator('output')).toHaveText('1');
      // The link opened again and "add all" pressed again: the cart already holds it, nothing is doubled.
      await friend.goto(link);
      await friend.getByRole('button', { name: t.addAll }).click();
      await expect(friend).toHaveURL(t.cartPath);
      await expect(notice(friend)).toHaveText(t.sharedInCart);
      await expect(friend.getByTestId('cart-line-100002').locator('output')).toHaveText('1');
      await other.close();

      await page
        .getByTestId('cart-line-100002')
        .getByRole('button', { name: new RegExp(t.removeItem) })
        .click();
      await expect(notice(page)).toHaveText(t.removed);
      await expect(page.getByTestId('cart-line-100002')).toHaveCount(0);
      await axeOnce(locale, page);
    });
  });
}

test('without JavaScript, the settings: purposes as checkboxes, saved as ticked', async ({ page, context }) => {
  await page.goto('/en-US/');
  const banner = new ConsentBanner(page);
  await banner.button('settings').click();
  await expect(page).toHaveURL(/consent=settings/);
  await expect(banner.settingsDialog()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const name of [
    'Store and/or access information on a device',
    'Measure content performance',
    'Understand audiences through statistics or combinations of data from different sources',
    'Web analytics',
  ]) {
    await banner.anyDialog().getByRole('checkbox', { name }).check();
  }
  await banner.button('save').click();
  await expect(page).toHaveURL(/\/en-US\/$/);
  await expect(banner.anyDialog()).toHaveCount(0);
  expect(await cookie(context, 'nf_consent')).toBe('1.10000001100.1000');
});

test("without JavaScript, the footer's cookie settings reopen the choice on the same page, and a new choice is saved", async ({
  page,
  context,
}) => {
  await presetConsent(context);
  await page.goto('/kategori/mobil-tillbehor/?sort=price_asc');
  const banner = new ConsentBanner(page, SV);
  await expect(banner.anyDialog()).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: SV.footerSettings }).click();
  await expect(page).toHaveURL(/\/kategori\/mobil-tillbehor\/\?sort=price_asc&consent=settings$/);
  await expect(banner.settingsDialog()).toBeVisible();
  await banner.anyDialog().getByRole('checkbox', { name: 'Mäta innehållets resultat' }).check();
  await banner.button('save').click();
  await expect(page).toHaveURL(/\/kategori\/mobil-tillbehor\/\?sort=price_asc$/);
  await expect(banner.anyDialog()).toHaveCount(0);
  expect(await cookie(context, 'nf_consent')).toBe('1.00000001000.0000');
});

test('without JavaScript, a visitor who never chooses is asked again on the next page, and nothing is stored', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(new ConsentBanner(page, SV).dialog()).toBeVisible();
  await page.getByRole('main').getByRole('link').first().click();
  await expect(new ConsentBanner(page, SV).dialog()).toBeVisible();
  expect(await cookie(context, 'nf_consent')).toBeUndefined();
  expect(await cookie(context, 'euconsent-v2')).toBeUndefined();
});

for (const locale of ['sv-SE', 'fi-FI'] as const) {
  const t = TEXTS[locale];
  const r = REBATE[locale];
  test(`without JavaScript, ${locale}: a rebate code applied and removed with the right totals, the checkout counts it, the order page is the shopper's own`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(240_000); // four pages checked by axe (sv-SE) and a whole checkout, on a shared machine
    await presetConsent(context);
    await page.goto(r.home);
    // An article above the free-shipping threshold in every market: the total is the subtotal less the rebate.
    await addToCartViaApi(page, FIXTURES.expensiveArticleId, 2);
    await page.goto(r.cart);
    const line = page.getByTestId(`cart-line-${FIXTURES.expensiveArticleId}`);
    await expect(line.locator('output')).toHaveText('2');
    // The subtotal (two units, no rebate yet), in the market's currency.
    const summary = page.getByRole('main').locator('dl').last();
    await expect(summary).toContainText(r.money.subtotal);

    // A code that does not exist, then one that has expired: the shopper reads why, the totals stay.
    await page.getByLabel(r.field).fill('nope');
    await page.getByRole('button', { name: r.apply }).click();
    await expect(notice(page)).toHaveText(r.invalid);
    await expect(page.getByText(r.title)).toHaveCount(0);
    await axeOnce(locale, page);
    await page.getByLabel(r.field).fill('sommar2024');
    await page.getByRole('button', { name: r.apply }).click();
    await expect(notice(page)).toHaveText(r.expired);

    // FYND10: 10 % off, shown by the server with the total to pay.
    await page.getByLabel(r.field).fill('fynd10');
    await page.getByRole('button', { name: r.apply }).click();
    await expect(notice(page)).toHaveText(r.applied);
    await expect(summary.getByText(r.title, { exact: true })).toBeVisible();
    await expect(summary).toContainText(`−${r.money.discount}`);
    await expect(summary).toContainText(r.money.total);
    await expect(line.locator('output')).toHaveText('2');
    await axeOnce(locale, page);

    // Removed: the total is the subtotal again.
    await page.getByRole('button', { name: r.clear }).click();
    await expect(notice(page)).toHaveText(r.removed);
    await expect(page.getByRole('main').getByText(r.title)).toHaveCount(0);
    await expect(summary).not.toContainText(r.money.total);
    await expect(summary).toContainText(r.money.subtotal);
    // Axe: the cart with a success notice is checked above, with the rebate applied.

    // Applied again, the checkout page (its notice says paying needs JavaScript) counts the same rebate.
    await page.getByLabel(r.field).fill('FYND10');
    await page.getByRole('button', { name: r.apply }).click();
    await expect(notice(page)).toHaveText(r.applied);
    await page.goto(r.checkout);
    await expect(page.getByRole('alert').filter({ hasText: t.noScript })).toBeVisible();
    await expect(page.getByRole('main').locator('dl').getByText(r.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(r.money.total);
    await axeOnce(locale, page);

    // The order is placed where it can be (the embedded checkout is a script): the same shopper with JavaScript.
    const live = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 390, height: 844 } });
    await live.addCookies((await context.cookies()).filter((c) => ['nf_uid', 'nf_cid', 'nf_consent', 'nf_rebate'].includes(c.name)));
    const payer = await live.newPage();
    await payer.goto(r.checkout);
    await waitForHydration(payer);
    await expect(payer.getByRole('main').getByText(r.title, { exact: true }).first()).toBeVisible();
    await placeOrder(payer, r.labels, {
      email: 'anna@example.com',
      name: 'Anna Andersson',
      street: 'Storgatan 1',
      postal: r.postal,
      city: 'Stockholm',
    });
    await expect(payer).toHaveURL(/orderId=NF-/);
    const orderUrl = new URL(payer.url());
    const orderId = orderUrl.searchParams.get('orderId')!;
    await live.close();

    // The order page without JavaScript: rendered by the server, private, with the rebate and the total.
    const response = await page.goto(`${orderUrl.pathname}${orderUrl.search}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/private/);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByRole('main').getByText(orderId)).toBeVisible();
    await expect(page.getByRole('main').locator('dl').getByText(r.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(r.money.total);
    await axeOnce(locale, page);

    // Nobody else can read it: another browser gets the unknown-order page, with nothing of the order on it.
    const stranger = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const other = await stranger.newPage();
    const refused = await other.goto(`${orderUrl.pathname}${orderUrl.search}`);
    expect(refused?.status()).toBe(404);
    await expect(other.getByText(orderId)).toHaveCount(0);
    await expect(other.getByText('anna@example.com')).toHaveCount(0);
    await stranger.close();
  });
}

/** The phone menu, and filters, sort and pages of every kind of listing, without JavaScript. */
const BROWSE = {
  'sv-SE': {
    prefix: '',
    filters: 'Filter',
    isNew: /^Ny \(\d+\)$/,
    sortLabel: 'Sortera efter',
    priceDesc: 'Pris: högst först',
    apply: 'Visa resultat',
    next: 'Nästa sida',
    chips: 'Valda filter',
    removeNew: 'Ta bort filtret: Ny',
    subcategories: 'Underkategorier',
    listings: [
      { path: '/s/?q=iphone', pages: true },
      { path: '/kampanj/black-week/', pages: true },
      { path: '/varumarke/polarbyte/', pages: false },
      { path: '/nordfynd/tech-deals/', pages: false },
    ],
  },
  'fi-FI': {
    prefix: '/fi-FI',
    filters: 'Suodattimet',
    isNew: /^Uusi \(\d+\)$/,
    sortLabel: 'Järjestys',
    priceDesc: 'Hinta: kallein ensin',
    apply: 'Näytä tulokset',
    next: 'Seuraava sivu',
    chips: 'Valitut suodattimet',
    removeNew: 'Poista suodatin: Uusi',
    subcategories: 'Alakategoriat',
    listings: [
      { path: '/fi-FI/s/?q=iphone', pages: false },
      { path: '/fi-FI/kampanja/black-week/', pages: true },
      { path: '/fi-FI/merkki/polarbyte/', pages: false },
      { path: '/fi-FI/nordfynd/tech-deals/', pages: false },
    ],
  },
} as const;

for (const locale of ['sv-SE', 'fi-FI'] as const) {
  const b = BROWSE[locale];
  const m = MENU_TEXT[locale];
  test.describe(`without JavaScript, browsing in ${locale}`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'nf_consent', value: '1.00000000000.0000', url: 'http://127.0.0.1' }]);
    });

    test('the phone menu opens in place; a category leads to its level, every category is a link away', async ({ page }) => {
      await page.goto(`${b.prefix}/`);
      const menu = page.getByRole('banner').getByRole('navigation', { name: m.label });
      await expect(menu).toBeHidden();
      await page.getByRole('banner').locator('summary').filter({ hasText: m.open }).click();
      await expect(menu).toBeVisible();
      for (const name of topCategoryNames(locale)) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      await axeOnce(locale, page);

      // A top category's page: its subcategories first, as links.
      const fashion = categoryNameOf('fashion', locale);
      await menu.getByRole('link', { name: fashion, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fashion);
      const hoodies = categoryNameOf('hoodies', locale);
      await page
        .getByRole('navigation', { name: b.subcategories })
        .getByRole('link', { name: new RegExp(`^${hoodies} \\(`) })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hoodies);

      // "All categories" from the menu: every category of every level as a link.
      await page.getByRole('banner').locator('summary').filter({ hasText: m.open }).click();
      await menu.getByRole('link', { name: m.allCategories }).click();
      const main = page.getByRole('main');
      for (const top of CATEGORY_TREE) {
        await expect(main.getByRole('link', { name: top.name[locale], exact: true })).toHaveCount(1);
        for (const child of top.children)
          await expect(main.getByRole('link', { name: child.name[locale], exact: true }).first()).toBeAttached();
      }
    });

    for (const listing of b.listings) {
      test(`${listing.path}: filter and sort by the GET form, remove a filter by its chip${listing.pages ? ', page on' : ''}`, async ({
        page,
      }) => {
        await page.goto(listing.path);
        const main = page.getByRole('main');
        await main.getByText(b.filters, { exact: true }).click();
        const sheet = main.locator('details[open]');
        await sheet.getByLabel(b.isNew).check();
        await sheet.getByLabel(b.sortLabel).selectOption({ label: b.priceDesc });
        await sheet.getByRole('button', { name: b.apply }).click();
        await expect(page).toHaveURL(/[?&]condition=new/);
        expect(page.url()).toMatch(/[?&]sort=price_desc/);
        if (listing.path.includes('?q=')) expect(page.url()).toMatch(/[?&]q=iphone/);
        const chips = main.getByRole('list', { name: b.chips });
        await expect(chips.getByRole('link', { name: b.removeNew })).toBeVisible();
        await axeOnce(locale, page);
        if (listing.pages) {
          await main.getByRole('link', { name: b.next }).click();
          await expect(page).toHaveURL(/[?&]page=2/);
          expect(page.url()).toMatch(/[?&]condition=new/);
          expect(page.url()).toMatch(/[?&]sort=price_desc/);
        }
        await chips.getByRole('link', { name: b.removeNew }).click();
        await expect(page).not.toHaveURL(/condition=/);
        expect(page.url()).toMatch(/[?&]sort=price_desc/);
        expect(page.url()).not.toMatch(/page=/);
        await expect(main.getByRole('list', { name: b.chips })).toHaveCount(0);
      });
    }

    test('desktop: the sort applies by its own button, the active brand of an empty result stays listed and removable', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const max = locale === 'sv-SE' ? '200' : '5';
      await page.goto(
        `${b.prefix}${locale === 'sv-SE' ? '/kategori/horlurar/' : '/kategoria/kuulokkeet/'}?brand=nordic-sound&priceMax=${max}`,
      );
      const main = page.getByRole('main');
      await expect(page.getByRole('complementary').getByRole('checkbox', { name: 'Nordic Sound (0)' })).toBeChecked();
      await axeOnce(locale, page);
      await page.getByRole('complementary').getByRole('checkbox', { name: 'Nordic Sound (0)' }).uncheck();
      await page.getByRole('complementary').getByRole('button', { name: b.apply }).click();
      await expect(page).not.toHaveURL(/brand=/);
      expect(page.url()).toMatch(new RegExp(`priceMax=${max}`));
      const sort = main.getByRole('combobox', { name: b.sortLabel });
      await sort.selectOption({ label: b.priceDesc });
      await main.getByRole('button', { name: locale === 'sv-SE' ? 'Sortera' : 'Järjestä', exact: true }).click();
      await expect(page).toHaveURL(/[?&]sort=price_desc/);
      expect(page.url()).toMatch(new RegExp(`priceMax=${max}`));
    });
  });
}
