/**
 * The map engine's place search, run on the server so the list never reaches a browser. Exact names first, then prefixes, then contained
 * words; larger places first within each. Data and its licence: docs/design-your-own.md#map-covers.
 */
import { searchPlaces, type Place } from '@/lib/dyo/map/places';
import type { FoundPlace } from '@/services/dyo/types';
import gazetteer from '@/lib/dyo/map/nordic-gazetteer.json';

export const MAX_PLACE_QUERY = 60;
const PLACES: readonly Place[] = gazetteer;

export function searchGazetteer(query: string, limit = 8): FoundPlace[] {
  return searchPlaces(PLACES, query, limit).map((p) => ({ n: p.n, c: p.c, k: p.k ?? '', lat: p.lat, lng: p.lng }));
}
