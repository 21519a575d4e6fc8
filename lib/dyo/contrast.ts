/**
 * Whether a text colour reads on the product: WCAG 2 contrast between the text and the colour it
 * is printed on (a garment's colour, a cover's background). A new text takes whichever of the
 * editor's black and white reads better; a choice under 3:1 (WCAG's floor for large text) is flagged.
 */

/** The editor's black and white text colours (components/dyo/editor/text-panel.tsx offers them first). */
export const TEXT_BLACK = '#1d1d1b';
export const TEXT_WHITE = '#ffffff';

/** Under this contrast a text is hard to read on its product. */
const MIN_TEXT_CONTRAST = 3;

/** The relative luminance of a #rgb or #rrggbb colour (0 black … 1 white); null for anything else. */
function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two colours (1 … 21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The text colour a new text gets on `surface`: the editor's black or white, whichever contrasts more. */
export function textColorFor(surface: string | undefined): string {
  if (!surface) return TEXT_BLACK;
  return (contrastRatio(TEXT_BLACK, surface) ?? 21) >= (contrastRatio(TEXT_WHITE, surface) ?? 1) ? TEXT_BLACK : TEXT_WHITE;
}

/** Whether `fill` is too close to `surface` to read (unknown colours are not flagged). */
export function lowContrast(fill: string, surface: string | undefined): boolean {
  if (!surface) return false;
  const ratio = contrastRatio(fill, surface);
  return ratio !== null && ratio < MIN_TEXT_CONTRAST;
}
