import { checkSide, designPrintsBlank, needsConfirming } from '@/lib/dyo/design-checks';
import { emptyDesign, type DesignLayer } from '@/lib/dyo/design-document';
import { PHONE_COVER_AREA } from '@/lib/dyo/products';

// The plain phone cover: 75 × 155 mm, safe zone 4 mm, camera opening at (6, 6), 30 × 30 mm.
const area = PHONE_COVER_AREA;
// Layer sizes given by the test (the editor measures text with Konva).
const sizeOf = (layer: DesignLayer) => (layer.type === 'text' ? { width: 25, height: 8 } : { width: layer.width, height: layer.height });
const text = (id: string, x: number, y: number, extra: Partial<Extract<DesignLayer, { type: 'text' }>> = {}): DesignLayer => ({
  id,
  type: 'text',
  text: 'Åsa',
  fontFamily: 'Mulish',
  fontSize: 6,
  fill: '#1d1d1b',
  x,
  y,
  rotation: 0,
  ...extra,
});
const photo: DesignLayer = {
  id: 'p',
  type: 'image',
  src: 'data:,',
  naturalWidth: 800,
  naturalHeight: 600,
  width: 60,
  height: 45,
  x: 37.5,
  y: 100,
  rotation: 0,
};

describe('what to check before printing', () => {
  it('finds nothing in a text well inside the safe zone, black on white', () => {
    expect(checkSide({ layers: [text('a', 37.5, 100)], area, sizeOf, surface: '#ffffff' })).toEqual({ findings: [], blank: false });
  });

  it('names a text on the camera, one past the safe zone, one too small and one near-black on a black background', () => {
    const layers = [text('camera', 20, 20), text('edge', 70, 100), text('small', 37.5, 80, { fontSize: 1.21 }), text('dark', 37.5, 120)];
    const check = checkSide({ layers, area, sizeOf, surface: '#111111' });
    expect(check.findings).toEqual([
      { id: 'camera', checks: ['under-camera', 'low-contrast'] },
      { id: 'edge', checks: ['outside-safe', 'low-contrast'] },
      { id: 'small', checks: ['small-text', 'low-contrast'] },
      { id: 'dark', checks: ['low-contrast'] },
    ]);
    expect(check.blank).toBe(false);
    // Nothing of it is left out of the print, so saving does not ask.
    expect(needsConfirming(check)).toBe(false);
  });

  it('names a text moved entirely off the cover (x = −62.5 mm): the side prints blank and saving asks', () => {
    const check = checkSide({ layers: [text('off', -62.5, 100)], area, sizeOf, surface: '#ffffff' });
    expect(check).toEqual({ findings: [{ id: 'off', checks: ['outside-print'] }], blank: true });
    expect(needsConfirming(check)).toBe(true);
    // With a coloured background the cover still prints something.
    expect(checkSide({ layers: [text('off', -62.5, 100)], area, sizeOf, printedBackground: true }).blank).toBe(false);
  });

  it('names a picture below the print-quality threshold, and saving asks first', () => {
    const check = checkSide({ layers: [photo], area, sizeOf, lowQuality: () => true });
    expect(check.findings).toEqual([{ id: 'p', checks: ['low-quality'] }]);
    expect(needsConfirming(check)).toBe(true);
    // A photo across the camera or past the safe zone is a background, not a mistake.
    expect(checkSide({ layers: [{ ...photo, width: 79, height: 159, y: 77.5 }], area, sizeOf }).findings).toEqual([]);
  });

  it('says a whole design prints blank only when no side has anything on the product', () => {
    const cover = { ...emptyDesign('phone-cover', '190001'), sides: { front: [text('off', -62.5, 100)] } };
    expect(designPrintsBlank(cover, () => area, sizeOf)).toBe(true);
    expect(designPrintsBlank({ ...cover, background: '#1f8a4c' }, () => area, sizeOf)).toBe(false);
    expect(designPrintsBlank({ ...cover, sides: { front: [text('on', 37.5, 100)] } }, () => area, sizeOf)).toBe(false);
    const shirt = { ...emptyDesign('clothes', '190101'), sides: { front: [text('off', -62.5, 100)], back: [text('on', 37.5, 100)] } };
    expect(designPrintsBlank(shirt, () => area, sizeOf)).toBe(false);
  });
});
