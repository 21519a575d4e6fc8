// A product page's hreflang alternates each name their locale's own slug (a Finnish slug in the sv-SE URL would
// answer 308), and each locale's sitemap lists its own product URLs.
import { expect, test } from './support/consent';
import { tagsOf, textOf } from './support/html';

// The seeded refurbished iPhone (dev-services/seed): its slug in each locale, from that locale's title.
const IPHONE = [
  ['sv-SE', '/produkt/100001/apple-iphone-15-128-gb-renoverad/'],
  ['da-DK', '/da-DK/produkt/100001/apple-iphone-15-128-gb-renoveret/'],
  ['nb-NO', '/nb-NO/produkt/100001/apple-iphone-15-128-gb-renovert/'],
  ['fi-FI', '/fi-FI/tuote/100001/apple-iphone-15-128-gb-kunnostettu/'],
  ['en-US', '/en-US/product/100001/apple-iphone-15-128-gb-refurbished/'],
] as const;

const pathOf = (href: string | null | undefined) => new URL(href ?? '').pathname;

// The head, the language and the heading are server-rendered: read from each answer's HTML (e2e/support/html.ts).
test('a fi-FI product page’s hreflang links name each locale’s own slug, and each answers 200 with that page', async ({ request }) => {
  const page = await (await request.get('/fi-FI/tuote/100001/apple-iphone-15-128-gb-kunnostettu/', { maxRedirects: 0 })).text();
  expect(textOf(page, 'h1')).toMatch(/iPhone 15/);
  const alternates = tagsOf(page, 'link').filter((link) => link.rel === 'alternate' && link.hreflang);
  expect(alternates.map((link) => [link.hreflang, pathOf(link.href)])).toEqual([...IPHONE, ['x-default', IPHONE[0][1]]]);
  expect(pathOf(tagsOf(page, 'link').find((link) => link.rel === 'canonical')?.href)).toBe(
    '/fi-FI/tuote/100001/apple-iphone-15-128-gb-kunnostettu/',
  );

  for (const [locale, path] of IPHONE) {
    // No redirect: the alternate is the page itself, in its language, and names itself canonical.
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(tagsOf(html, 'html')[0]?.lang, path).toBe(locale);
    expect(textOf(html, 'h1'), path).toMatch(/iPhone 15/);
    expect(pathOf(tagsOf(html, 'link').find((link) => link.rel === 'canonical')?.href), path).toBe(path);
  }
});

test('each locale’s sitemap lists the product at its own slug', async ({ request }) => {
  for (const [locale, path] of IPHONE) {
    const xml = await (await request.get(`/sitemap/${locale}.xml`)).text();
    expect(xml).toContain(`${path}</loc>`);
    for (const [other, otherPath] of IPHONE) if (other !== locale) expect(xml).not.toContain(`${otherPath}</loc>`);
  }
});
