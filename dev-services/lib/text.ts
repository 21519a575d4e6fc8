import { LOCALES, type L10n, type Locale } from './locale';
/** Lowercases and folds Nordic letters and diacritics to ASCII: "Hörlurar Ø" → "horlurar o". */
export function foldText(value: string): string {
  return value
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/œ/g, 'oe')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** ASCII slug: "Nordic Sound Bluetooth speaker X2, black" → "nordic-sound-bluetooth-speaker-x2-black". */
export function slugify(value: string): string {
  return foldText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug of a text in every language. */
export function localizedSlugs(text: L10n): L10n {
  return Object.fromEntries(LOCALES.map((locale) => [locale, slugify(text[locale])])) as Record<Locale, string>;
}

/** Escapes text for HTML and XML content and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
