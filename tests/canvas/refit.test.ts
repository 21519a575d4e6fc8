/** @jest-environment node */
import type { DesignLayer } from '@/lib/dyo/design-document';
import { refitLayers } from '@/canvas/refit';
import { productTemplate } from '@/lib/dyo/product-types';
import { setUpServerKonva } from '@/server/dyo/print-render';

// Texts are measured by Konva, on the Node canvas here.
beforeAll(() => setUpServerKonva());

const area = (model: string) => productTemplate('phone-cover', 'front', 'tshirt', { model, wallet: false }).area;
const photo = {
  id: 'p',
  type: 'image',
  src: 'data:image/png;base64,AA',
  naturalWidth: 400,
  naturalHeight: 300,
  x: 37.5,
  y: 76,
  rotation: 0,
  width: 60,
  height: 45,
} as const satisfies DesignLayer;
const text = {
  id: 't',
  type: 'text',
  text: 'Anna',
  fontFamily: 'Mulish',
  fontSize: 10,
  strokeWidth: 1,
  fill: '#000000',
  x: 37.5,
  y: 130,
  rotation: 0,
} as const satisfies DesignLayer;

describe('refitLayers: another phone model keeps the design', () => {
  it('keeps every layer where it was relative to the cover and scales sizes by the smaller ratio', () => {
    const from = area('iPhone 15');
    const to = area('Galaxy A35');
    const { layers, outside } = refitLayers([photo, text], from, to);
    const sx = to.widthMm / from.widthMm;
    const sy = to.heightMm / from.heightMm;
    const f = Math.min(sx, sy);
    expect(layers).toHaveLength(2);
    expect(layers[0]).toMatchObject({
      id: 'p',
      x: photo.x * sx,
      y: photo.y * sy,
      width: photo.width * f,
      height: photo.height * f,
      src: photo.src,
    });
    expect(layers[1]).toMatchObject({
      id: 't',
      x: text.x * sx,
      y: text.y * sy,
      fontSize: text.fontSize * f,
      strokeWidth: text.strokeWidth * f,
      text: 'Anna',
    });
    // The photo's shape is kept, not stretched.
    const scaled = layers[0] as typeof photo;
    expect(scaled.width / scaled.height).toBeCloseTo(photo.width / photo.height, 10);
    expect(outside).toEqual([]);
  });

  it('gives the same layers for the same model', () => {
    expect(refitLayers([photo, text], area('iPhone 15'), area('iPhone 15')).layers).toEqual([photo, text]);
  });

  it('names a layer that now lies on the new camera opening or past the edge, but not one that already did', () => {
    const from = area('iPhone 15');
    const to = area('Pixel 8');
    // Top right of an iPhone 15, beside its camera block: on a Pixel 8 the camera bar runs across the whole back.
    const sticker = {
      id: 's',
      type: 'sticker',
      sticker: 'heart',
      fill: '#c2185b',
      x: 60,
      y: 20,
      rotation: 0,
      width: 12,
      height: 12,
    } as const satisfies DesignLayer;
    // Already half past the edge on the iPhone: the shopper put it there.
    const edge = { ...sticker, id: 'e', x: 74, y: 100 };
    const { outside } = refitLayers([photo, sticker, edge], from, to);
    expect(outside).toEqual(['s']);
    // What filled the old cover fits the new one: a full-width band on a narrower, shorter cover stays inside its bleed.
    const band = { ...photo, id: 'w', x: 37.5, width: 75, height: 20 };
    const narrow = refitLayers([band], from, { ...from, widthMm: 60, heightMm: 140, cutout: undefined });
    expect(narrow.outside).toEqual([]);
    expect(narrow.layers[0]).toMatchObject({ x: 30, width: 60 });
  });
});
