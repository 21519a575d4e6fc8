/**
 * The map cover's map drawn on a real canvas (@napi-rs/canvas, as the server uses): an inland "area" view is not
 * empty, the chosen place's label sits beside the pin, and no label reaches the camera cut-out of any phone.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { FeatureCollection } from 'geojson';
import { mapKeepFree } from '@/lib/dyo/map/cover-layout';
import { overlaps } from '@/lib/dyo/map/labels';
import { MAP_PALETTES, MAP_STYLES, preparePlaces, type MapStyle, type MapZoom, type Place } from '@/lib/dyo/map/places';
import { drawMap } from '@/canvas/render-map';
import { PHONE_MODELS } from '@/lib/dyo/phone-models';
import { productTemplate } from '@/lib/dyo/product-types';
import outlineData from '@/lib/dyo/map/nordic-outline.json';
import placesData from '@/lib/dyo/map/swedish-places.json';

const OUTLINE = outlineData as unknown as FeatureCollection;
const PLACES = preparePlaces(placesData as Place[]);
const PX_PER_MM = 2;

function draw(
  place: string,
  zoom: MapZoom,
  area = productTemplate('map-cover').area,
  keepFree = mapKeepFree(area, { titleY: area.heightMm - 30, titleHeight: 9, coordsY: area.heightMm - 20 }),
) {
  const p = PLACES.find((x) => x.n === place)!;
  const b = area.bleedMm;
  const canvas = createCanvas(Math.round((area.widthMm + 2 * b) * PX_PER_MM), Math.round((area.heightMm + 2 * b) * PX_PER_MM));
  const px = keepFree.map((k) => ({
    x: (k.x + b) * PX_PER_MM,
    y: (k.y + b) * PX_PER_MM,
    width: k.width * PX_PER_MM,
    height: k.height * PX_PER_MM,
  }));
  const labels = drawMap(
    canvas as unknown as HTMLCanvasElement,
    { lat: p.lat, lng: p.lng, zoom, style: 'classic' },
    OUTLINE,
    PLACES,
    px,
    (b + area.safeMm) * PX_PER_MM,
  );
  return { canvas, labels, px };
}

describe('the map of a map cover', () => {
  it('Kiruna at "area" is not plain land: graticule lines and the place named beside its pin', () => {
    const { canvas, labels } = draw('Kiruna', 'area');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const home = MAP_PALETTES.classic.home;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(home.slice(i, i + 2), 16));
    let other = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) > 12) other++;
    // Lines across the land, the labels and the pin: a plain cream map with a red dot is under 0.5 %.
    expect(other / (data.length / 4)).toBeGreaterThan(0.03);
    expect(labels.map((l) => l.name)).toContain('Kiruna');
  });

  it('names the chosen place beside its pin, also a small one among large ones (Stockholm, Ystad in the country view)', () => {
    const stockholm = draw('Stockholm', 'country').labels;
    expect(stockholm.map((l) => l.name)).toEqual(expect.arrayContaining(['Stockholm', 'Göteborg', 'Malmö']));
    expect(draw('Ystad', 'country').labels.map((l) => l.name)).toContain('Ystad');
  });

  // One model of each camera shape: a square block, a tall pill, separate lenses, a bar across the width.
  it.each(['iPhone 15', 'iPhone 16', 'Galaxy A35', 'Pixel 8'])(
    'keeps every label clear of the %s camera cut-out, the title and the coordinates',
    (model) => {
      expect(PHONE_MODELS.map((m) => m.name)).toContain(model);
      const area = productTemplate('map-cover', 'front', 'tshirt', { model, wallet: false }).area;
      for (const [place, zoom] of [
        ['Stockholm', 'region'],
        ['Göteborg', 'region'],
      ] as const) {
        const { labels, px } = draw(place, zoom, area);
        expect(labels.length).toBeGreaterThan(0);
        for (const label of labels) for (const box of px) expect(overlaps(label.box, box)).toBe(false);
      }
    },
  );

  describe('no line crosses the title or the coordinates', () => {
    const area = productTemplate('map-cover').area;
    const b = area.bleedMm;
    const bands = mapKeepFree({ widthMm: area.widthMm }, { titleY: area.heightMm - 30, titleHeight: 9, coordsY: area.heightMm - 20 });
    // Finer than the other tests: a line is then over a pixel wide and keeps its own colour.
    const scale = 6;
    const quiet = bands.map((k) => ({ x: 0, y: (k.y + b) * scale, width: (area.widthMm + 2 * b) * scale, height: k.height * scale }));
    const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
    /** Pixels in the bands that have the colour of a border or coast line (not of land, water or their soft edge). */
    function linePixels(place: string, zoom: MapZoom, style: MapStyle, withQuiet: boolean) {
      const p = PLACES.find((x) => x.n === place)!;
      const canvas = createCanvas(Math.round((area.widthMm + 2 * b) * scale), Math.round((area.heightMm + 2 * b) * scale));
      drawMap(
        canvas as unknown as HTMLCanvasElement,
        { lat: p.lat, lng: p.lng, zoom, style },
        OUTLINE,
        PLACES,
        quiet,
        0,
        withQuiet ? quiet : [],
      );
      const palette = MAP_PALETTES[style];
      const lines = [hex(palette.border)];
      const fills = [hex(palette.land), hex(palette.home), hex(palette.water)];
      const ctx = canvas.getContext('2d');
      let count = 0;
      for (const q of quiet) {
        const { data } = ctx.getImageData(
          Math.ceil(q.x),
          Math.ceil(q.y),
          Math.floor(q.x + q.width) - Math.ceil(q.x),
          Math.floor(q.y + q.height) - Math.ceil(q.y),
        );
        for (let i = 0; i < data.length; i += 4) {
          const px = [data[i]!, data[i + 1]!, data[i + 2]!];
          const dist = (c: number[]) => Math.abs(px[0]! - c[0]!) + Math.abs(px[1]! - c[1]!) + Math.abs(px[2]! - c[2]!);
          // A line pixel: nearer a line colour than any fill colour, and not a plain fill.
          if (Math.min(...lines.map(dist)) < Math.min(...fills.map(dist)) && Math.min(...fills.map(dist)) > 12) count++;
        }
      }
      return count;
    }

    it('Ystad in the country view: lines cross the bands unless they are kept quiet', () => {
      expect(linePixels('Ystad', 'country', 'classic', false)).toBeGreaterThan(100);
      expect(linePixels('Ystad', 'country', 'classic', true)).toBe(0);
    });

    // Every zoom in one style, every style in the country view (where borders are thickest and most frequent).
    const cases = [
      ...(['area', 'region'] as const).map((zoom) => ['classic', zoom] as const),
      ...MAP_STYLES.map((style) => [style, 'country'] as const),
    ];
    it.each(cases)('%s at %s: none in the bands (Göteborg)', (style, zoom) => {
      expect(linePixels('Göteborg', zoom, style, true)).toBe(0);
    });
  });
});
