/**
 * Draws a map of Sweden and its neighbours around a place on a canvas, from
 * the outline and place data shipped with the app (no map service). Browser
 * only; loaded with the map engine.
 */
import { geoGraticule10, geoMercator, geoPath } from 'd3-geo';
import type { FeatureCollection } from 'geojson';
import { MAP_PALETTES, POPULATION_K, ZOOM_KM, type MapStyle, type MapZoom, type Place } from './places';

export interface MapView {
  lat: number;
  lng: number;
  zoom: MapZoom;
  style: MapStyle;
}

const EARTH_KM = 6371;

/** Places labelled at each zoom: every place in a city view, fewer further out. */
const LABEL_LIMIT: Record<MapZoom, number> = { city: 40, area: 24, region: 14, country: 6 };

/** A rectangle (canvas px) kept free of place labels: the title and the coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Places are labelled largest first; a label that would touch another label or a kept-free box is left out. */
export function placeLabels(candidates: { name: string; x: number; y: number; weight: number }[], measure: (text: string) => number, height: number, keepFree: readonly Box[], limit: number): { name: string; box: Box }[] {
  const placed: { name: string; box: Box }[] = [];
  for (const c of [...candidates].sort((a, b) => b.weight - a.weight)) {
    if (placed.length >= limit) break;
    const box = { x: c.x + height * 0.35, y: c.y - height * 0.5, width: measure(c.name) + height * 0.2, height: height * 1.2 };
    if (keepFree.some((k) => overlaps(box, k)) || placed.some((p) => overlaps(box, p.box))) continue;
    placed.push({ name: c.name, box });
  }
  return placed;
}

export function drawMap(canvas: HTMLCanvasElement, view: MapView, outline: FeatureCollection, places: readonly Place[], keepFree: readonly Box[] = []): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { width, height } = canvas;
  const palette = MAP_PALETTES[view.style];
  const scale = (height * EARTH_KM * Math.cos((view.lat * Math.PI) / 180)) / ZOOM_KM[view.zoom];
  const projection = geoMercator().center([view.lng, view.lat]).scale(scale).translate([width / 2, height / 2]);
  const path = geoPath(projection, ctx);
  const unit = width / 400;

  ctx.fillStyle = palette.water;
  ctx.fillRect(0, 0, width, height);
  ctx.beginPath();
  path(geoGraticule10());
  ctx.strokeStyle = palette.grid;
  ctx.lineWidth = unit;
  ctx.stroke();
  for (const feature of outline.features) {
    ctx.beginPath();
    path(feature);
    ctx.fillStyle = feature.properties?.sweden ? palette.home : palette.land;
    ctx.fill();
    ctx.strokeStyle = palette.border;
    ctx.lineWidth = unit * 1.2;
    ctx.stroke();
  }

  const visible = places
    .map((p) => ({ place: p, xy: projection([p.lng, p.lat]) }))
    .filter((p): p is { place: Place; xy: [number, number] } => !!p.xy && p.xy[0] > 0 && p.xy[0] < width && p.xy[1] > 0 && p.xy[1] < height);
  const fontPx = Math.round(11 * unit);
  ctx.font = `${fontPx}px Mulish, Arial, sans-serif`;
  ctx.fillStyle = palette.label;
  for (const { xy } of visible) {
    ctx.beginPath();
    ctx.arc(xy[0], xy[1], unit * 1.6, 0, Math.PI * 2);
    ctx.fill();
  }
  const labels = placeLabels(
    visible.map(({ place, xy }) => ({ name: place.n, x: xy[0], y: xy[1], weight: POPULATION_K[place.n] ?? 0 })),
    (text) => ctx.measureText(text).width,
    fontPx,
    keepFree,
    LABEL_LIMIT[view.zoom],
  );
  ctx.textBaseline = 'middle';
  for (const label of labels) ctx.fillText(label.name, label.box.x + fontPx * 0.1, label.box.y + label.box.height / 2);

  const centre = projection([view.lng, view.lat]);
  if (centre) {
    ctx.beginPath();
    ctx.arc(centre[0], centre[1], unit * 7, 0, Math.PI * 2);
    ctx.fillStyle = palette.marker;
    ctx.fill();
    ctx.lineWidth = unit * 3;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }
}

/** The map as a PNG data URL of the given pixel size. */
export function renderMapImage(view: MapView, widthPx: number, heightPx: number, outline: FeatureCollection, places: readonly Place[], keepFree: readonly Box[] = []): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(widthPx);
  canvas.height = Math.round(heightPx);
  drawMap(canvas, view, outline, places, keepFree);
  return canvas.toDataURL('image/png');
}
