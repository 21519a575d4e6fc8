/**
 * A map cover is a phone-cover design whose bottom layer is a map drawn from the shipped outline and place data, with a title and the
 * coordinates as text layers above it. Changing a setting redraws those layers and keeps any others the shopper added.
 */
import type { FeatureCollection } from 'geojson';
import type { Box } from '@/lib/dyo/design-document';
import { DESIGN_VERSION, type DesignDocument, type DesignLayer, type ImageLayer, type MapSettings } from '@/lib/dyo/design-document';
import { formatCoordinates, preparePlaces, textColorFor, type MapStyle, type MapZoom, type Place } from '@/lib/dyo/map/places';
import { renderMapImage } from '@/canvas/render-map';
import { COORDS_FONT_MM, defaultTitleY, mapKeepFree, mapTextLayout } from '@/lib/dyo/map/cover-layout';
import { fitTitle } from '@/lib/dyo/map/title-fit';
import { textSize } from '@/canvas/design-nodes';
import { MM_PER_INCH } from '@/lib/dyo/print-quality';
import { PHONE_COVER_AREA, type PrintArea } from '@/lib/dyo/products';
import outlineData from '@/lib/dyo/map/nordic-outline.json';
import placesData from '@/lib/dyo/map/swedish-places.json';
import waterData from '@/lib/dyo/map/nordic-water.json';
import { decodeWater } from '@/lib/dyo/map/water';

const OUTLINE = outlineData as unknown as FeatureCollection;
/** Lakes and major rivers (the sea is the map's background). */
const WATER = decodeWater(waterData);
/** The shipped places (the map's labels) with Swedish names first and each place once. */
const PLACES = preparePlaces(placesData as Place[]);

/**
 * The labels' places with the chosen one among them: a place found in the gazetteer (Kivik, 895 inhabitants) or typed as coordinates is not
 * in the labels' list, yet is named beside its pin.
 */
function withChosen(places: readonly Place[], settings: MapCoverSettings): readonly Place[] {
  const name = settings.placeName.trim();
  if (!name || places.some((p) => p.n === name && Math.abs(p.lat - settings.lat) < 0.05 && Math.abs(p.lng - settings.lng) < 0.05))
    return places;
  return [...places, { n: name, c: '', lat: settings.lat, lng: settings.lng }];
}
const MAP_IDS = new Set(['map-image', 'map-title', 'map-coords']);

export interface MapCoverSettings extends MapSettings {
  title: string;
  showCoordinates: boolean;
}

export const DEFAULT_MAP: MapCoverSettings = {
  placeName: 'Stockholm',
  lat: 59.329,
  lng: 18.069,
  style: 'classic',
  zoom: 'area',
  title: 'Stockholm',
  showCoordinates: true,
};

const TITLE_FONT = 'Playfair Display';
const TITLE_SIZE = 9;

/**
 * The map, title and coordinates for the chosen phone's print area. The map image covers the bleed too (it is printed past the cut, so a
 * shifted cut shows map, not white). `previousArea` is the print area `previous` was laid out for (another phone): a title and coordinates
 * at their default places follow to the new one; moved ones stay.
 */
