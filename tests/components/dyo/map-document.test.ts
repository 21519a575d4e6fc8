/**
 * A map cover laid out for the chosen phone: the map covers that phone's print area and its bleed (a shifted cut
 * shows map, not white), the title and coordinates follow to a new phone unless moved, and a long title fits inside
 * the safe zone in the print file itself (drawn by the server's render with the real fonts, not a fake measure), and
 * a lake place's print shows its lake.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { DEFAULT_MAP, laidOutArea, mapDocument, mapLayers, mapNeedsLayout } from '@/components/dyo/editor/map-document';
import type { DesignDocument } from '@/lib/dyo/design-document';
import { MAP_PALETTES } from '@/lib/dyo/map/places';
import { PHONE_COVER_AREA } from '@/lib/dyo/products';
import { productTemplate } from '@/lib/dyo/product-types';
import { renderPrintPng, setUpServerKonva } from '@/server/dyo/print-render';

jest.setTimeout(60_000);

// The map drawn on the Node canvas (the browser draws it on a <canvas> element).
jest.mock('@/canvas/render-map', () => {
  const actual = jest.requireActual('@/canvas/render-map');
  const { createCanvas: create } = jest.requireActual('@napi-rs/canvas');
  return {
    ...actual,
    renderMapImage: (
      view: never,
      w: number,
      h: number,
      outline: never,
      places: never,
      keepFree: never,
      inset: never,
      quiet: never,
      water: never,
    ) => {
      const canvas = create(Math.round(w), Math.round(h));
      actual.drawMap(canvas, view, outline, places, keepFree, inset, quiet, water);
      return canvas.toDataURL('image/png');
    },
  };
});

/** The print at 100 DPI (the layout is the same at 300; this keeps the test quick). */
const template = (model: string) => {
  const t = productTemplate('map-cover', 'front', 'tshirt', { model, wallet: false });
  return { ...t, area: { ...t.area, printDpi: 100 } };
};

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: ctx.getImageData(0, 0, image.width, image.height).data };
}

beforeAll(() => setUpServerKonva());

