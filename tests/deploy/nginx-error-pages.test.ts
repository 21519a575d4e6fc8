/**
 * The static 503 pages nginx serves when every app instance is down: one per locale (one template, each
 * locale's words), in the locale's language, no scripts and nothing loaded from elsewhere, so the CSP nginx
 * sends (`default-src 'none'; style-src 'sha256-…'`) allows exactly their one inline style.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@/lib/locales';
import { errorPages } from '../../scripts/scale/nginx-conf.mjs';

const pages: Record<string, string> = errorPages();
const page = (locale: string) => pages[locale]!;

describe('nginx 503 pages', () => {
  it.each(LOCALES.map((l) => [l]))('%s: its own language, no script, no external resource, one inline style', (locale) => {
    const html = page(locale);
    expect(html).toContain(`<html lang="${locale.slice(0, 2)}">`);
    expect(html).not.toMatch(/<script|<link|\bsrc=|url\(|@import|\bon[a-z]+=/i);
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('has real text per locale and one shared style (one hash in the CSP)', () => {
    const headings = LOCALES.map((l) => /<h1>([^<]+)<\/h1>/.exec(page(l))?.[1]);
    expect(new Set(headings).size).toBe(LOCALES.length);
    const styles = LOCALES.map((l) => /<style>([\s\S]*?)<\/style>/.exec(page(l))?.[1]);
    expect(new Set(styles).size).toBe(1);
  });

  it('has exactly the five locales, each page whole (no placeholder left)', () => {
    expect(Object.keys(pages).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(page(locale)).not.toContain('{{');
    expect(page('fi-FI')).toContain('<h1>Kauppa on tilapäisesti poissa käytöstä</h1>');
    expect(page('fi-FI')).toContain('<a class="logo" href="/fi-FI/">Nordfynd</a>');
    expect(page('sv-SE')).toContain('<title>Vi är strax tillbaka – Nordfynd</title>');
  });

  it('is chosen by the URL locale prefix in the nginx template', () => {
    const template = readFileSync(join(__dirname, '../../deploy/nginx/nordfynd.conf.template'), 'utf8');
    for (const locale of LOCALES.filter((l) => l !== 'sv-SE')) expect(template).toContain(`~^/${locale}(/|\\?|$) ${locale};`);
    expect(template).toContain('default sv-SE;');
  });
});
