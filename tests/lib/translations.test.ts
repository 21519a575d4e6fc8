import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@/lib/locales';

const root = join(__dirname, '../../public/locales');

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    Object.assign(out, flatten(value, prefix ? `${prefix}::${key}` : key));
  }
  return out;
}

const namespaces = readdirSync(join(root, 'en-US')).filter((file) => file.endsWith('.json'));

describe.each(namespaces)('namespace %s', (file) => {
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, flatten(JSON.parse(readFileSync(join(root, locale, file), 'utf8')))]),
  );

  it.each(LOCALES)('%s has exactly the keys of every other locale', (locale) => {
    const union = new Set(LOCALES.flatMap((l) => Object.keys(byLocale[l]!)));
    expect(Object.keys(byLocale[locale]!).sort()).toEqual([...union].sort());
  });

  it.each(LOCALES)('%s has no empty text and keeps every placeholder', (locale) => {
    for (const [key, text] of Object.entries(byLocale[locale]!)) {
      expect(text.trim()).not.toBe('');
      const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      expect([key, placeholders(text)]).toEqual([key, placeholders(byLocale['en-US']![key] ?? text)]);
    }
  });
});

it('every locale has the same namespace files', () => {
  for (const locale of LOCALES) expect(readdirSync(join(root, locale)).sort()).toEqual([...namespaces].sort());
});
