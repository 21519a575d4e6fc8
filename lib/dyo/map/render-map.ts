/**
 * Draws a map of Sweden and its neighbours around a place on a canvas, from
 * the outline and place data shipped with the app (no map service). Browser
 * only; loaded with the map engine.
 */
import { geoGraticule10, geoMercator, geoPath } from 'd3-geo';
import type { FeatureCollection } from 'geojson';
import { MAP_PALETTES, ZOOM_KM, type MapStyle, type MapZoom, type Place } from './places';

export interface MapView {
  lat: number;
  lng: number;
  zoom: MapZoom;
  style: MapStyle;
}

const EARTH_KM = 6371;

/** Places labelled at each zoom: every place in a city view, fewer further out. */
const LABEL_LIMIT: Record<MapZoom, number> = { city: 40, region: 18, country: 0 };

export function drawMap(canvas: HTMLCanvasElement, view: MapView, outline: FeatureCollection, places: readonly Place[]): void {
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
  ctx.font = `${Math.round(11 * unit)}px Mulish, Arial, sans-serif`;
  ctx.fillStyle = palette.label;
  const step = Math.max(1, Math.ceil(visible.length / Math.max(1, LABEL_LIMIT[view.zoom])));
  visible.forEach(({ place, xy }, i) => {
    ctx.beginPath();
    ctx.arc(xy[0], xy[1], unit * 1.6, 0, Math.PI * 2);
    ctx.fill();
    if (LABEL_LIMIT[view.zoom] > 0 && i % step === 0) ctx.fillText(place.n, xy[0] + unit * 4, xy[1] + unit * 4);
  });

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
export function renderMapImage(view: MapView, widthPx: number, heightPx: number, outline: FeatureCollection, places: readonly Place[]): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(widthPx);
  canvas.height = Math.round(heightPx);
  drawMap(canvas, view, outline, places);
  return canvas.toDataURL('image/png');
}
