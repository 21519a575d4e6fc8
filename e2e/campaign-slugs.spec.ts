// Each locale has its own campaign slug (not `/kampanj/winter-deals/` in every locale); the English one (and another language's) answers 308 to
// the shopper's, links name the shopper's slug, and hreflang names each locale's own.
import { expect, test } from './support/consent';
import { presetConsent } from './support/consent';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsWithoutScripts } from './support/axe';
import { watchPageHealth } from './support/page-health';
import { E2E } from '../playwright.config';
import { tagsOf, textOf } from './support/html';

const REDIRECTS = [
  ['/kampanj/winter-deals/', '/kampanj/vinterfynd/'],
  ['/kampanj/top-bargains/?sort=price_asc', '/kampanj/toppfynd/?sort=price_asc'],
  ['/fi-FI/kampanja/winter-deals/', '/fi-FI/kampanja/talviloydot/'],
  ['/da-DK/kampagne/vinterfynd/', '/da-DK/kampagne/vinterfund/'],
  ['/nb-NO/kampanje/xmas-gifts/', '/nb-NO/kampanje/julegaver/'],
] as const;

const path = (location: string) => {
  const url = new URL(location, E2E.appUrl);
  return url.pathname + url.search;
};

for (const [from, to] of REDIRECTS) {
  test(`${from} redirects permanently to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(path(response.headers().location ?? '')).toBe(to);
    expect((await request.get(to, { maxRedirects: 0 })).status()).toBe(200);
  });
}

test('without JavaScript, the old English campaign URL in sv-SE lands on the Swedish slug with the campaign', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await presetConsent(context);
    const page = await context.newPage();
    const response = await page.goto('/kampanj/winter-deals/');
    // The browser followed the server's 308: the first answer was the redirect.
    expect(
      await response
        ?.request()
        .redirectedFrom()
        ?.response()
        .then((r) => r?.status()),
    ).toBe(308);
    expect(path(page.url())).toBe('/kampanj/vinterfynd/');
    await expect(page.getByRole('heading', { level: 1, name: 'Vinterfynd' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Du är här' }).getByRole('link', { name: 'Kampanjer' })).toHaveAttribute(
      'href',
      '/kampanj/',
    );
    await expectNoSeriousA11yViolationsWithoutScripts(page);
  } finally {
    await context.close();
  }
});

const LOCALES = [
  {
    code: 'sv-SE',
    prefix: '/kampanj/',
    winter: 'Vinterfynd',
    winterSlug: 'vinterfynd',
    top: 'Toppfynd',
    topSlug: 'toppfynd',
    home: '/',
    seeAll: 'Visa alla',
  },
  {
    code: 'fi-FI',
    prefix: '/fi-FI/kampanja/',
    winter: 'Talvilöydöt',
    winterSlug: 'talviloydot',
    top: 'Huippulöydöt',
    topSlug: 'huippuloydot',
    home: '/fi-FI/',
    seeAll: 'Näytä kaikki',
  },
] as const;

for (const locale of LOCALES) {
  test(`${locale.code}: the footer's and the start page's campaign links open the campaign at its localized URL`, async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto(locale.home);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: locale.winter, exact: true });
    await expect(footerLink).toHaveAttribute('href', `${locale.prefix}${locale.winterSlug}/`);
    const rail = page.getByRole('region', { name: locale.top, exact: true });
    await expect(rail.getByRole('link', { name: locale.seeAll })).toHaveAttribute('href', `${locale.prefix}${locale.topSlug}/`);

    await footerLink.click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}${locale.winterSlug}/$`));
    await expect(page.getByRole('heading', { level: 1, name: locale.winter })).toBeVisible();

    await page.goto(locale.home);
    await page.getByRole('region', { name: locale.top, exact: true }).getByRole('link', { name: locale.seeAll }).click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}${locale.topSlug}/$`));
    await expect(page.getByRole('heading', { level: 1, name: locale.top })).toBeVisible();
    await health.expectHealthy();
    await expectNoSeriousA11yViolations(page);
  });
}

test('da-DK: the campaign list links each campaign at its Danish slug', async ({ page }) => {
  await page.goto('/da-DK/kampagne/');
  const card = (title: string) => page.getByRole('heading', { name: title, exact: true }).getByRole('link');
  await expect(card('Vinterfund')).toHaveAttribute('href', '/da-DK/kampagne/vinterfund/');
  await expect(card('Julegaver')).toHaveAttribute('href', '/da-DK/kampagne/julegaver/');
  await expect(card('Årets smarteste køb')).toHaveAttribute('href', '/da-DK/kampagne/arets-smarteste-kob/');
});

// The head and the heading are server-rendered: read from the answer's HTML (e2e/support/html.ts).
test('a campaign page names each locale’s own slug in its hreflang links and its canonical', async ({ request }) => {
  const html = await (await request.get('/fi-FI/kampanja/talviloydot/')).text();
  expect(textOf(html, 'h1')).toContain('Talvilöydöt');
  const links = tagsOf(html, 'link');
  const alternates = links
    .filter((link) => link.rel === 'alternate' && link.hreflang)
    .map((link) => [link.hreflang, new URL(link.href ?? '').pathname]);
  expect(alternates).toEqual([
    ['sv-SE', '/kampanj/vinterfynd/'],
    ['da-DK', '/da-DK/kampagne/vinterfund/'],
    ['nb-NO', '/nb-NO/kampanje/vinterkupp/'],
    ['fi-FI', '/fi-FI/kampanja/talviloydot/'],
    ['en-US', '/en-US/campaign/winter-deals/'],
    ['x-default', '/kampanj/vinterfynd/'],
  ]);
  expect(new URL(links.find((link) => link.rel === 'canonical')?.href ?? '').pathname).toBe('/fi-FI/kampanja/talviloydot/');
  // Each alternate is a page of its own (200), not a redirect.
  for (const [, alternate] of alternates) expect((await request.get(alternate ?? '', { maxRedirects: 0 })).status()).toBe(200);
});

test('the sitemap of a locale lists its campaign slugs', async ({ request }) => {
  const sv = await (await request.get('/sitemap/sv-SE.xml')).text();
  const fi = await (await request.get('/sitemap/fi-FI.xml')).text();
  expect(sv).toContain('/kampanj/vinterfynd/</loc>');
  expect(sv).not.toContain('/kampanj/winter-deals/');
  expect(fi).toContain('/fi-FI/kampanja/talviloydot/</loc>');
  expect(fi).toContain('/fi-FI/kampanja/huippuloydot/</loc>');
});
