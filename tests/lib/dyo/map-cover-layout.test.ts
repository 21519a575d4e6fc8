import { COORDS_FONT_MM, defaultTitleY, mapTextLayout } from '@/lib/dyo/map/cover-layout';
import { MAP_PALETTES, MAP_STYLES, textColorFor } from '@/lib/dyo/map/places';
import { placeLabels } from '@/lib/dyo/map/labels';

const H = 155;
/** Top and bottom edges (mm) of a centred text layer `lines` × `size` high. */
const span = (y: number, size: number, lines = 1) => ({ top: y - (size * lines) / 2, bottom: y + (size * lines) / 2 });

describe("a map cover's title and coordinates", () => {
  it('keeps a two-line title clear of the coordinates ("Sommarminnen i Ystad – 2026")', () => {
    const layout = mapTextLayout(H, { fontSize: 9, lines: 2 });
    const title = span(layout.titleY, 9, 2);
    const coords = span(layout.coordsY, COORDS_FONT_MM);
    expect(title.bottom).toBeLessThanOrEqual(coords.top - 2);
    expect(layout.titleHeight).toBe(18);
  });

  it('a title at its default place follows when it grows to two lines; one the shopper moved stays', () => {
    const one = { y: defaultTitleY(H, { fontSize: 9, lines: 1 }), fontSize: 9, text: 'Ystad' };
    const grown = mapTextLayout(H, { fontSize: 8.5, lines: 2 }, { title: one });
    expect(span(grown.titleY, 8.5, 2).bottom).toBeLessThan(span(grown.coordsY, COORDS_FONT_MM).top);
    expect(grown.titleY).toBeLessThan(one.y);
    // Designs saved before this layout had the title 30 mm above the bottom: that counts as not moved.
    expect(mapTextLayout(H, { fontSize: 8.5, lines: 2 }, { title: { y: H - 30, fontSize: 9, text: 'Ystad' } }).titleY).toBe(grown.titleY);
    const moved = mapTextLayout(H, { fontSize: 8.5, lines: 2 }, { title: { ...one, y: 40 } });
    expect(moved.titleY).toBe(40);
  });

  it('keeps the coordinates where they were', () => {
    expect(mapTextLayout(H, { fontSize: 9, lines: 1 }, { coordsY: 120 }).coordsY).toBe(120);
    expect(mapTextLayout(H, { fontSize: 9, lines: 1 }).coordsY).toBe(H - 20);
  });
});

describe('place labels', () => {
  const measure = (text: string) => text.length * 6;
  const names = (labels: { name: string }[]) => labels.map((l) => l.name);

  it('moves a label left, above or below before leaving it out; leaves out one under the pin, over the title, or cut by the edge on every side', () => {
    const candidates = [
      { name: 'Ystad', x: 100, y: 100, weight: 19 },
      { name: 'Skurup', x: 40, y: 60, weight: 5 },
      { name: 'Edge', x: 190, y: 40, weight: 4 },
      { name: 'Under', x: 50, y: 170, weight: 3 },
      { name: 'Top', x: 50, y: 4, weight: 2 },
    ];
    const pin = { x: 90, y: 90, width: 20, height: 20 };
    const title = { x: 0, y: 160, width: 200, height: 30 };
    const bounds = { x: 10, y: 10, width: 180, height: 180 };
    const placed = placeLabels(candidates, measure, 10, [pin, title], 10, bounds);
    expect(names(placed)).toEqual(['Skurup', 'Edge']);
    // "Edge" would be cut by the right edge: it goes to the left of its dot.
    expect(placed[1]).toMatchObject({ side: 'left' });
    expect(placed[1]!.box.x + placed[1]!.box.width).toBeLessThan(190);
    // Without the boxes and bounds every label fits (the candidates are apart).
    expect(names(placeLabels(candidates, measure, 10, [], 10))).toEqual(['Ystad', 'Skurup', 'Edge', 'Under', 'Top']);
  });

  it('tries right, left, above, then below', () => {
    const taken = (side: 'left' | 'right') => ({ x: side === 'right' ? 102 : 40, y: 97, width: 58, height: 6 });
    const one = [{ name: 'Ystad', x: 100, y: 100, weight: 1 }];
    expect(placeLabels(one, measure, 10, [], 1)[0]!.side).toBe('right');
    expect(placeLabels(one, measure, 10, [taken('right')], 1)[0]!.side).toBe('left');
    expect(placeLabels(one, measure, 10, [taken('right'), taken('left')], 1)[0]!.side).toBe('above');
    expect(placeLabels(one, measure, 10, [taken('right'), taken('left'), { x: 60, y: 70, width: 80, height: 25 }], 1)[0]!.side).toBe(
      'below',
    );
    expect(placeLabels(one, measure, 10, [{ x: 0, y: 0, width: 200, height: 200 }], 1)).toEqual([]);
  });

  it("keeps the chosen place's label clear of the pin", () => {
    const [label] = placeLabels(
      [{ name: 'Ystad', x: 100, y: 100, weight: 1, clear: 12 }],
      measure,
      10,
      [{ x: 90, y: 90, width: 20, height: 20 }],
      1,
    );
    expect(label).toMatchObject({ side: 'right' });
    expect(label!.box.x).toBeGreaterThanOrEqual(110);
  });

  it('places larger places first and never two labels on each other', () => {
    const labels = placeLabels(
      [
        { name: 'Lilla', x: 12, y: 50, weight: 1 },
        { name: 'Stora', x: 10, y: 52, weight: 90 },
      ],
      measure,
      10,
      [],
      10,
    );
    expect(names(labels)).toEqual(['Stora']);
    // The dot is drawn where the place is (only labelled places get one).
    expect(labels[0]).toMatchObject({ x: 10, y: 52 });
  });
});

describe('the title reads on the map', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  it.each(MAP_STYLES)('%s: the title and coordinates contrast at least 3:1 with the water and the land they may sit on', (style) => {
    const palette = MAP_PALETTES[style];
    for (const ground of [palette.water, palette.land, palette.home])
      expect(contrast(textColorFor(style), ground)).toBeGreaterThanOrEqual(3);
  });
});
