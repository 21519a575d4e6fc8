/**
 * The sticker library: 24 simple one-colour vector shapes drawn for this project (licence: the project's own, no third-party artwork). Each
 * is SVG path data in a 100 × 100 box, drawn with Konva.Path and filled with the shopper's colour, so stickers print sharp at any size.
 */
export interface Sticker {
  id: string;
  path: string;
}

export const STICKER_BOX = 100;

/** A circle as path data (two half arcs), for the stickers made of round parts. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
}

export const STICKERS = [
  { id: 'heart', path: 'M50 88 L14 52 C2 40 4 20 20 14 C32 10 44 16 50 28 C56 16 68 10 80 14 C96 20 98 40 86 52 Z' },
  { id: 'star', path: 'M50 4 L61 38 L97 38 L68 59 L79 94 L50 72 L21 94 L32 59 L3 38 L39 38 Z' },
  {
    id: 'sun',
    path: 'M50 28 A22 22 0 1 1 49.9 28 Z M47 2 L53 2 L53 20 L47 20 Z M47 80 L53 80 L53 98 L47 98 Z M2 47 L20 47 L20 53 L2 53 Z M80 47 L98 47 L98 53 L80 53 Z M14 18 L18 14 L31 27 L27 31 Z M69 73 L73 69 L86 82 L82 86 Z M82 14 L86 18 L73 31 L69 27 Z M27 69 L31 73 L18 86 L14 82 Z',
  },
  { id: 'moon', path: 'M62 6 C36 12 22 36 28 62 C34 84 58 98 82 90 C62 96 38 84 32 60 C26 36 40 14 62 6 Z' },
  { id: 'bolt', path: 'M58 2 L18 56 L44 56 L34 98 L82 38 L54 38 Z' },
  { id: 'crown', path: 'M8 78 L4 26 L28 48 L50 14 L72 48 L96 26 L92 78 Z M8 84 L92 84 L92 94 L8 94 Z' },
  { id: 'cloud', path: 'M24 78 C8 78 4 58 18 52 C16 36 34 28 44 38 C50 20 78 22 80 44 C96 44 98 78 80 78 Z' },
  {
    id: 'flower',
    path: 'M50 38 C42 14 58 14 50 38 Z M50 8 C64 8 64 36 50 40 C36 36 36 8 50 8 Z M50 92 C36 92 36 64 50 60 C64 64 64 92 50 92 Z M8 50 C8 36 36 36 40 50 C36 64 8 64 8 50 Z M92 50 C92 64 64 64 60 50 C64 36 92 36 92 50 Z M50 38 A12 12 0 1 1 49.9 38 Z',
  },
  { id: 'arrow', path: 'M4 42 L62 42 L62 22 L96 50 L62 78 L62 58 L4 58 Z' },
  {
    id: 'bubble',
    path: 'M16 10 L84 10 C92 10 96 14 96 22 L96 60 C96 68 92 72 84 72 L44 72 L22 92 L26 72 L16 72 C8 72 4 68 4 60 L4 22 C4 14 8 10 16 10 Z',
  },
  { id: 'circle', path: circle(50, 50, 44) },
  { id: 'square', path: 'M18 8 L82 8 C88 8 92 12 92 18 L92 82 C92 88 88 92 82 92 L18 92 C12 92 8 88 8 82 L8 18 C8 12 12 8 18 8 Z' },
  { id: 'triangle', path: 'M50 8 L94 88 L6 88 Z' },
  { id: 'diamond', path: 'M50 4 L92 50 L50 96 L8 50 Z' },
  { id: 'hexagon', path: 'M27 10 L73 10 L96 50 L73 90 L27 90 L4 50 Z' },
  { id: 'drop', path: 'M50 4 C60 22 84 44 84 64 C84 84 68 96 50 96 C32 96 16 84 16 64 C16 44 40 22 50 4 Z' },
  { id: 'leaf', path: 'M8 92 C8 42 40 8 92 8 C92 60 58 92 8 92 Z' },
  {
    id: 'paw',
    path: `M50 50 C66 50 80 66 78 80 C76 94 62 90 50 90 C38 90 24 94 22 80 C20 66 34 50 50 50 Z ${circle(20, 42, 10)} ${circle(38, 20, 11)} ${circle(62, 20, 11)} ${circle(80, 42, 10)}`,
  },
  { id: 'note', path: `M40 16 L88 6 L88 72 L80 72 L80 24 L48 31 L48 80 L40 80 Z ${circle(30, 80, 12)} ${circle(78, 72, 12)}` },
  { id: 'check', path: 'M6 52 L20 38 L40 58 L80 16 L94 30 L40 86 Z' },
  { id: 'plus', path: 'M38 6 L62 6 L62 38 L94 38 L94 62 L62 62 L62 94 L38 94 L38 62 L6 62 L6 38 L38 38 Z' },
  { id: 'sparkle', path: 'M50 2 C54 38 62 46 98 50 C62 54 54 62 50 98 C46 62 38 54 2 50 C38 46 46 38 50 2 Z' },
  { id: 'banner', path: 'M2 30 L98 30 L86 50 L98 70 L2 70 L14 50 Z' },
  { id: 'house', path: 'M50 6 L94 44 L82 44 L82 94 L18 94 L18 44 L6 44 Z' },
] as const satisfies readonly Sticker[];

type StickerId = (typeof STICKERS)[number]['id'];

/** Whether a layer's sticker (any string in a stored design) is one of the library's. */
export function isStickerId(id: string): id is StickerId {
  return STICKERS.some((s) => s.id === id);
}

export function stickerPath(id: string): string | undefined {
  return STICKERS.find((s) => s.id === id)?.path;
}
