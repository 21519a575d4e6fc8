/**
 * The design service client: the only code that calls DYO_API_URL. Nothing is
 * cached: designs are per shopper and written once.
 */
import { joinUrl, request } from '@/lib/http/request';
import { zodValidator } from '@/lib/http/zod-validator';
import type { RequestContext } from '@/lib/request-context';
import * as s from './schemas';
import type { SaveDesignRequest } from './types';

const SAVE_TIMEOUT_MS = 30_000;
const seg = encodeURIComponent;

export function createDyoClient(baseUrl: string) {
  return {
    /** POST dyo/v1/designs (large bodies: a longer timeout than the usual 10 s) */
    save: async (ctx: RequestContext, body: SaveDesignRequest) =>
      (await request(joinUrl(baseUrl, 'dyo/v1/designs'), ctx, { method: 'POST', body, timeoutMs: SAVE_TIMEOUT_MS, validate: zodValidator(s.saveDesignResponseSchema) })).data,
    /** GET dyo/v1/designs/{dyoId}/meta (404 for an unknown design) */
    meta: async (ctx: RequestContext, dyoId: string) =>
      (await request(joinUrl(baseUrl, `dyo/v1/designs/${seg(dyoId)}/meta`), ctx, { validate: zodValidator(s.designMetaResponseSchema) })).data,
    /** GET dyo/v1/designs/{dyoId} */
    design: async (ctx: RequestContext, dyoId: string) =>
      (await request(joinUrl(baseUrl, `dyo/v1/designs/${seg(dyoId)}`), ctx, { validate: zodValidator(s.designResponseSchema) })).data,
    /** The URL of a stored image (`preview.png`, `print.png`, `print-back.png`), for the image proxy. */
    imageUrl: (dyoId: string, file: 'preview.png' | 'print.png' | 'print-back.png') => joinUrl(baseUrl, `dyo/v1/designs/${seg(dyoId)}/${file}`),
  };
}

export type DyoClient = ReturnType<typeof createDyoClient>;
