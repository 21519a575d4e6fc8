/**
 * Fitting a map cover's title into the print area: a long title ("Sommarminnen i Ystad – 2026") first shrinks, then wraps onto two lines at
 * the space that balances them best, never wider than the room it has. Preview and print use the same result (stored in the text layer).
 */
export type Measure = (text: string, fontSize: number) => number;

export interface FittedTitle {
  text: string;
  fontSize: number;
  lines: number;
}

export function fitTitle(title: string, maxWidth: number, measure: Measure, baseSize: number, minSize = baseSize * 0.6): FittedTitle {
  const text = title.trim().replace(/\s+/g, ' ');
  const width = (t: string, size: number) => Math.max(...t.split('\n').map((line) => measure(line, size)));
  const oneLine = width(text, baseSize);
  if (oneLine <= maxWidth) return { text, fontSize: baseSize, lines: 1 };
  const shrunk = (baseSize * maxWidth) / oneLine;
  if (shrunk >= minSize) return { text, fontSize: shrunk, lines: 1 };
  // Two lines: the break that makes the longer line shortest.
  const words = text.split(' ');
  let best: string | null = null;
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const candidate = `${words.slice(0, i).join(' ')}\n${words.slice(i).join(' ')}`;
    const w = width(candidate, baseSize);
    if (w < bestWidth) {
      best = candidate;
      bestWidth = w;
    }
  }
  if (!best) return { text, fontSize: shrunk, lines: 1 };
  return { text: best, fontSize: Math.min(baseSize, (baseSize * maxWidth) / bestWidth), lines: 2 };
}
