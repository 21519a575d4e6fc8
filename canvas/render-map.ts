/**
 * Draws a map of Sweden and its neighbours around a place on a canvas, from the outline and place data shipped with the app (no map
 * service). Browser only; loaded with the map engine.
 */
import { geoGraticule, geoMercator, geoPath } from 'd3-geo';
import type { FeatureCollection } from 'geojson';
import type { Box } from '@/lib/dyo/design-document';
import { placeLabels, type PlacedLabel } from '@/lib/dyo/map/labels';
import { MAP_PALETTES, POPULATION_K, ZOOM_KM, type MapStyle, type MapZoom, type Place } from '@/lib/dyo/map/places';
import { overlapsBounds, type Bounds, type Water } from '@/lib/dyo/map/water';

export interface MapView {
  lat: number;
  lng: number;
  zoom: MapZoom;
  style: MapStyle;
}

const EARTH_KM = 6371;

/** Places labelled at each zoom: every place in a city view, fewer further out. */
const LABEL_LIMIT: Record<MapZoom, number> = { city: 40, area: 24, region: 14, country: 6 };

/**
 * Graticule steps ([longitude, latitude] degrees) at each zoom: fine enough that an inland view (Kiruna at "area") has a few lines across
 * it rather than plain land; 10° lines would not show at all closer than the country view.
 */
export const GRATICULE_STEP: Record<MapZoom, [number, number]> = {
  city: [0.1, 0.05],
  area: [0.25, 0.1],
  region: [0.5, 0.25],
  country: [5, 2],
};

/** A river's width in `unit`s at each zoom: the major rivers thin out as the view widens. */
const RIVER_WIDTH: Record<MapZoom, number> = { city: 2.4, area: 2, region: 1.5, country: 0.8 };

/** The pin's radius and its white ring, in `unit`s (a 400th of the map's width). */
const PIN = { radius: 7, ring: 3 };

/**
 * `inset` (px): labels stay this far inside the edges (the print's safe zone). `quiet` (px): bands no line is drawn through (the title's
 * and the coordinates'): borders, coasts and the graticule stop at their edges at every zoom, so the text reads on plain land or water.
 * `water`: lakes (filled like the sea, with a shore line) and major rivers (water-coloured lines) over the land; the sea is the background.
 * Returns the labels it placed.
 */
