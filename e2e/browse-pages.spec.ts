// Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import { expect, test } from './support/consent';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BrowsePages, installLayoutShiftObserver } from './pages/browse';
import { textOf } from './support/html';

const LANDING = [
  '/inspiration/',
  '/marknadsforing/',
  '/kundservice/',
  '/kundservice/kontakt/',
  '/kundservice/orderkontakt/',
  '/fyndfinnaren/',
  '/upptack/',
  '/renoverad-iphone/',
  '/iphone-tillbehor/',
  '/iphone-laddare/',
  '/kampanj/',
  '/kampanj/black-friday/',
  '/kampanj/wrapped/',
  '/varumarke/',
  '/varumarke/polarbyte/',
  '/nordfynd/',
  '/nordfynd/tech-deals/',
  '/handlare/2003/',
  '/saljaromdomen/',
  '/saljaromdomen/2003/',
  '/alla-kategorier/',
  '/fi-FI/inspiraatio/',
  '/fi-FI/kunnostettu-iphone/',
  '/fi-FI/loytojen-etsija/',
  '/fi-FI/kampanja/joululahjat/',
];

test.describe('landing pages', () => {
  for (const path of LANDING) {
    // Server-rendered: the answer's HTML is what a browser shows (the HTTP lane, e2e/support/html.ts).
    test(`${path} renders with content`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(textOf(html, 'h1')).toBeTruthy();
      expect(textOf(html, 'main')?.length).toBeGreaterThan(100);
    });
  }

  for (const path of ['/fi-FI/upptack/', '/da-DK/discover/', '/en-US/discover/', '/nb-NO/refurb-iphone/', '/nb-NO/renoveret-iphone/']) {
    test(`${path} answers 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
    });
  }
});

test('an unknown or unpublished product is the 404 page with status 404', async ({ request }) => {
  for (const path of ['/produkt/999999/nope/', '/produkt/100065/x/', '/fi-FI/tuote/abc/']) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(textOf(await response.text(), 'h1')).toBeTruthy();
  }
});

test('a wrong product slug redirects permanently to the right one', async ({ request }) => {
  const response = await request.get('/produkt/100063/wrong-slug/', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/produkt\/100063\/polarbyte-bluetooth-hogtalare-frost-max-marinbla\/$/);
});

test('the product page has JSON-LD with the nonce and add-to-cart obeys the stock', async ({ page }) => {
  await page.goto('/produkt/100084/');
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  const json = JSON.parse((await script.textContent()) ?? '[]') as { '@type': string; offers?: { availability: string } }[];
  expect(json.map((item) => item['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(json[0]?.offers?.availability).toBe('https://schema.org/OutOfStock');
  await expect(page.getByRole('button', { name: 'Slutsåld' })).toBeDisabled();

  await page.goto('/produkt/100013/');
  await expect(page.getByLabel('Antal')).toHaveAttribute('max', '3');
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(page.getByText('Tillagd i varukorgen.')).toBeVisible();
});

test('a DYO article links to its designer; an unsupported one explains why', async ({ page }) => {
  await page.goto('/produkt/190003/');
  await expect(page.getByRole('link', { name: 'Designa din egen' })).toHaveAttribute('href', /nordfyndArticleId=190003/);
  await page.goto('/produkt/190028/');
  await expect(page.getByText('Den här produkten går inte att designa online just nu.')).toBeVisible();
});

test('the contact form shows errors per field and then the ticket id', async ({ page }) => {
  await page.goto('/kundservice/orderkontakt/');
  await page.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Rätta till fälten');
  await expect(page.getByLabel('Ditt namn')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Ditt namn').fill('Anna Andersson');
  await page.getByLabel('E-post').fill('anna@example.se');
  await page.getByLabel('Ordernummer').fill('NF-12345678');
  await page.getByLabel('Meddelande').fill('Hej! Mitt paket har inte kommit fram ännu.');
  await page.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(/CS-\d+/);
});

test('seller reviews filter by rating', async ({ page }) => {
  await page.goto('/saljaromdomen/2003/');
  await page.getByRole('link', { name: 'Endast fem stjärnor' }).click();
  await expect(page).toHaveURL(/rating=5/);
  await expect(page.getByRole('link', { name: 'Endast fem stjärnor' })).toHaveAttribute('aria-current', 'page');
});

test.describe('no layout shift', () => {
  test.describe('on a phone, with the web font arriving after the first paint', () => {
    test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

    for (const path of ['/', '/kategori/mobil-tillbehor/', '/produkt/100063/polarbyte-bluetooth-speaker-frost-max-navy/']) {
      test(`${path}: the swap to Mulish moves nothing a shopper sees, bold text has fallback faces of its own (styles/global.css)`, async ({
        page,
      }) => {
        await page.route(/\.woff2$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        await installLayoutShiftObserver(page);
        await page.goto(path);
        await page.waitForFunction(() => document.fonts.status === 'loaded' && document.fonts.check('700 16px Mulish'), undefined, {
          timeout: 10_000,
        });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        // Painted in the fallback first: the fonts arrived after the first contentful paint.
        const { paint, fonts } = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
          fonts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2'))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        }));
        expect(fonts.length).toBeGreaterThan(1);
        expect(Math.min(...fonts)).toBeGreaterThan(paint);
        // The faces match Mulish's widths on average, not word by word: a chip's count may move 3 px (a shift of 0.00001); with a
        // synthetic bold of the regular face a row of chips wrapped again (0.0009).
        expect(await new BrowsePages(page, 'sv-SE').layoutShift()).toBeLessThan(0.0001);
      });
    }
  });

  for (const path of ['/kategori/phones-accessories/', '/produkt/100063/polarbyte-bluetooth-speaker-frost-max-navy/']) {
    test(`${path} has CLS below 0.05`, async ({ page }) => {
      await installLayoutShiftObserver(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(800);
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(800);
      expect(await new BrowsePages(page, 'sv-SE').layoutShift()).toBeLessThan(0.05);
    });
  }
});

/** Pages of the list below whose heading is checked too (shell.spec.ts does not repeat the list). */
const HEADINGS: Record<string, string> = { '/fi-FI/kaikki-kategoriat/': 'Kaikki kategoriat' };

test.describe('accessibility of every browsing page type', () => {
  for (const path of [
    '/',
    '/kategori/phones-accessories/',
    '/produkt/100063/polarbyte-bluetooth-speaker-frost-max-navy/',
    '/s/?q=kabel',
    '/s/?q=zzzzqqq',
    '/kampanj/vinterfynd/',
    '/nordfynd/nordic-home/',
    '/handlare/2003/',
    '/saljaromdomen/2003/',
    '/kundservice/kontakt/',
    '/fyndfinnaren/?category=toys',
    '/upptack/?recipient=child',
    '/inspiration/',
    '/fi-FI/kaikki-kategoriat/',
  ]) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      if (HEADINGS[path]) await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[path]);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
