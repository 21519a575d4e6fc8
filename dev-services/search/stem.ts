import type { Locale } from '../lib/locale';

/**
 * Light stemmers per language, on folded words (ä→a, ø→o …): the longest inflection ending is cut
 * while at least four letters stay, so "hörlurarna", "hörlurar" and "hörlur" share "horlur", and
 * Danish "hovedtelefon" meets "hovedtelefoner". Deliberately small: a stand-in for the real search
 * backend's language analysers, not a full Snowball port.
 */
const ENDINGS: Readonly<Record<Locale, readonly string[]>> = {
  'sv-SE': [
    'arnas',
    'ernas',
    'ornas',
    'arna',
    'erna',
    'orna',
    'ande',
    'ende',
    'aste',
    'arens',
    'aren',
    'are',
    'ar',
    'er',
    'or',
    'en',
    'et',
    'na',
    'a',
    'e',
    's',
  ],
  'da-DK': ['erne', 'ernes', 'ene', 'ers', 'er', 'en', 'et', 'e', 's'],
  'nb-NO': ['ene', 'ane', 'ers', 'er', 'en', 'et', 'a', 'e', 's'],
  // Finnish cases and plurals (folded: ä→a, ö→o); consonant gradation is left to the typo tolerance.
  'fi-FI': [
    'iden',
    'ista',
    'issa',
    'illa',
    'ille',
    'ilta',
    'ineen',
    'jen',
    'ien',
    'ssa',
    'sta',
    'lla',
    'lle',
    'lta',
    'ksi',
    'na',
    'en',
    'it',
    't',
    'n',
    'a',
  ],
  'en-US': ['ing', 'es', 's', 'ed'],
};

const MIN_STEM = 4;

export function stem(word: string, locale: Locale): string {
  if (/\d/.test(word)) return word;
  for (const ending of ENDINGS[locale]) {
    if (word.length - ending.length >= MIN_STEM && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}
