import { escapeXml } from '../lib/text';
import type { ShapeKind } from './shape-kind';
import { hsl, shade } from './colors';
import { SHAPES } from './shapes';

export interface ArticleImageInput {
  shape: ShapeKind;
  colorHex: string;
  hue: number;
  brand: string;
  /** 1-based image number: each shows the product from another "angle". */
  n: number;
}

/** A square 800×800 product picture: gradient backdrop, the silhouette in the product colour, the brand. */
export function articleSvg(input: ArticleImageInput): string {
  const hue = input.hue + (input.n - 1) * 25;
  const transforms = ['', 'rotate(-10 400 400)', 'translate(-120 -120) scale(1.3)', 'translate(80 60) scale(0.8) rotate(8 400 400)'];
  const transform = transforms[(input.n - 1) % transforms.length] ?? '';
  const main = input.colorHex;
  const drawer = SHAPES[input.shape];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeXml(input.brand)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 94)}"/><stop offset="1" stop-color="${hsl(hue + 40, 55, 80)}"/></linearGradient>`,
    `<radialGradient id="glow" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="800" height="800" fill="url(#bg)"/>`,
    `<circle cx="400" cy="380" r="330" fill="url(#glow)"/>`,
    input.n === 4
      ? `<g fill="${hsl(hue, 50, 70)}" opacity=".35">${Array.from({ length: 16 }, (_, i) => `<circle cx="${60 + (i % 4) * 227}" cy="${60 + Math.floor(i / 4) * 227}" r="18"/>`).join('')}</g>`
      : '',
    `<ellipse cx="400" cy="640" rx="230" ry="26" fill="#000" opacity=".08"/>`,
    `<g transform="${transform}">${drawer(main, shade(main, main.toLowerCase() === '#2b2d31' ? 0.35 : -0.35))}</g>`,
    `<text x="400" y="735" text-anchor="middle" font-family="Mulish, Helvetica, Arial, sans-serif" font-size="40" font-weight="800" letter-spacing="2" fill="${hsl(hue, 40, 25)}">${escapeXml(input.brand.toUpperCase())}</text>`,
    `</svg>`,
  ].join('');
}
