import { effectiveDpi, maxPrintWidthMm, MIN_PRINT_DPI, printQuality } from '@/lib/dyo/print-quality';
import { productTemplate } from '@/lib/dyo/product-types';

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
    expect(printQuality({ width: 886, height: 1000 }, { width: 75, height: 84.65 }, 300).level).toBe('ok');
    // The same photo scaled to 160 mm wide: about 141 DPI.
    expect(printQuality({ width: 886, height: 1000 }, { width: 160, height: 180.6 }, 300).level).toBe('warning');
    expect(printQuality({ width: 150, height: 150 }, { width: 25.4, height: 25.4 }, 300).level).toBe('ok');
    expect(printQuality({ width: 149, height: 149 }, { width: 25.4, height: 25.4 }, 300).level).toBe('warning');
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

  it('is ok at 150 dpi or more on every product, a warning below, too low under 75 dpi', () => {
    // 600 px over 50.8 mm (2 in) = 300 dpi.
    expect(printQuality({ width: 600, height: 600 }, { width: 50.8, height: 50.8 }, phone.targetDpi)).toMatchObject({
      dpi: 300,
      percent: 100,
      level: 'ok',
    });
    // 299 dpi on a phone cover is sharp: no warning (the old meter warned under 100 % of 300 dpi).
    expect(printQuality({ width: 598, height: 600 }, { width: 50.8, height: 50.8 }, phone.targetDpi).level).toBe('ok');
    expect(printQuality({ width: 300, height: 300 }, { width: 50.8, height: 50.8 }, phone.targetDpi)).toMatchObject({
      dpi: 150,
      percent: 50,
      level: 'ok',
    });
    expect(printQuality({ width: 298, height: 300 }, { width: 50.8, height: 50.8 }, phone.targetDpi)).toMatchObject({
      dpi: 149,
      level: 'warning',
    });
    expect(printQuality({ width: 150, height: 150 }, { width: 50.8, height: 50.8 }, phone.targetDpi)).toMatchObject({
      dpi: 75,
      level: 'warning',
    });
    expect(printQuality({ width: 148, height: 150 }, { width: 50.8, height: 50.8 }, phone.targetDpi)).toMatchObject({
      dpi: 74,
      level: 'too-low',
    });
    expect(printQuality({ width: 300, height: 300 }, { width: 50.8, height: 50.8 }, shirt.targetDpi)).toMatchObject({
      dpi: 150,
      percent: 100,
      level: 'ok',
    });
    expect(printQuality({ width: 298, height: 300 }, { width: 50.8, height: 50.8 }, shirt.targetDpi).level).toBe('warning');
  });

  it('says how large the picture may be printed at 150 dpi', () => {
    // 1500 × 900 px: 10 in × 6 in at 150 dpi = 254 × 152.4 mm.
    const q = printQuality({ width: 1500, height: 900 }, { width: 300, height: 180 }, shirt.targetDpi);
    expect(q.level).toBe('warning');
    expect(q.maxMm.width).toBeCloseTo(254);
    expect(q.maxMm.height).toBeCloseTo(152.4);
    // At that size it is ok.
    expect(printQuality({ width: 1500, height: 900 }, { width: 254, height: 152.4 }, shirt.targetDpi).level).toBe('ok');
  });

  it('reads a map cover drawn at its native 300 dpi (299.9 after rounding the pixels) as 100 % with no warning', () => {
    // The map image: the print area plus bleed at 300 dpi, rounded to whole pixels (components/dyo/editor/map-document.ts).
    const mm = { width: 75 + 4, height: 155 + 4 };
    const px = { width: Math.round((mm.width / 25.4) * 300) - 0.4, height: Math.round((mm.height / 25.4) * 300) };
    const q = printQuality(px, mm, phone.targetDpi);
    expect(q.dpi).toBe(300);
    expect(q.percent).toBe(100);
    expect(q.level).toBe('ok');
  });

  it('reads a 4000 × 3000 phone photo across a whole phone cover and a shirt front as sharp (from the original, not a 2000 px copy)', () => {
    // Across the cover's height (159 mm with bleed): 3000 px / 6.26 in = 479 dpi.
    const cover = printQuality({ width: 4000, height: 3000 }, { width: 212, height: 159 }, phone.targetDpi);
    expect(cover).toMatchObject({ level: 'ok' });
    expect(cover.dpi).toBeGreaterThanOrEqual(479);
    expect(
      printQuality({ width: 4000, height: 3000 }, { width: shirt.widthMm, height: shirt.widthMm * 0.75 }, shirt.targetDpi),
    ).toMatchObject({ dpi: 363, level: 'ok' });
    expect(printQuality({ width: 800, height: 600 }, { width: shirt.widthMm, height: shirt.widthMm * 0.75 }, shirt.targetDpi).level).toBe(
      'too-low',
    );
  });
});
