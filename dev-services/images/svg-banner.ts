import { hsl } from './colors';
import type { ShapeKind } from './shape-kind';
import { SHAPES } from './shapes';

/** A square illustration for a category: big silhouette on a soft gradient, no text (images are not localized). */
export function categorySvg(shape: ShapeKind, hue: number): string {
  const main = hsl(hue, 55, 55);
  const dark = hsl(hue, 50, 35);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 93)}"/><stop offset="1" stop-color="${hsl(hue, 50, 84)}"/></linearGradient></defs>`,
    `<rect width="800" height="800" fill="url(#bg)"/><circle cx="400" cy="400" r="300" fill="#fff" opacity=".45"/>`,
    `<g transform="translate(60 40) scale(0.85)">${SHAPES[shape](main, dark)}</g>`,
    `</svg>`,
  ].join('');
}

/** A square decorative hero for a campaign or storefront in its own colours. */
export function heroSvg(colors: { background: string; foreground: string; accent: string }, seed: number): string {
  const shapes = Array.from({ length: 9 }, (_, i) => {
    const x = (seed * 37 + i * 173) % 800;
    const y = (seed * 53 + i * 251) % 800;
    const r = 30 + ((seed + i * 29) % 90);
    return i % 3 === 0
      ? `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r * 2}" rx="${r / 3}" transform="rotate(${(i * 23) % 90} ${x} ${y})" fill="${colors.accent}" opacity=".5"/>`
      : `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? colors.accent : colors.foreground}" opacity="${i % 2 ? 0.7 : 0.18}"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">`,
    `<rect width="800" height="800" fill="${colors.background}"/>${shapes}`,
    `<path d="M400 250l40 110h115l-93 68 36 112-98-70-98 70 36-112-93-68h115z" fill="${colors.accent}"/>`,
    `</svg>`,
  ].join('');
}

/** A square brand logo: the brand's initials and name on its colour. */
export function brandSvg(name: string, hue: number, escape: (s: string) => string): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\d]/u.test(w))
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escape(name)}">`,
    `<rect width="800" height="800" fill="${hsl(hue, 45, 92)}"/><circle cx="400" cy="340" r="190" fill="${hsl(hue, 55, 40)}"/>`,
    `<text x="400" y="400" text-anchor="middle" font-family="Mulish, Helvetica, Arial, sans-serif" font-size="160" font-weight="800" fill="#fff">${escape(initials)}</text>`,
    `<text x="400" y="660" text-anchor="middle" font-family="Mulish, Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="${hsl(hue, 55, 25)}">${escape(name)}</text>`,
    `</svg>`,
  ].join('');
}
