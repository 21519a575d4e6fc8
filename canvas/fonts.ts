/**
 * The display fonts a shopper can set text in. They must be loaded before Konva measures or draws, or the preview and print fall back to a
 * generic font and differ: `loadFonts` waits for them.
 */
export const DYO_FONTS = [
  'Mulish',
  'Bebas Neue',
  'Oswald',
  'Playfair Display',
  'Lobster',
  'Pacifico',
  'Dancing Script',
  'Permanent Marker',
] as const;

/** A font's family is also its name in the editor's list. */
export type DyoFontFamily = (typeof DYO_FONTS)[number];

export const DEFAULT_FONT: DyoFontFamily = 'Mulish';

/** The part of the browser's FontFaceSet this needs (so tests can hand in a fake). */
export interface FontLoader {
  load(font: string, text?: string): Promise<unknown>;
}

const loaded = new Map<string, Promise<void>>();

/** The CSS font shorthand used to ask for a family (the size does not matter for loading). */
export const fontQuery = (family: string): string => `400 32px "${family}"`;

/** What every family is loaded with: its Latin subset (the Nordic letters are in it). */
const BASE_SAMPLE = 'AaÅäÖ';

/** A text in a family: the characters it draws decide which of the family's subsets must be loaded. */
export interface FontText {
  family: string;
  text: string;
}

/**
 * The characters of `texts` beyond Latin-1, once each, sorted: what needs another subset of a face (latin-ext for Ł, Č, Ŋ, Ş, İ; the faces'
 * unicode-range says which file has them).
 */
export function extendedCharacters(texts: Iterable<string>): string {
  const chars = new Set<string>();
  for (const text of texts) for (const c of text) if (c.codePointAt(0)! > 0xff && !/\s/u.test(c)) chars.add(c);
  return [...chars].sort().join('');
}

/** Each family with the extended characters its texts use ('' for none). */
export function fontNeeds(families: Iterable<string>, texts: Iterable<FontText> = []): Map<string, string> {
  const byFamily = new Map<string, string[]>([...families].map((f) => [f, []]));
  for (const { family, text } of texts) byFamily.set(family, [...(byFamily.get(family) ?? []), text]);
  return new Map([...byFamily].map(([family, list]) => [family, extendedCharacters(list)]));
}

/**
 * Resolves once every family is loaded with the subsets its texts need (or failed: a missing font must not block saving, it draws in the
 * fallback). `document.fonts.load(font, text)` fetches exactly the faces whose unicode-range covers `text`, so a name such as "Łukasz Żółć"
 * loads the latin-ext file and Konva draws it with the same file as the print. Each family and set of characters is asked for once.
 */
export function loadFonts(
  families: Iterable<string>,
  loader: FontLoader | undefined = typeof document !== 'undefined' ? document.fonts : undefined,
  texts: Iterable<FontText> = [],
): Promise<void> {
  if (!loader) return Promise.resolve();
  const waits = [...fontNeeds(families, texts)].map(([family, extended]) => {
    const key = extended ? `${family}|${extended}` : family;
    let wait = loaded.get(key);
    if (!wait) {
      wait = loader.load(fontQuery(family), BASE_SAMPLE + extended).then(
        () => undefined,
        () => undefined,
      );
      loaded.set(key, wait);
    }
    return wait;
  });
  return Promise.all(waits).then(() => undefined);
}

/** Forgets what was loaded (tests). */
export function resetLoadedFonts(): void {
  loaded.clear();
}
