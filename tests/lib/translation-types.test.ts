/**
 * types/i18next.d.ts types the keys from every sv-SE namespace file: a namespace file it does
 * not list would be untyped (its keys would fail `tsc`, and its wrong keys would not).
 * tests/types/translation-keys.ts proves the check itself; tests/lib/translations.test.ts
 * holds the other locales to the sv-SE keys.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18nConfig from '@/next-i18next.config.js';

const root = join(__dirname, '../..');
const declaration = readFileSync(join(root, 'types/i18next.d.ts'), 'utf8');
const namespaces = readdirSync(join(root, 'public/locales/sv-SE'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

it('finds the sv-SE namespace files', () => {
  expect(namespaces).toEqual(expect.arrayContaining(['translation', 'catalog', 'consent', 'dyo', 'nordfynd']));
});

it.each(namespaces)('types the keys of %s from its sv-SE file', (ns) => {
  expect(declaration).toContain(`import type ${ns} from '@/public/locales/sv-SE/${ns}.json';`);
  expect(declaration).toMatch(new RegExp(`^\\s+${ns}: typeof ${ns};$`, 'm'));
});

it('uses the separators and namespaces of next-i18next.config.js', () => {
  const { nsSeparator, keySeparator, defaultNS, fallbackNS } = i18nConfig;
  expect(declaration).toContain(`nsSeparator: '${String(nsSeparator)}';`);
  expect(declaration).toContain(`keySeparator: '${String(keySeparator)}';`);
  expect(declaration).toContain(`defaultNS: '${String(defaultNS)}';`);
  expect(declaration).toContain(
    `fallbackNS: [${[fallbackNS]
      .flat()
      .map((ns) => `'${String(ns)}'`)
      .join(', ')}];`,
  );
});
