// Issue 9: a phone-fast first paint. The server's HTML paints before the app's scripts are even
// requested (docs/adr/0010-scripts-after-first-paint.md), then the page hydrates with the CSP intact.
import { expect, test } from './support/consent';
import { watchPageHealth } from './support/page-health';

for (const l of [
  { path: '/', lang: 'sv-SE' },
  { path: '/fi-FI/ostoskarry/', lang: 'fi-FI' },
  { path: '/kategori/mobil-tillbehor/', lang: 'sv-SE' },
]) {
  test(`${l.path}: no app script in the HTML, first paint before any is requested, then hydrated (${l.lang})`, async ({ page, request }) => {
    const html = await (await request.get(l.path)).text();
    expect(html).not.toMatch(/<script[^>]+src="\/_next\/static\//);
    // One loader lists them, the page's translations and shell first (the store must be there when the app starts; ADR 0009, 0011).
    expect(html).toMatch(new RegExp(`\\(\\["/api/i18n/${l.lang}/[^"]+","/api/shell/${l.lang}/[0-9a-f]{8}/","/_next/static/chunks/`));

    const health = watchPageHealth(page);
    await page.goto(l.path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(timing.paint).toBeLessThan(timing.firstScript);
    await health.expectHealthy();
  });
}
