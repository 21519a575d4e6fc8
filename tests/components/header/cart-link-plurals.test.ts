/**
 * The header's cart link before hydration picks its name by CSS from the count in `data-nf-cart-n`
 * (components/header/mini-cart-button.tsx): "none" for no count, "one" for exactly 1, "other" for the rest,
 * with the number cut out of the "other" form at 777. That holds only while, in every locale, 1 is the only
 * count of 1-999 in the plural category "one", 777 is "other", and each form names the count once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@/lib/locales';

const header = (locale: string) =>
  (
    JSON.parse(readFileSync(join(__dirname, '../../../public/locales', locale, 'translation.json'), 'utf8')) as {
      header: Record<string, string>;
    }
  ).header;

describe.each(LOCALES)('the cart link in %s', (locale) => {
  it('has "one" for exactly 1 of 1-999 and "other" for 777', () => {
    const rules = new Intl.PluralRules(locale);
    const ones = Array.from({ length: 999 }, (_, i) => i + 1).filter((n) => rules.select(n) === 'one');
    expect(ones).toEqual([1]);
    expect(rules.select(777)).toBe('other');
  });

  it('names the count once in each form, and the number 777 nowhere else', () => {
    const texts = header(locale);
    for (const form of ['cartLabel_one', 'cartLabel_other']) {
      expect(texts[form]?.match(/{{count}}/g)).toHaveLength(1);
      expect(texts[form]).not.toContain('777');
    }
  });
});