describe('a map cover on the chosen phone', () => {
  it('covers a Galaxy A35 (81 × 164.7 mm) to its bleed: no white band at the edges of the print', async () => {
    const a35 = template('Galaxy A35');
    const document = mapDocument('190003', { ...DEFAULT_MAP, style: 'classic' }, a35.area);
    const map = document.sides.front.find((l) => l.id === 'map-image')!;
    expect(map).toMatchObject({ x: 81 / 2, y: 164.7 / 2, width: 85, height: 168.7 });
    expect(document.sides.front.find((l) => l.id === 'map-title')).toMatchObject({ x: 40.5 });
    expect(mapNeedsLayout(document, a35.area)).toBe(false);
    expect(mapNeedsLayout(document, template('iPhone 15').area)).toBe(true);

    const print = await pixels(await renderPrintPng(document, 'front', a35));
    const pxPerMm = 100 / 25.4;
    expect(print.width).toBe(Math.round(85 * pxPerMm));
    const isWhite = (x: number, y: number) => {
      const i = (y * print.width + x) * 4;
      return print.data[i]! > 250 && print.data[i + 1]! > 250 && print.data[i + 2]! > 250;
    };
    // The middle of each edge, inside the 2 mm bleed: map colours, not the white background.
    const mid = { x: Math.round(print.width / 2), y: Math.round(print.height / 2) };
    for (const [x, y] of [
      [2, mid.y],
      [print.width - 3, mid.y],
      [mid.x + 40, 2],
      [mid.x - 40, print.height - 3],
    ] as const)
      expect(isWhite(x, y)).toBe(false);
    // And the print area's right 6 mm (the part a 75 mm map left white on this phone).
    expect(isWhite(Math.round((2 + 81 - 3) * pxPerMm), Math.round(40 * pxPerMm))).toBe(false);
    expect(MAP_PALETTES.classic.land).not.toBe('#ffffff');
  });

  it('lays the title and coordinates out again for another phone, unless the shopper moved them', () => {
    const iphone = template('iPhone 15').area;
    const a35 = template('Galaxy A35').area;
    const before = mapDocument('190003', DEFAULT_MAP, iphone);
    const after = mapLayers(DEFAULT_MAP, a35, before.sides.front, iphone);
    const title = (layers: DesignDocument['sides']['front']) => layers.find((l) => l.id === 'map-title')!;
    const coords = (layers: DesignDocument['sides']['front']) => layers.find((l) => l.id === 'map-coords')!;
    expect(title(after).x).toBeCloseTo(a35.widthMm / 2);
    // The coordinates keep their distance from the (now lower) bottom edge; the title stays above them.
    expect(coords(after).y - coords(before.sides.front).y).toBeCloseTo(a35.heightMm - iphone.heightMm);
    expect(title(after).y).toBeLessThan(coords(after).y);
    expect(title(after).y - title(before.sides.front).y).toBeCloseTo(a35.heightMm - iphone.heightMm);
    // A title the shopper dragged to the top stays there.
    const moved = before.sides.front.map((l) => (l.id === 'map-title' ? { ...l, x: 20, y: 40 } : l));
    expect(title(mapLayers(DEFAULT_MAP, a35, moved, iphone))).toMatchObject({ x: 20, y: 40 });
    // The area a stored design was laid out for, read back from its map (designs from before: 75 × 155 mm).
    expect(laidOutArea(before, a35)).toMatchObject({ widthMm: iphone.widthMm, heightMm: iphone.heightMm });
    const legacy = {
      ...before,
      sides: { front: before.sides.front.map((l) => (l.id === 'map-image' ? { ...l, width: 75, height: 155 } : l)) },
    };
    expect(laidOutArea(legacy, a35)).toBe(PHONE_COVER_AREA);
  });

  it('fits "Sommarminnen i Ystad – 2026" inside the safe zone of the narrowest phone in the print file', async () => {
    const narrow = template('iPhone 15 Pro');
    const settings = { ...DEFAULT_MAP, style: 'minimal' as const, title: 'Sommarminnen i Ystad – 2026' };
    const withTitle = mapDocument('190003', settings, narrow.area);
    const withoutTitle: DesignDocument = { ...withTitle, sides: { front: withTitle.sides.front.filter((l) => l.id !== 'map-title') } };
    const [a, b] = await Promise.all([
      renderPrintPng(withTitle, 'front', narrow).then(pixels),
      renderPrintPng(withoutTitle, 'front', narrow).then(pixels),
    ]);
    // The title's pixels: where the two prints differ.
    let left = Infinity;
    let right = -Infinity;
    for (let i = 0; i < a.data.length; i += 4) {
      if (Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!) > 60) {
        const x = (i / 4) % a.width;
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
    const pxPerMm = 100 / 25.4;
    const { bleedMm, safeMm, widthMm } = narrow.area;
    expect(right).toBeGreaterThan(left);
    expect(left).toBeGreaterThanOrEqual(Math.floor((bleedMm + safeMm) * pxPerMm));
    expect(right).toBeLessThanOrEqual(Math.ceil((bleedMm + widthMm - safeMm) * pxPerMm));
    // It wrapped or shrank rather than staying 9 mm on one line.
    const title = withTitle.sides.front.find((l) => l.id === 'map-title');
    expect(title?.type === 'text' && (title.text.includes('\n') || title.fontSize < 9)).toBe(true);
  });

  it.each([
    // Kilpisjärvi village lies on the lake's north shore; Inari village on the west shore of Inarijärvi. The window
    // (mm from the pin, the print's centre; y downwards) is beside the pin, on the lake.
    { place: 'Kilpisjärvi', lat: 69.047, lng: 20.796, window: { left: -4, right: 2, top: 2.5, bottom: 7 } },
    { place: 'Inari', lat: 68.906, lng: 27.03, window: { left: 3, right: 13, top: -7, bottom: 3 } },
  ])('$place at "area": the lake is water in the print', async ({ place, lat, lng, window }) => {
    const iphone = template('iPhone 15');
    const settings = { ...DEFAULT_MAP, placeName: place, title: place, lat, lng, zoom: 'area' as const, style: 'classic' as const };
    const print = await pixels(await renderPrintPng(mapDocument('190003', settings, iphone.area), 'front', iphone));
    const water = [0xbc, 0xd8, 0xea];
    const pxPerMm = 100 / 25.4;
    const cx = print.width / 2;
    const cy = print.height / 2;
    let wet = 0;
    let all = 0;
    for (let y = Math.round(cy + window.top * pxPerMm); y < cy + window.bottom * pxPerMm; y++)
      for (let x = Math.round(cx + window.left * pxPerMm); x < cx + window.right * pxPerMm; x++) {
        const i = (y * print.width + x) * 4;
        all++;
        if (water.every((c, k) => Math.abs(print.data[i + k]! - c) <= 6)) wet++;
      }
    // Without lakes this window is land and faint grid lines only (no pixel of the water colour).
    expect(wet / all).toBeGreaterThan(0.1);
  });
});
