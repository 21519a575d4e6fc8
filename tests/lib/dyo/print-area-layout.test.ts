import type { TextLayer } from '@/lib/dyo/design-document';
import { fitFactor, fitToArea, freeTextY, snapLayer } from '@/lib/dyo/print-area-layout';
import { productTemplate } from '@/lib/dyo/product-types';

const area = productTemplate('phone-cover').area;

describe('placing layers in the print area', () => {
  it('scales something too large down to fit, and never up unless asked', () => {
    expect(fitFactor({ width: 150, height: 50 }, area, 1)).toBeCloseTo(area.widthMm / 150);
    expect(fitFactor({ width: 10, height: 10 }, area, 1)).toBe(1);
    expect(fitFactor({ width: 10, height: 10 }, area, 1, Infinity)).toBeCloseTo(area.widthMm / 10);
  });

  it('fits a layer to the safe zone, centred', () => {
    const text: TextLayer = {
      id: 't',
      type: 'text',
      text: 'x',
      fontFamily: 'Mulish',
      fontSize: 20,
      fill: '#000000',
      x: 100,
      y: -20,
      rotation: 0,
    };
    const changes = fitToArea(text, { width: 200, height: 20 }, area);
    expect(changes).toMatchObject({ x: area.widthMm / 2, y: area.heightMm / 2 });
    expect((changes as TextLayer).fontSize).toBeCloseTo((20 * (area.widthMm - area.safeMm * 2)) / 200);
  });

  it('snaps the centre to the centre lines and edges to the print area and safe zone', () => {
    const centre = snapLayer(area.widthMm / 2 + 1, 40, 5, 5, area);
    expect(centre.x).toBe(area.widthMm / 2);
    expect(centre.guidesX).toEqual([area.widthMm / 2]);
    const left = snapLayer(5 + 1.5, 60, 5, 5, area);
    expect(left.x).toBe(5);
    expect(left.guidesX).toEqual([0]);
    const safe = snapLayer(area.safeMm + 5 + 1, 60, 5, 5, area);
    expect(safe.x).toBe(area.safeMm + 5);
    const free = snapLayer(20, 50, 5, 5, area);
    expect(free).toEqual({ x: 20, y: 50, guidesX: [], guidesY: [] });
  });
});

describe('a new text finds a free place', () => {
  const area = { heightMm: 155, safeMm: 4 };
  it('starts in the middle when nothing is there', () => {
    expect(freeTextY(10, [], area)).toBe(77.5);
  });
  it('goes below a text already in the middle, then above', () => {
    const first = { top: 72.5, bottom: 82.5 };
    const second = freeTextY(10, [first], area);
    expect(second).toBe(90.5);
    expect(second - 5).toBeGreaterThanOrEqual(first.bottom);
    const third = freeTextY(10, [first, { top: 85.5, bottom: 95.5 }], area);
    expect(third).toBe(64.5);
  });
  it('stays inside the safe zone, and falls back to the middle when there is no room', () => {
    expect(freeTextY(140, [{ top: 60, bottom: 90 }], area)).toBe(77.5);
  });
});
