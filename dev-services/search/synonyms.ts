import type { Locale } from '../lib/locale';

/**
 * Words a language has two of, folded. Each word of a group is indexed wherever another one is,
 * so a shopper's own word (and its typos) finds the catalog's: Danish "hovedtelefoner" finds
 * the catalog's "høretelefoner".
 */
const GROUPS: Readonly<Record<Locale, readonly (readonly string[])[]>> = {
  'sv-SE': [['horlurar', 'lurar']],
  'da-DK': [['horetelefoner', 'hovedtelefoner']],
  'nb-NO': [['hodetelefoner', 'oretelefoner']],
  'fi-FI': [['puhelimet', 'kannykat']],
  'en-US': [['headphones', 'earphones']],
};

const INDEX = new Map(
  (Object.keys(GROUPS) as Locale[]).map((locale) => {
    const byWord = new Map<string, readonly string[]>();
    GROUPS[locale].forEach((group) =>
      group.forEach((word) =>
        byWord.set(
          word,
          group.filter((other) => other !== word),
        ),
      ),
    );
    return [locale, byWord] as const;
  }),
);

/** The other words of the word's group in the language (none for most words). */
export function synonyms(word: string, locale: Locale): readonly string[] {
  return INDEX.get(locale)?.get(word) ?? [];
}
