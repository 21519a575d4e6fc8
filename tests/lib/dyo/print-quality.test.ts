import { effectiveDpi, isLowResolution, maxPrintWidthMm, MIN_PRINT_DPI, printQuality } from '@/lib/dyo/print-quality';
import { productTemplate } from '@/lib/dyo/templates';

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

describe('the quality meter per product', () => {
  const phone = productTemplate('phone-cover').area;
  const shirt = productTemplate('clothes', 'front', 'tshirt').area;

  it('targets 300 dpi on a phone cover and 150 dpi on a garment', () => {
    expect(phone.targetDpi).toBe(300);
    expect(shirt.targetDpi).toBe(150);
    expect(phone.printDpi).toBe(300);
    expect(shirt.printDpi).toBe(300);
  });

  it('is ok at 100 % of the target, a warning below, too low under 50 %', () => {
    // 600 px over 50.8 mm (2 in) = 300 dpi.
    expect(printQuality({ width: 600, height: 600 }, { width: 50.8, height: 50.8 }, phone.targetDpi)).toEqual({ dpi: 300, percent: 100, level: 'ok' });
    expect(printQuality({ width: 598, height: 600 }, { width: 50.8, height: 50.8 }, phone.targetDpi).level).toBe('warning');
    expect(printQuality({ width: 300, height: 300 }, { width: 50.8, height: 50.8 }, phone.targetDpi)).toEqual({ dpi: 150, percent: 50, level: 'warning' });
    expect(printQuality({ width: 298, height: 300 }, { width: 50.8, height: 50.8 }, phone.targetDpi).level).toBe('too-low');
    // The same picture is fine on a shirt, whose prints are looked at from further away.
    expect(printQuality({ width: 300, height: 300 }, { width: 50.8, height: 50.8 }, shirt.targetDpi)).toEqual({ dpi: 150, percent: 100, level: 'ok' });
  });

  it('reads the 2000 px photo the upload keeps across a phone cover and a shirt front', () => {
    expect(printQuality({ width: 2000, height: 1500 }, { width: phone.widthMm, height: phone.widthMm * 0.75 }, phone.targetDpi).level).toBe('ok');
    expect(printQuality({ width: 2000, height: 1500 }, { width: shirt.widthMm, height: shirt.widthMm * 0.75 }, shirt.targetDpi).level).toBe('ok');
    expect(printQuality({ width: 800, height: 600 }, { width: shirt.widthMm, height: shirt.widthMm * 0.75 }, shirt.targetDpi).level).toBe('too-low');
  });
});
