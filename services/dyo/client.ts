/**
 * The design service client (on SHOP_API_URL): the only code that calls the design service. Nothing is
 * cached: designs are per shopper and written once.
 */
import { HttpError, errorFromException } from '@/lib/http/errors';
import type { ZodType } from 'zod';
import { REQUEST_TIMEOUT_MS, joinUrl, request, type RequestOptions } from '@/lib/http/request';
import { zodValidator } from '@/lib/http/zod-validator';
import type { RequestContext } from '@/lib/request-context';
import * as s from './types';
import { DESIGN_LIMITS, type SaveDesignRequest } from './types';

const SAVE_TIMEOUT_MS = 30_000;
/** A print file is 300 DPI at physical size; anything larger is not one of ours. */
const MAX_IMAGE_BYTES = 12 * 1024 * 1024;
const seg = encodeURIComponent;

export type DesignImageFile = 'preview.png' | 'print.png' | 'print-back.png';

/** The upstream's answer to a GET of stored bytes (not JSON, so not through `request`); a missing file is a `not-found` HttpError. */
async function fetchStored(url: string, ctx: RequestContext, timeoutMs: number): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await fetch(url, { headers: { 'X-Request-Id': ctx.requestId }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (raw) {
    throw errorFromException(raw, url, raw instanceof DOMException && raw.name === 'TimeoutError');
  }
  if (upstream.status === 404) throw new HttpError({ kind: 'not-found', status: 404, message: 'Not found', url });
  return upstream;
}

/** A stored PNG's bytes. */
async function fetchImage(url: string, ctx: RequestContext): Promise<Buffer> {
  const upstream = await fetchStored(url, ctx, REQUEST_TIMEOUT_MS);
  if (!upstream.ok || upstream.headers.get('content-type') !== 'image/png') {
    throw new HttpError({ kind: 'invalid-response', status: upstream.status, message: `design image answered ${upstream.status}`, url });
  }
  const bytes = Buffer.from(await upstream.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new HttpError({ kind: 'invalid-response', status: upstream.status, message: 'design image too large', url });
  return bytes;
}

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A stored original photo's bytes and type. */
async function fetchPhoto(url: string, ctx: RequestContext): Promise<{ bytes: Buffer; type: string }> {
  const upstream = await fetchStored(url, ctx, SAVE_TIMEOUT_MS);
  const type = upstream.headers.get('content-type') ?? '';
  if (!upstream.ok || !PHOTO_TYPES.has(type) || Number(upstream.headers.get('content-length') ?? 0) > DESIGN_LIMITS.storedPhotoBytes) {
    throw new HttpError({ kind: 'invalid-response', status: upstream.status, message: `photo answered ${upstream.status}`, url });
  }
  const bytes = Buffer.from(await upstream.arrayBuffer());
  if (bytes.length > DESIGN_LIMITS.storedPhotoBytes)
    throw new HttpError({ kind: 'invalid-response', status: upstream.status, message: 'photo too large', url });
  return { bytes, type };
}

type CallOptions = Omit<RequestOptions<unknown>, 'validate'>;

export function createDyoClient(baseUrl: string) {
  /** A JSON call of the design service: its answer's `data`, validated. */
  const call = async <D>(ctx: RequestContext, path: string, schema: ZodType<{ data: D }>, options: CallOptions = {}) =>
    (await request(joinUrl(baseUrl, path), ctx, { ...options, validate: zodValidator(schema) })).data;
  return {
    /** POST dyo/v1/designs (large bodies: a longer timeout than the usual 10 s) */
    save: (ctx: RequestContext, body: SaveDesignRequest) =>
      call(ctx, 'dyo/v1/designs', s.saveDesignResponseSchema, { method: 'POST', body, timeoutMs: SAVE_TIMEOUT_MS }),
    /** GET dyo/v1/designs/{dyoId}/meta (404 for an unknown design) */
    meta: (ctx: RequestContext, dyoId: string) => call(ctx, `dyo/v1/designs/${seg(dyoId)}/meta`, s.designMetaResponseSchema),
    /** GET dyo/v1/designs/{dyoId} */
    design: (ctx: RequestContext, dyoId: string) => call(ctx, `dyo/v1/designs/${seg(dyoId)}`, s.designResponseSchema),
    /** GET dyo/v1/designs/{dyoId}/{file}: a stored image's PNG bytes (a `not-found` HttpError for an unknown one). */
    image: (ctx: RequestContext, dyoId: string, file: DesignImageFile) =>
      fetchImage(joinUrl(baseUrl, `dyo/v1/designs/${seg(dyoId)}/${file}`), ctx),
    /** POST dyo/v1/photos: keeps an original photo for the print render. */
    savePhoto: (ctx: RequestContext, image: string) =>
      call(ctx, 'dyo/v1/photos', s.savePhotoResponseSchema, { method: 'POST', body: { image }, timeoutMs: SAVE_TIMEOUT_MS }),
    /** GET dyo/v1/photos/{photoId}: an original photo's bytes (a `not-found` HttpError for an unknown one). */
    photo: (ctx: RequestContext, photoId: string) => fetchPhoto(joinUrl(baseUrl, `dyo/v1/photos/${seg(photoId)}`), ctx),
  };
}

export type DyoClient = ReturnType<typeof createDyoClient>;
