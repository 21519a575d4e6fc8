/**
 * Every text that shows a count has the plural forms its language needs (Intl.PluralRules),
 * in all five locales: "1 stjärna", never "1 stjärnor". A key that interpolates {{count}}
 * without plural forms, or a plural key missing a form, fails here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@/lib/locales';

const root = join(__dirname, '../../public/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>))
    Object.assign(out, flatten(value, prefix ? `${prefix}::${key}` : key));
  return out;
}

const namespaces = readdirSync(join(root, 'en-US')).filter((file) => file.endsWith('.json'));

/** Keys used with a count, in any locale: a plural suffix or a {{count}} placeholder. */
function countKeys(texts: Record<string, string>): Set<string> {
  const keys = new Set<string>();
  for (const [key, text] of Object.entries(texts)) {
    if (PLURAL.test(key)) keys.add(key.replace(PLURAL, ''));
    else if (/{{\s*count\s*}}/.test(text)) keys.add(key);
  }
  return keys;
}

describe.each(namespaces)('namespace %s', (file) => {
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, flatten(JSON.parse(readFileSync(join(root, locale, file), 'utf8')))]),
  );
  const keys = [...new Set(LOCALES.flatMap((locale) => [...countKeys(byLocale[locale]!)]))].sort();

  it.each(LOCALES)('%s has every plural form of every count key', (locale) => {
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const texts = byLocale[locale]!;
    const missing = keys.flatMap((key) => forms.filter((form) => texts[`${key}_${form}`] === undefined).map((form) => `${key}_${form}`));
    expect(missing).toEqual([]);
  });
});

it('finds a count key without plural forms', () => {
  expect([...countKeys({ 'a::rows': '{{count}} stjärnor', 'a::b_one': '{{count}} stjärna', 'a::c': 'no count' })]).toEqual([
    'a::rows',
    'a::b',
  ]);
});
