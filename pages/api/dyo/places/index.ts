/**
 * GET /api/dyo/places/?q=: the map engine's place search, here so the ~270 kB gazetteer never reaches a browser. The answer is the same for
 * everyone, so a shared cache may keep it; 400 for a query that is not text or over 60 characters (docs/design-your-own.md#map-covers).
 */
import { apiRoute, ApiError } from '@/server/api-handlers/handler';
import { searchGazetteer, MAX_PLACE_QUERY } from '@/server/dyo/gazetteer';
import { CACHE_CONTROL } from '@/services/cache-table';
import type { PlaceSearchResponse } from '@/services/dyo/types';

export default apiRoute(['GET'], async (req, res) => {
  const q = req.query.q;
  if (typeof q !== 'string' || q.length > MAX_PLACE_QUERY) {
    res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
    throw new ApiError(400, 'Invalid place search');
  }
  const response: PlaceSearchResponse = { data: { places: searchGazetteer(q) } };
  res.setHeader('Cache-Control', CACHE_CONTROL.placeSearch);
  res.status(200).json(response);
});
