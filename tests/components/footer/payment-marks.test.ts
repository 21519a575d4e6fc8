/**
 * The footer's payment marks are drawn marks in the brands' colours, not words set in
 * a font ("visa" in a box): every file is a 48 × 30 SVG with shapes and no text element.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(__dirname, '../../../public/payment');
const MARKS = ['visa', 'mastercard', 'klarna', 'swish', 'mobilepay', 'vipps'];

describe.each(MARKS)('%s.svg', (mark) => {
  const svg = readFileSync(join(dir, `${mark}.svg`), 'utf8');

  it('is a 48 × 30 image drawn with shapes', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 30" width="48" height="30">/);
    expect(svg).toMatch(/<(path|circle)\b/);
  });

  it('sets no text in a font, loads nothing and runs nothing', () => {
    expect(svg).not.toMatch(/<text\b|font-family/);
    expect(svg).not.toMatch(/<script\b|\bon\w+=|href=/i);
  });
});