export function drawMap(
  canvas: HTMLCanvasElement,
  view: MapView,
  outline: FeatureCollection,
  places: readonly Place[],
  keepFree: readonly Box[] = [],
  inset = 0,
  quiet: readonly Box[] = [],
  water: Water | null = null,
): PlacedLabel[] {
  const ctx = canvas.getContext('2d');
  if (!ctx) return [];
  const { width, height } = canvas;
  const palette = MAP_PALETTES[view.style];
  const scale = (height * EARTH_KM * Math.cos((view.lat * Math.PI) / 180)) / ZOOM_KM[view.zoom];
  const projection = geoMercator()
    .center([view.lng, view.lat])
    .scale(scale)
    .translate([width / 2, height / 2]);
  const path = geoPath(projection, ctx);
  const unit = width / 400;

  /** Lines are drawn everywhere but in the quiet bands (an even-odd clip: the canvas minus the bands). */
  const outsideQuiet = () => {
    if (quiet.length === 0) return;
    ctx.beginPath();
    ctx.rect(0, 0, width, height);
    // Whole pixels: a band's edge row is left out entirely, not half drawn.
    for (const q of quiet)
      ctx.rect(Math.floor(q.x), Math.floor(q.y), Math.ceil(q.x + q.width) - Math.floor(q.x), Math.ceil(q.y + q.height) - Math.floor(q.y));
    ctx.clip('evenodd');
  };

  /** Strokes `shape` outside the quiet bands (`style` sets more of the stroke); the context is restored after. */
  const strokeOutsideQuiet = (shape: Parameters<typeof path>[0], color: string, lineWidth: number, style?: () => void) => {
    ctx.save();
    outsideQuiet();
    style?.();
    ctx.beginPath();
    path(shape);
    ctx.strokeStyle = color;
    ctx.lineWidth = lineWidth;
    ctx.stroke();
    ctx.restore();
  };

  ctx.fillStyle = palette.water;
  ctx.fillRect(0, 0, width, height);
  const graticule = geoGraticule().step(GRATICULE_STEP[view.zoom])();
  strokeOutsideQuiet(graticule, palette.grid, unit);
  for (const feature of outline.features) {
    ctx.beginPath();
    path(feature);
    ctx.fillStyle = feature.properties?.sweden ? palette.home : palette.land;
    ctx.fill();
  }
  if (water) {
    const bounds = viewBounds(projection, width, height);
    drawWater(ctx, projection, bounds, water, { fill: palette.water, shore: palette.border }, unit, view.zoom, outsideQuiet);
  }
  for (const feature of outline.features) strokeOutsideQuiet(feature, palette.border, unit * 1.2);
  // The graticule again, faint, over the land: an inland view is otherwise one flat colour.
  strokeOutsideQuiet(graticule, palette.border, unit * 0.6, () => {
    ctx.globalAlpha = 0.45;
    ctx.setLineDash([unit * 3, unit * 3]);
  });

  const visible = places
    .map((p) => ({ place: p, xy: projection([p.lng, p.lat]) }))
    .filter(
      (p): p is { place: Place; xy: [number, number] } => !!p.xy && p.xy[0] > 0 && p.xy[0] < width && p.xy[1] > 0 && p.xy[1] < height,
    );
  const fontPx = Math.round(11 * unit);
  ctx.font = `${fontPx}px Mulish, Arial, sans-serif`;
  ctx.fillStyle = palette.label;
  const centre = projection([view.lng, view.lat]);
  // No label under the pin (it would hide the chosen place's own name behind it).
  const pinR = unit * (PIN.radius + PIN.ring);
  const pinBox = centre ? [{ x: centre[0] - pinR, y: centre[1] - pinR, width: pinR * 2, height: pinR * 2 }] : [];
  const distance = (xy: [number, number]) => (centre ? Math.hypot(xy[0] - centre[0], xy[1] - centre[1]) : Infinity);
  // The chosen place (the one under the pin) is named first, however small it is, beside the pin rather than under it.
  const chosen = visible.reduce<{ place: Place; xy: [number, number] } | null>(
    (best, p) => (distance(p.xy) < pinR && (!best || distance(p.xy) < distance(best.xy)) ? p : best),
    null,
  );
  const labels = placeLabels(
    visible.map(({ place, xy }) =>
      place === chosen?.place
        ? { name: place.n, x: xy[0], y: xy[1], weight: Infinity, clear: pinR + distance(xy) + unit }
        : { name: place.n, x: xy[0], y: xy[1], weight: POPULATION_K[place.n] ?? 0 },
    ),
    (text) => ctx.measureText(text).width,
    fontPx,
    [...keepFree, ...pinBox],
    LABEL_LIMIT[view.zoom],
    { x: inset, y: inset, width: width - inset * 2, height: height - inset * 2 },
  );
  ctx.textBaseline = 'middle';
  // A dot for each labelled place only: hundreds of unnamed dots at the region and country zooms read as noise.
  for (const label of labels) {
    ctx.beginPath();
    ctx.arc(label.x, label.y, unit * 1.6, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillText(label.name, label.box.x + fontPx * 0.1, label.box.y + label.box.height / 2);
  }

  if (centre) {
    ctx.beginPath();
    ctx.arc(centre[0], centre[1], unit * PIN.radius, 0, Math.PI * 2);
    ctx.fillStyle = palette.marker;
    ctx.fill();
    ctx.lineWidth = unit * PIN.ring;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }
  return labels;
}

type Projection = ReturnType<typeof geoMercator>;

/** The part of the world the canvas shows (Mercator: a rectangle in longitude and latitude). */
function viewBounds(projection: Projection, width: number, height: number): Bounds | null {
  const nw = projection.invert?.([0, 0]);
  const se = projection.invert?.([width, height]);
  return nw && se ? { w: nw[0], e: se[0], s: se[1], n: nw[1] } : null;
}

/** Traces a ring or line through the projection (straight between points: the shapes are small next to the earth). */
function trace(ctx: CanvasRenderingContext2D, projection: Projection, points: readonly [number, number][], close: boolean) {
  let started = false;
  for (const point of points) {
    const xy = projection(point);
    if (!xy) continue;
    if (started) ctx.lineTo(xy[0], xy[1]);
    else ctx.moveTo(xy[0], xy[1]);
    started = true;
  }
  if (started && close) ctx.closePath();
}

/** Lakes (islands left as land: even-odd) with a faint shore, then the major rivers; lines stop at the quiet bands. */
function drawWater(
  ctx: CanvasRenderingContext2D,
  projection: Projection,
  bounds: Bounds | null,
  water: Water,
  palette: { fill: string; shore: string },
  unit: number,
  zoom: MapZoom,
  outsideQuiet: () => void,
) {
  const shown = (list: Water['lakes']) => (bounds ? list.filter((s) => overlapsBounds(s.bounds, bounds)) : list);
  const lakes = shown(water.lakes);
  const traceLakes = () => {
    ctx.beginPath();
    for (const lake of lakes) for (const ring of lake.rings) trace(ctx, projection, ring, true);
  };
  traceLakes();
  ctx.fillStyle = palette.fill;
  ctx.fill('evenodd');
  ctx.save();
  // The clip replaces the current path, so each set of lines is traced after it.
  outsideQuiet();
  traceLakes();
  ctx.globalAlpha = 0.5;
  ctx.strokeStyle = palette.shore;
  ctx.lineWidth = unit * 0.5;
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.beginPath();
  for (const river of shown(water.rivers)) trace(ctx, projection, river.rings[0]!, false);
  ctx.strokeStyle = palette.fill;
  ctx.lineWidth = unit * RIVER_WIDTH[zoom];
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.restore();
}

type MapLayers = Parameters<typeof drawMap> extends [HTMLCanvasElement, MapView, ...infer Layers] ? Layers : never;

/** The map as a PNG data URL of the given pixel size (`layers` as `drawMap` takes them). */
export function renderMapImage(view: MapView, widthPx: number, heightPx: number, ...layers: MapLayers): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(widthPx);
  canvas.height = Math.round(heightPx);
  drawMap(canvas, view, ...layers);
  return canvas.toDataURL('image/png');
}