export function mapLayers(
  settings: MapCoverSettings,
  area: PrintArea,
  previous: DesignLayer[] = [],
  previousArea: PrintArea = area,
): DesignLayer[] {
  const pxPerMm = area.printDpi / MM_PER_INCH;
  const px = (mm: number) => Math.round(mm * pxPerMm);
  const style = settings.style as MapStyle;
  const keep = (id: string) => previous.find((l) => l.id === id);
  const title = keep('map-title');
  const coords = keep('map-coords');
  const fill = textColorFor(style);
  // The title shrinks, then wraps, to fit inside the safe zone.
  const fitted = fitTitle(
    settings.title,
    area.widthMm - area.safeMm * 2 - 4,
    (text, fontSize) => textSize({ text, fontFamily: TITLE_FONT, fontSize }).width,
    TITLE_SIZE,
  );
  const sameArea = previousArea.widthMm === area.widthMm && previousArea.heightMm === area.heightMm;
  const oldDefaults = mapTextLayout(previousArea.heightMm, fitted);
  const titleMoved =
    title?.type === 'text' &&
    !sameArea &&
    Math.abs(title.y - defaultTitleY(previousArea.heightMm, { fontSize: title.fontSize, lines: title.text.split('\n').length })) >= 0.01;
  const coordsMoved = !!coords && !sameArea && Math.abs(coords.y - oldDefaults.coordsY) >= 0.01;
  const { titleY, coordsY, titleHeight } = mapTextLayout(area.heightMm, fitted, {
    title: title?.type === 'text' && (sameArea || titleMoved) ? title : undefined,
    coordsY: sameArea || coordsMoved ? coords?.y : undefined,
  });
  const centreX = (layer: DesignLayer | undefined) =>
    layer && Math.abs(layer.x - previousArea.widthMm / 2) >= 0.01 ? layer.x : area.widthMm / 2;
  const b = area.bleedMm;
  const texts = { ...(settings.title.trim() ? { titleY, titleHeight } : {}), ...(settings.showCoordinates ? { coordsY } : {}) };
  const pxBox = (box: Box) => ({ x: px(box.x + b), y: px(box.y + b), width: px(box.width), height: px(box.height) });
  // Place labels keep clear of the title, the coordinates and the camera cut-out, and inside the safe zone.
  const keepFree = mapKeepFree(area, texts).map(pxBox);
  const fullW = area.widthMm + b * 2;
  const fullH = area.heightMm + b * 2;
  // No line (border, coast, graticule) crosses the title or the coordinates: their bands, across the whole map.
  const quiet = mapKeepFree({ widthMm: area.widthMm }, texts).map((box) => ({ ...pxBox(box), x: 0, width: px(fullW) }));
  const src = renderMapImage(
    { lat: settings.lat, lng: settings.lng, zoom: settings.zoom as MapZoom, style },
    px(fullW),
    px(fullH),
    OUTLINE,
    withChosen(PLACES, settings),
    keepFree,
    px(b + area.safeMm),
    quiet,
    WATER,
  );
  const layers: DesignLayer[] = [
    {
      id: 'map-image',
      type: 'image',
      src,
      naturalWidth: px(fullW),
      naturalHeight: px(fullH),
      x: area.widthMm / 2,
      y: area.heightMm / 2,
      width: fullW,
      height: fullH,
      rotation: 0,
    },
  ];
  if (settings.title.trim()) {
    layers.push({
      id: 'map-title',
      type: 'text',
      text: fitted.text,
      fontFamily: TITLE_FONT,
      fontSize: fitted.fontSize,
      fill,
      align: 'center',
      x: centreX(title),
      y: titleY,
      rotation: title?.rotation ?? 0,
    });
  }
  if (settings.showCoordinates) {
    layers.push({
      id: 'map-coords',
      type: 'text',
      text: formatCoordinates(settings.lat, settings.lng),
      fontFamily: 'Oswald',
      fontSize: COORDS_FONT_MM,
      fill,
      x: centreX(coords),
      y: coordsY,
      rotation: coords?.rotation ?? 0,
    });
  }
  return [...layers, ...previous.filter((l) => !MAP_IDS.has(l.id))];
}

export function mapDocument(
  articleId: string,
  settings: MapCoverSettings,
  area: PrintArea,
  previous?: DesignDocument,
  previousArea?: PrintArea,
): DesignDocument {
  const { title: _title, showCoordinates: _show, ...map } = settings;
  return {
    version: DESIGN_VERSION,
    kind: 'map-cover',
    articleId,
    background: '#ffffff',
    sides: { front: mapLayers(settings, area, previous?.sides.front, previousArea) },
    map,
  };
}

const mapImageOf = (document: DesignDocument): ImageLayer | undefined =>
  document.sides.front.find((l): l is ImageLayer => l.id === 'map-image' && l.type === 'image');

/** Whether a map cover's map was drawn for another print area (another phone, or a design saved before maps covered the bleed). */
export function mapNeedsLayout(document: DesignDocument, area: PrintArea): boolean {
  const map = mapImageOf(document);
  return (
    !!map &&
    (Math.abs(map.width - (area.widthMm + area.bleedMm * 2)) > 0.01 || Math.abs(map.height - (area.heightMm + area.bleedMm * 2)) > 0.01)
  );
}

/**
 * The print area a map cover was laid out for, read from its map layer: the map covers the area and its bleed (designs saved before that
 * have a map exactly the size of the old fixed 75 × 155 mm area).
 */
export function laidOutArea(document: DesignDocument, area: PrintArea): PrintArea {
  const map = mapImageOf(document);
  if (!map) return area;
  const legacy = Math.abs(map.width - PHONE_COVER_AREA.widthMm) < 0.01 && Math.abs(map.height - PHONE_COVER_AREA.heightMm) < 0.01;
  return legacy ? PHONE_COVER_AREA : { ...area, widthMm: map.width - area.bleedMm * 2, heightMm: map.height - area.bleedMm * 2 };
}

/** The settings a stored map cover was made with (title and coordinates read back from its layers). */
export function settingsOf(document: DesignDocument): MapCoverSettings {
  const title = document.sides.front.find((l) => l.id === 'map-title');
  return {
    ...DEFAULT_MAP,
    ...document.map,
    title: title?.type === 'text' ? title.text.replace(/\n/g, ' ') : '',
    showCoordinates: document.sides.front.some((l) => l.id === 'map-coords'),
  };
}
