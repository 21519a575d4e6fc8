/** Searching Swedish places (a list shipped with the map engine) and writing coordinates. */
export interface Place {
  /** Name */
  n: string;
  /** County (län) */
  c: string;
  lat: number;
  lng: number;
}

/** Lower case without diacritics, so "orebro" finds "Örebro" and "malmo" finds "Malmö". */
export function fold(text: string): string {
  return text.toLocaleLowerCase('sv').normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim();
}

/** Places whose name starts with the query first, then names containing it; at most `limit`. */
export function searchPlaces(places: readonly Place[], query: string, limit = 8): Place[] {
  const q = fold(query);
  if (q.length < 2) return [];
  const starts: Place[] = [];
  const contains: Place[] = [];
  for (const place of places) {
    const name = fold(place.n);
    if (name.startsWith(q)) starts.push(place);
    else if (name.includes(q)) contains.push(place);
  }
  const byLength = (a: Place, b: Place) => a.n.length - b.n.length || a.n.localeCompare(b.n, 'sv');
  return [...starts.sort(byLength), ...contains.sort(byLength)].slice(0, limit);
}

/** "59.3293° N, 18.0686° E" (4 decimals, about 10 m). */
export function formatCoordinates(lat: number, lng: number): string {
  const part = (value: number, pos: string, neg: string) => `${Math.abs(value).toFixed(4)}° ${value >= 0 ? pos : neg}`;
  return `${part(lat, 'N', 'S')}, ${part(lng, 'E', 'W')}`;
}

export const MAP_STYLES = ['classic', 'night', 'minimal', 'forest'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];
export const MAP_ZOOMS = ['city', 'region', 'country'] as const;
export type MapZoom = (typeof MAP_ZOOMS)[number];

/** Kilometres from the top to the bottom of the map at each zoom. */
export const ZOOM_KM: Record<MapZoom, number> = { city: 40, region: 260, country: 1700 };

export interface MapPalette {
  water: string;
  land: string;
  home: string;
  border: string;
  grid: string;
  label: string;
  marker: string;
}

export const MAP_PALETTES: Record<MapStyle, MapPalette> = {
  classic: { water: '#bcd8ea', land: '#efe9dc', home: '#f7f2e6', border: '#8b8577', grid: '#a9c6d8', label: '#3d3c38', marker: '#d9472b' },
  night: { water: '#0f1b2d', land: '#1f2f45', home: '#26384f', border: '#5d7190', grid: '#1a2a40', label: '#f2d98a', marker: '#f2b705' },
  minimal: { water: '#f1f1ef', land: '#ffffff', home: '#ffffff', border: '#1d1d1b', grid: '#e2e2de', label: '#1d1d1b', marker: '#1d1d1b' },
  forest: { water: '#9ec9c2', land: '#3f6f4f', home: '#4d8560', border: '#1f3d2a', grid: '#8dbab3', label: '#f7f5f0', marker: '#f2b705' },
};

/** Text colour that reads on the style's land colour, for the title and coordinates. */
export function textColorFor(style: MapStyle): string {
  return style === 'night' || style === 'forest' ? '#ffffff' : '#1d1d1b';
}
