/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BADGES } from '@/dev-services/seed/badges';
import { CONDITION_LABELS } from '@/dev-services/seed/vocabulary';
import { LOCALES } from '@/lib/locales';

const json = (locale: string, ns: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'public', 'locales', locale, `${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, Record<string, string>>
  >;

describe('one word per condition in each locale', () => {
  it.each(LOCALES)('%s: the card, the filter, the cart line, the badge and the product title say the same word', (locale) => {
    const catalog = json(locale, 'catalog').condition!;
    const cart = (json(locale, 'translation').cart as unknown as Record<string, Record<string, string>>).condition!;
    for (const condition of ['refurb', 'used'] as const) {
      const words = new Set([
        catalog[condition],
        cart[condition],
        BADGES.find((b) => b.id === condition)!.label[locale],
        CONDITION_LABELS[condition][locale],
      ]);
      expect([...words]).toHaveLength(1);
    }
  });

  it('uses the words Danish and Norwegian shoppers read elsewhere on the site', () => {
    expect(json('da-DK', 'catalog').condition!.refurb).toBe('Renoveret');
    expect(json('nb-NO', 'catalog').condition!.refurb).toBe('Renovert');
  });
});
