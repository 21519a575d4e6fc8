/**
 * A map cover is a phone-cover design whose bottom layer is a map drawn from
 * the shipped outline and place data, with a title and the coordinates as
 * text layers above it. Changing a setting redraws those layers and keeps any
 * others the shopper added.
 */
import type { FeatureCollection } from 'geojson';
import { DESIGN_VERSION, type DesignDocument, type DesignLayer, type MapSettings } from '@/lib/dyo/design-document';
import { formatCoordinates, preparePlaces, textColorFor, type MapStyle, type MapZoom, type Place } from '@/lib/dyo/map/places';
import { renderMapImage } from '@/lib/dyo/map/render-map';
import { COORDS_FONT_MM, mapTextLayout } from '@/lib/dyo/map/cover-layout';
import { fitTitle } from '@/lib/dyo/map/title-fit';
import { textSize } from '@/lib/dyo/design-nodes';
import { MM_PER_INCH } from '@/lib/dyo/print-quality';
import { PHONE_COVER_AREA } from '@/lib/dyo/products';
import outlineData from '@/lib/dyo/map/nordic-outline.json';
import placesData from '@/lib/dyo/map/swedish-places.json';

export const OUTLINE = outlineData as unknown as FeatureCollection;
/** The shipped places with Swedish names first and each place once. */
export const PLACES = preparePlaces(placesData as Place[]);
const MAP_IDS = new Set(['map-image', 'map-title', 'map-coords']);

export interface MapCoverSettings extends MapSettings {
  title: string;
  showCoordinates: boolean;
}

export const DEFAULT_MAP: MapCoverSettings = { placeName: 'Stockholm', lat: 59.329, lng: 18.069, style: 'classic', zoom: 'area', title: 'Stockholm', showCoordinates: true };

const TITLE_FONT = 'Playfair Display';
const TITLE_SIZE = 9;

export function mapLayers(settings: MapCoverSettings, previous: DesignLayer[] = []): DesignLayer[] {
  const area = PHONE_COVER_AREA;
  const pxPerMm = area.printDpi / MM_PER_INCH;
  const px = (mm: number) => Math.round(mm * pxPerMm);
  const style = settings.style as MapStyle;
  const keep = (id: string) => previous.find((l) => l.id === id);
  const title = keep('map-title');
  const coords = keep('map-coords');
  const fill = textColorFor(style);
  // The title shrinks, then wraps, to fit inside the safe zone.
  const fitted = fitTitle(settings.title, area.widthMm - area.safeMm * 2 - 4, (text, fontSize) => textSize({ text, fontFamily: TITLE_FONT, fontSize }).width, TITLE_SIZE);
  const { titleY, coordsY, titleHeight } = mapTextLayout(area.heightMm, fitted, {
    title: title?.type === 'text' ? title : undefined,
    coordsY: coords?.y,
  });
  // Place labels keep clear of the title and the coordinates, and inside the safe zone.
  const keepFree = [
    ...(settings.title.trim() ? [{ x: 0, y: px(titleY - titleHeight / 2 - 1.5), width: px(area.widthMm), height: px(titleHeight + 3) }] : []),
    ...(settings.showCoordinates ? [{ x: 0, y: px(coordsY - COORDS_FONT_MM / 2 - 1.5), width: px(area.widthMm), height: px(COORDS_FONT_MM + 3) }] : []),
  ];
  const src = renderMapImage({ lat: settings.lat, lng: settings.lng, zoom: settings.zoom as MapZoom, style }, px(area.widthMm), px(area.heightMm), OUTLINE, PLACES, keepFree, px(area.safeMm));
  const layers: DesignLayer[] = [
    { id: 'map-image', type: 'image', src, naturalWidth: px(area.widthMm), naturalHeight: px(area.heightMm), x: area.widthMm / 2, y: area.heightMm / 2, width: area.widthMm, height: area.heightMm, rotation: 0 },
  ];
  if (settings.title.trim()) {
    layers.push({ id: 'map-title', type: 'text', text: fitted.text, fontFamily: TITLE_FONT, fontSize: fitted.fontSize, fill, align: 'center', x: title?.x ?? area.widthMm / 2, y: titleY, rotation: title?.rotation ?? 0 });
  }
  if (settings.showCoordinates) {
    layers.push({ id: 'map-coords', type: 'text', text: formatCoordinates(settings.lat, settings.lng), fontFamily: 'Oswald', fontSize: COORDS_FONT_MM, fill, x: coords?.x ?? area.widthMm / 2, y: coordsY, rotation: coords?.rotation ?? 0 });
  }
  return [...layers, ...previous.filter((l) => !MAP_IDS.has(l.id))];
}

export function mapDocument(articleId: string, settings: MapCoverSettings, previous?: DesignDocument): DesignDocument {
  const { title: _title, showCoordinates: _show, ...map } = settings;
  return {
    version: DESIGN_VERSION,
    kind: 'map-cover',
    articleId,
    background: '#ffffff',
    sides: { front: mapLayers(settings, previous?.sides.front) },
    map,
  };
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
