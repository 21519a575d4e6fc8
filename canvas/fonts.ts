/**
 * The display fonts a shopper can set text in. They are self-hosted
 * (@fontsource, SIL Open Font License; the faces are imported by the editor
 * only: components/dyo/editor/font-faces.ts) and must be loaded before Konva
 * measures or draws text, or the preview and the print fall back to a generic
 * font and differ. `loadFonts` waits for them.
 */
export const DYO_FONTS = [
  { family: 'Mulish', label: 'Mulish' },
  { family: 'Bebas Neue', label: 'Bebas Neue' },
  { family: 'Oswald', label: 'Oswald' },
  { family: 'Playfair Display', label: 'Playfair Display' },
  { family: 'Lobster', label: 'Lobster' },
  { family: 'Pacifico', label: 'Pacifico' },
  { family: 'Dancing Script', label: 'Dancing Script' },
  { family: 'Permanent Marker', label: 'Permanent Marker' },
] as const;

export type DyoFontFamily = (typeof DYO_FONTS)[number]['family'];

export const DEFAULT_FONT: DyoFontFamily = 'Mulish';

/** The part of the browser's FontFaceSet this needs (so tests can hand in a fake). */
export interface FontLoader {
  load(font: string, text?: string): Promise<unknown>;
}

const loaded = new Map<string, Promise<void>>();

/** The CSS font shorthand used to ask for a family (the size does not matter for loading). */
export const fontQuery = (family: string): string => `400 32px "${family}"`;

/**
 * Resolves once every family is loaded (or failed: a missing font must not
 * block saving, it draws in the fallback). Each family is asked for once.
 */
export function loadFonts(families: Iterable<string>, loader: FontLoader | undefined = typeof document !== 'undefined' ? document.fonts : undefined): Promise<void> {
  if (!loader) return Promise.resolve();
  const waits = [...new Set(families)].map((family) => {
    let wait = loaded.get(family);
    if (!wait) {
      wait = loader.load(fontQuery(family), 'AaÅäÖ').then(
        () => undefined,
        () => undefined,
      );
      loaded.set(family, wait);
    }
    return wait;
  });
  return Promise.all(waits).then(() => undefined);
}

/** Forgets what was loaded (tests). */
export function resetLoadedFonts(): void {
  loaded.clear();
}
