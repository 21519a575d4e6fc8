import { effectiveDpi, isLowResolution, maxPrintWidthMm, MIN_PRINT_DPI } from '@/lib/dyo/print-quality';

describe('print resolution', () => {
  it('is the pixels over the printed inches', () => {
    // 600 px over 2 inches (50.8 mm) is 300 DPI.
    expect(effectiveDpi({ width: 600, height: 600 }, { width: 50.8, height: 50.8 })).toBeCloseTo(300);
  });

  it('takes the lower axis when an image is stretched', () => {
    expect(effectiveDpi({ width: 600, height: 300 }, { width: 50.8, height: 50.8 })).toBeCloseTo(150);
  });

  it('warns under 150 DPI and not at or above it', () => {
    // A 886 px wide photo across a 75 mm phone cover: 300 DPI, fine.
    expect(isLowResolution({ width: 886, height: 1000 }, { width: 75, height: 84.65 })).toBe(false);
    // The same photo scaled to 160 mm wide: about 141 DPI.
    expect(isLowResolution({ width: 886, height: 1000 }, { width: 160, height: 180.6 })).toBe(true);
    expect(isLowResolution({ width: 150, height: 150 }, { width: 25.4, height: 25.4 })).toBe(false);
    expect(isLowResolution({ width: 149, height: 149 }, { width: 25.4, height: 25.4 })).toBe(true);
    expect(MIN_PRINT_DPI).toBe(150);
  });

  it('tells the largest printable width', () => {
    expect(maxPrintWidthMm(300)).toBeCloseTo(50.8);
  });

  it('does not divide by zero for a collapsed layer', () => {
    expect(effectiveDpi({ width: 10, height: 10 }, { width: 0, height: 5 })).toBe(Infinity);
  });
});
