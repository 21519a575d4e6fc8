/**
 * The browser's design calls, through the app's same-origin API routes
 * (/api/dyo/designs/*, which validate with zod on the server).
 */
import { request } from '@/lib/http/request';
import { guardValidator, isObject } from '@/lib/http/validator';
import type { RequestContext } from '@/lib/request-context';
import type { SaveDesignBody } from '@/services/dyo/types';


const savedAnswer = guardValidator(
  (json: unknown): json is { data: { dyoId: string; dyoImageUrl: string } } =>
    isObject(json) && isObject(json.data) && typeof json.data.dyoId === 'string' && typeof json.data.dyoImageUrl === 'string',
  'saved design',
);

const designAnswer = guardValidator(
  (json: unknown): json is { data: { dyoId: string; articleId: string; document: string } } =>
    isObject(json) && isObject(json.data) && typeof json.data.dyoId === 'string' && typeof json.data.articleId === 'string' && typeof json.data.document === 'string',
  'design',
);

const SAVE_TIMEOUT_MS = 60_000;

export function createDyoApi(context: () => RequestContext) {
  return {
    /** POST /api/dyo/designs/: stores the design, answers its id and same-origin preview URL. */
    async save(body: SaveDesignBody) {
      return (await request('/api/dyo/designs/', context(), { method: 'POST', body, validate: savedAnswer, timeoutMs: SAVE_TIMEOUT_MS })).data;
    },
    /** GET /api/dyo/designs/{dyoId}/: the stored document (parse it with parseDesignDocument). */
    async design(dyoId: string) {
      return (await request(`/api/dyo/designs/${encodeURIComponent(dyoId)}/`, context(), { validate: designAnswer })).data;
    },
  };
}

export type DyoApi = ReturnType<typeof createDyoApi>;
