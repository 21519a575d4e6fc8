/**
 * Cropping and filters in the design document: an edge cut keeps the picture's scale, panning moves the picture inside
 * its frame and stops at its edges, both survive the document's parser, and the filters (black & white, sepia,
 * brightness, contrast) change the printed pixels as they say (rendered by the server's print render).
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import Konva from 'konva';
import { cropEdge, cropEdges, FULL_CROP, panCrop } from '@/lib/dyo/crop';
import { emptyDesign, parseDesignDocument, type DesignDocument, type ImageLayer } from '@/lib/dyo/design-document';
import { imageFilters } from '@/canvas/design-nodes';
import { productTemplate } from '@/lib/dyo/product-types';
import { renderPrintPng } from '@/server/dyo/print-render';

jest.setTimeout(60_000);

/** A 200 × 100 px picture: its left half warm orange, its right half a light blue. */
function picture(): string {
  const canvas = createCanvas(200, 100);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#d9732b';
  ctx.fillRect(0, 0, 100, 100);
  ctx.fillStyle = '#6fa8dc';
  ctx.fillRect(100, 0, 100, 100);
  return canvas.toDataURL('image/png');
}

const photo = (extra: Partial<ImageLayer> = {}): ImageLayer => ({
  id: 'p',
  type: 'image',
  src: picture(),
  naturalWidth: 200,
  naturalHeight: 100,
  x: 37.5,
  y: 77.5,
  width: 60,
  height: 30,
  rotation: 0,
  ...extra,
});

describe('cropping a picture inside its frame', () => {
  it("cutting an edge keeps the picture's scale: the frame shrinks with what is cut away", () => {
    const cut = cropEdge(photo(), 'left', 0.25);
    expect(cut.crop).toEqual({ x: 0.25, y: 0, width: 0.75, height: 1 });
    expect(cut.width).toBeCloseTo(45);
    expect(cut.height).toBeCloseTo(30);
    // Cutting the right edge next: still 60 mm for the whole picture.
    const both = cropEdge({ ...photo(), ...cut }, 'right', 0.25);
    expect(both.width).toBeCloseTo(30);
    expect(cropEdges({ crop: both.crop })).toEqual({ left: 0.25, right: 0.25, top: 0, bottom: 0 });
  });

  it("panning moves the picture inside the frame and stops at the picture's edges; the frame does not move", () => {
    const layer = { ...photo(), ...cropEdge({ ...photo(), ...cropEdge(photo(), 'left', 0.25) }, 'right', 0.25) };
    // 30 mm frame showing half the picture (0.5): 1 mm is 1/60 of the picture.
    const right = panCrop(layer, 3, 0);
    expect(right.x).toBeCloseTo(0.25 - 3 / 60);
    expect(right.width).toBe(0.5);
    expect(panCrop(layer, -6, 0).x).toBeCloseTo(0.25 + 6 / 60);
    // At most to the picture's edge.
    expect(panCrop(layer, 100, 0).x).toBe(0);
    expect(panCrop(layer, -100, 0).x).toBe(0.5);
    // Nothing cut away vertically: no room to move up or down.
    expect(panCrop(layer, 0, 5).y).toBe(0);
    expect(panCrop(photo(), 5, 5)).toEqual(FULL_CROP);
  });

  it("crop and filters survive the document's parser; out-of-range values are refused", () => {
    const design = {
      ...emptyDesign('phone-cover', '190003'),
      sides: { front: [photo({ crop: { x: 0.1, y: 0, width: 0.5, height: 1 }, filter: 'sepia', brightness: 0.2, contrast: 20 })] },
    } as DesignDocument;
    const parsed = parseDesignDocument(JSON.parse(JSON.stringify(design)));
    expect(parsed.ok && parsed.document.sides.front[0]).toMatchObject({
      crop: { x: 0.1, width: 0.5 },
      filter: 'sepia',
      brightness: 0.2,
      contrast: 20,
    });
    for (const bad of [{ crop: { x: 0, y: 0, width: 0, height: 1 } }, { filter: 'neon' }, { brightness: 3 }, { contrast: 500 }]) {
      expect(
        parseDesignDocument(JSON.parse(JSON.stringify({ ...design, sides: { front: [{ ...design.sides.front[0], ...bad }] } }))).ok,
      ).toBe(false);
    }
  });
});

describe('filters', () => {
  it('each choice adds its Konva filter, none adds none', () => {
    expect(imageFilters(photo())).toEqual([]);
    expect(imageFilters(photo({ filter: 'grayscale' }))).toEqual([Konva.Filters.Grayscale]);
    expect(imageFilters(photo({ filter: 'sepia', brightness: 0.1, contrast: 10 }))).toEqual([
      Konva.Filters.Sepia,
      Konva.Filters.Brighten,
      Konva.Filters.Contrast,
    ]);
  });

  /** The printed colour at the middle of the picture's orange half and of its blue half. */
  async function printed(extra: Partial<ImageLayer>): Promise<{ orange: number[]; blue: number[] }> {
    const template = productTemplate('phone-cover');
    const design = { ...emptyDesign('phone-cover', '190003'), sides: { front: [photo(extra)] } } as DesignDocument;
    const image = await loadImage(await renderPrintPng(design, 'front', template, 72));
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const k = 72 / 25.4;
    const at = (xMm: number) => [...ctx.getImageData(Math.round((xMm + 2) * k), Math.round((77.5 + 2) * k), 1, 1).data.slice(0, 3)];
    // Left quarter and right quarter of the 60 mm frame centred at 37.5 mm.
    return { orange: at(37.5 - 15), blue: at(37.5 + 15) };
  }
  const luma = ([r, g, b]: number[]) => 0.299 * r! + 0.587 * g! + 0.114 * b!;

  it('black & white, sepia, brightness and contrast change the printed pixels as they say', async () => {
    const plain = await printed({});
    expect(plain.orange[0]).toBeGreaterThan(plain.orange[2]! + 100);

    const grey = await printed({ filter: 'grayscale' });
    for (const px of [grey.orange, grey.blue]) expect(Math.max(...px) - Math.min(...px)).toBeLessThanOrEqual(2);

    // Sepia: warm browns, red over green over blue, also where the picture was blue.
    const sepia = await printed({ filter: 'sepia' });
    expect(sepia.blue[0]).toBeGreaterThan(sepia.blue[1]!);
    expect(sepia.blue[1]).toBeGreaterThan(sepia.blue[2]!);

    const brighter = await printed({ brightness: 0.3 });
    expect(luma(brighter.orange)).toBeGreaterThan(luma(plain.orange) + 30);

    // More contrast: the two halves' brightness further apart.
    const contrast = await printed({ contrast: 50 });
    expect(Math.abs(luma(contrast.blue) - luma(contrast.orange))).toBeGreaterThan(Math.abs(luma(plain.blue) - luma(plain.orange)) + 10);
  });
});
