import { fitTitle } from '@/lib/dyo/map/title-fit';

// A font whose letters are 0.55 of the size wide.
const measure = (text: string, size: number) => text.length * size * 0.55;

describe('fitting a map title into the print area', () => {
  it('keeps a short title at its size', () => {
    expect(fitTitle('Ystad', 60, measure, 9)).toEqual({ text: 'Ystad', fontSize: 9, lines: 1 });
  });

  it('shrinks a longer title until it fits', () => {
    const fitted = fitTitle('Kiruna 2026', 50, measure, 9);
    expect(fitted.lines).toBe(1);
    expect(measure(fitted.text, fitted.fontSize)).toBeLessThanOrEqual(50.0001);
    expect(fitted.fontSize).toBeLessThan(9);
  });

  it('wraps a long title onto two balanced lines that fit', () => {
    const fitted = fitTitle('Sommarminnen i Ystad – 2026', 60, measure, 9);
    expect(fitted.lines).toBe(2);
    expect(['Sommarminnen i\nYstad – 2026', 'Sommarminnen\ni Ystad – 2026']).toContain(fitted.text);
    for (const line of fitted.text.split('\n')) expect(measure(line, fitted.fontSize)).toBeLessThanOrEqual(60.0001);
    expect(fitted.fontSize).toBeGreaterThan(9 * 0.6);
  });

  it('never returns a title wider than the room, even one long word', () => {
    const fitted = fitTitle('Sommarminnesvandringsleden', 60, measure, 9);
    expect(measure(fitted.text, fitted.fontSize)).toBeLessThanOrEqual(60.0001);
  });
});
