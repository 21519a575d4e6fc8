import { contrastRatio, lowContrast, textColorFor } from '@/lib/dyo/contrast';

describe('text contrast on the product', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#1d1d1b', '#000000')).toBeCloseTo(1.24, 2);
    expect(contrastRatio('red', '#ffffff')).toBeNull();
  });

  it('gives a new text white on a black T-shirt and near-black on a white one', () => {
    expect(textColorFor('#111111')).toBe('#ffffff');
    expect(textColorFor('#1f2a44')).toBe('#ffffff');
    expect(textColorFor('#ffffff')).toBe('#1d1d1b');
    expect(textColorFor('#f2b705')).toBe('#1d1d1b');
    expect(textColorFor(undefined)).toBe('#1d1d1b');
  });

  it('flags near-black on black and yellow on white, not black on white', () => {
    expect(lowContrast('#1d1d1b', '#111111')).toBe(true);
    expect(lowContrast('#f2b705', '#ffffff')).toBe(true);
    expect(lowContrast('#1d1d1b', '#ffffff')).toBe(false);
    expect(lowContrast('#ffffff', '#111111')).toBe(false);
    expect(lowContrast('#1d1d1b', undefined)).toBe(false);
  });
});
