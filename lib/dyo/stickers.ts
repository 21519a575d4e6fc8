/**
 * The sticker library: simple one-colour vector shapes drawn for this project
 * (licence: the project's own, no third-party artwork). Each is SVG path data
 * in a 100 × 100 box, drawn with Konva.Path and filled with the shopper's
 * colour, so stickers print sharp at any size.
 */
export interface Sticker {
  id: string;
  path: string;
}

export const STICKER_BOX = 100;

export const STICKERS: readonly Sticker[] = [
  { id: 'heart', path: 'M50 88 L14 52 C2 40 4 20 20 14 C32 10 44 16 50 28 C56 16 68 10 80 14 C96 20 98 40 86 52 Z' },
  { id: 'star', path: 'M50 4 L61 38 L97 38 L68 59 L79 94 L50 72 L21 94 L32 59 L3 38 L39 38 Z' },
  { id: 'sun', path: 'M50 28 A22 22 0 1 1 49.9 28 Z M47 2 L53 2 L53 20 L47 20 Z M47 80 L53 80 L53 98 L47 98 Z M2 47 L20 47 L20 53 L2 53 Z M80 47 L98 47 L98 53 L80 53 Z M14 18 L18 14 L31 27 L27 31 Z M69 73 L73 69 L86 82 L82 86 Z M82 14 L86 18 L73 31 L69 27 Z M27 69 L31 73 L18 86 L14 82 Z' },
  { id: 'moon', path: 'M62 6 C36 12 22 36 28 62 C34 84 58 98 82 90 C62 96 38 84 32 60 C26 36 40 14 62 6 Z' },
  { id: 'bolt', path: 'M58 2 L18 56 L44 56 L34 98 L82 38 L54 38 Z' },
  { id: 'crown', path: 'M8 78 L4 26 L28 48 L50 14 L72 48 L96 26 L92 78 Z M8 84 L92 84 L92 94 L8 94 Z' },
  { id: 'cloud', path: 'M24 78 C8 78 4 58 18 52 C16 36 34 28 44 38 C50 20 78 22 80 44 C96 44 98 78 80 78 Z' },
  { id: 'flower', path: 'M50 38 C42 14 58 14 50 38 Z M50 8 C64 8 64 36 50 40 C36 36 36 8 50 8 Z M50 92 C36 92 36 64 50 60 C64 64 64 92 50 92 Z M8 50 C8 36 36 36 40 50 C36 64 8 64 8 50 Z M92 50 C92 64 64 64 60 50 C64 36 92 36 92 50 Z M50 38 A12 12 0 1 1 49.9 38 Z' },
  { id: 'arrow', path: 'M4 42 L62 42 L62 22 L96 50 L62 78 L62 58 L4 58 Z' },
  { id: 'bubble', path: 'M16 10 L84 10 C92 10 96 14 96 22 L96 60 C96 68 92 72 84 72 L44 72 L22 92 L26 72 L16 72 C8 72 4 68 4 60 L4 22 C4 14 8 10 16 10 Z' },
];

export function stickerPath(id: string): string | undefined {
  return STICKERS.find((s) => s.id === id)?.path;
}
