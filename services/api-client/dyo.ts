/** The browser's design calls, through the app's same-origin API routes (/api/dyo/designs/*, which validate with zod on the server). */
import { request } from '@/lib/http/request';
import { dataValidator, hasStrings } from '@/lib/http/validator';
import type { RequestContext } from '@/lib/request-context';
import type { PlaceSearchResponse, SaveDesignBody } from '@/services/dyo/types';

const savedAnswer = dataValidator<{ dyoId: string; dyoImageUrl: string }>(
  (data) => hasStrings(data, ['dyoId', 'dyoImageUrl']),
  'saved design',
);

const designAnswer = dataValidator<{ dyoId: string; articleId: string; document: string }>(
  (data) => hasStrings(data, ['dyoId', 'articleId', 'document']),
  'design',
);

const SAVE_TIMEOUT_MS = 60_000;

export function createDyoApi(context: () => RequestContext) {
  return {
    /** POST /api/dyo/designs/: stores the design, answers its id and same-origin preview URL. */
    save: async (body: SaveDesignBody) =>
      (await request('/api/dyo/designs/', context(), { method: 'POST', body, validate: savedAnswer, timeoutMs: SAVE_TIMEOUT_MS })).data,
    /** GET /api/dyo/designs/{dyoId}/: the stored document (parse it with parseDesignDocument). */
    design: async (dyoId: string) =>
      (await request(`/api/dyo/designs/${encodeURIComponent(dyoId)}/`, context(), { validate: designAnswer })).data,
  };
}

export type DyoApi = ReturnType<typeof createDyoApi>;

const isPlace = (p: unknown) => hasStrings(p, ['n', 'c', 'k']) && typeof p.lat === 'number' && typeof p.lng === 'number';
const placesAnswer = dataValidator<PlaceSearchResponse['data']>(
  (data) => Array.isArray(data.places) && data.places.every(isPlace),
  'places',
);

/** GET /api/dyo/places/?q=: the map engine's place search (the gazetteer stays on the server). */
export async function searchPlacesApi(context: RequestContext, query: string): Promise<PlaceSearchResponse['data']['places']> {
  return (await request(`/api/dyo/places/?q=${encodeURIComponent(query)}`, context, { validate: placesAnswer })).data.places;
}
