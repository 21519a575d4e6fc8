/**
 * GET /api/dyo/places/?q=: the map engine's place search over the gazetteer (lib/dyo/map/nordic-gazetteer.json:
 * GeoNames' cities500 places of Sweden, Norway, Denmark, Finland and Åland, CC BY 4.0, built by
 * scripts/build-dyo-gazetteer.mjs). Searched here so the ~270 kB list never reaches a browser. The answer is the
 * same for everyone (names are not translated; the browser names the country in the shopper's language), so a
 * shared cache may keep it. 400 for a query that is not text or longer than 60 characters.
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
