import { randomUUID } from 'node:crypto';
import type { DesignMetaResponse, DesignResponse, SaveDesignResponse, SavePhotoResponse, WireDesignMeta } from '../../services/dyo/types';
import { DESIGN_LIMITS, DYO_ID, DYO_KINDS } from '../../services/dyo/types';
import type { RequestContext } from '../context';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';
import { isRecord } from '../lib/validate';
import type { StoredDesign, StoredPhoto } from '../state';
import type { DesignSummary } from '../../services/dyo/types';

// Print files at 300 DPI are large: memory is all there is.
const MAX_DESIGNS = 100;
const KINDS = DYO_KINDS;
const PNG = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/;

function png(value: unknown, max: number, field: string): Buffer {
  const match = typeof value === 'string' && value.length <= max ? PNG.exec(value) : null;
  if (!match) throw new HttpError(400, `Invalid ${field}: a PNG data URL of at most ${max} characters`, { code: 'INVALID_DESIGN' });
  const bytes = Buffer.from(match[1] ?? '', 'base64');
  if (bytes.length < 8 || bytes.readUInt32BE(0) !== 0x89504e47)
    throw new HttpError(400, `Invalid ${field}: not a PNG`, { code: 'INVALID_DESIGN' });
  return bytes;
}

/** Print specs are stored as sent (the app computes them); only their shape is checked. */
function printSpec(value: unknown, field: string): string {
  if (
    !isRecord(value) ||
    typeof value.dpi !== 'number' ||
    typeof value.widthPx !== 'number' ||
    typeof value.heightPx !== 'number' ||
    !isRecord(value.cut)
  ) {
    throw new HttpError(400, `Invalid ${field}`, { code: 'INVALID_DESIGN' });
  }
  return JSON.stringify(value, null, 2);
}

function meta(design: StoredDesign): WireDesignMeta {
  return {
    dyoId: design.dyoId,
    articleId: design.articleId,
    kind: design.kind,
    createdAt: design.createdAt,
    sides: design.printBack ? ['front', 'back'] : ['front'],
    ...(design.summary ? { summary: design.summary } : {}),
    ...(design.ownerId ? { ownerId: design.ownerId } : {}),
  };
}

function find(ctx: RequestContext): StoredDesign {
  const dyoId = ctx.params.dyoId ?? '';
  const design = DYO_ID.test(dyoId) ? ctx.state.designs.get(dyoId) : undefined;
  if (!design) throw new HttpError(404, 'Design not found', { code: 'DESIGN_NOT_FOUND' });
  return design;
}

/** POST /dyo/v1/designs: stores a design and its images; answers 201 with its id and preview URL. */
export async function saveDesign(ctx: RequestContext): Promise<Reply> {
  const raw = await ctx.body(DESIGN_LIMITS.bodyBytes);
  const body = isRecord(raw) ? raw : {};
  if (typeof body.articleId !== 'string' || !DYO_ID.test(body.articleId))
    throw new HttpError(400, 'Invalid articleId', { code: 'INVALID_DESIGN' });
  const article = ctx.catalog.articles.find((a) => a.articleId === body.articleId);
  if (!article) throw new HttpError(404, 'Article not found');
  const kind = KINDS.find((k) => k === body.kind);
  if (!kind) throw new HttpError(400, 'Invalid kind', { code: 'INVALID_DESIGN' });
  if (typeof body.document !== 'string' || body.document.length < 2 || body.document.length > DESIGN_LIMITS.documentChars) {
    throw new HttpError(400, 'Invalid document', { code: 'INVALID_DESIGN' });
  }
  const images = isRecord(body.printImages) ? body.printImages : {};
  const design: StoredDesign = {
    dyoId: `d${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    articleId: body.articleId,
    kind,
    createdAt: new Date().toISOString(),
    document: body.document,
    printFront: png(images.front, DESIGN_LIMITS.printImageChars, 'printImages.front'),
    printBack: images.back === undefined ? undefined : png(images.back, DESIGN_LIMITS.printImageChars, 'printImages.back'),
    preview: png(body.previewImage, DESIGN_LIMITS.previewImageChars, 'previewImage'),
    ...(isRecord(body.printSpecs) ? { specFront: printSpec(body.printSpecs.front, 'printSpecs.front') } : {}),
    ...(isRecord(body.printSpecs) && body.printSpecs.back !== undefined
      ? { specBack: printSpec(body.printSpecs.back, 'printSpecs.back') }
      : {}),
    ...(isRecord(body.summary) ? { summary: body.summary as unknown as DesignSummary } : {}),
    ...(typeof body.ownerId === 'string' && body.ownerId.length <= 64 ? { ownerId: body.ownerId } : {}),
  };
  ctx.state.designs.set(design.dyoId, design);
  // Memory is all there is: keep the newest MAX_DESIGNS.
  for (const key of ctx.state.designs.keys()) {
    if (ctx.state.designs.size <= MAX_DESIGNS) break;
    ctx.state.designs.delete(key);
  }
  const response: SaveDesignResponse = {
    data: { dyoId: design.dyoId, dyoImageUrl: `${ctx.publicUrl}/dyo/v1/designs/${design.dyoId}/preview.png` },
  };
  return ok(response, 201);
}

/** GET /dyo/v1/designs/{dyoId} */
export function getDesign(ctx: RequestContext): Reply {
  const design = find(ctx);
  const response: DesignResponse = { data: { ...meta(design), document: design.document } };
  return ok(response);
}

/** GET /dyo/v1/designs/{dyoId}/meta */
export function getDesignMeta(ctx: RequestContext): Reply {
  const response: DesignMetaResponse = { data: meta(find(ctx)) };
  return ok(response);
}

/** GET /dyo/v1/designs/{dyoId}/{preview|print|print-back}.png, and {print|print-back}.json (the print spec) */
export function getDesignImage(ctx: RequestContext): Reply {
  const design = find(ctx);
  const spec = { 'print.json': design.specFront, 'print-back.json': design.specBack }[ctx.params.file ?? ''];
  if (spec)
    return { status: 200, bytes: Buffer.from(spec), contentType: 'application/json', headers: { 'Cache-Control': 'private, no-store' } };
  const bytes = { 'preview.png': design.preview, 'print.png': design.printFront, 'print-back.png': design.printBack }[
    ctx.params.file ?? ''
  ];
  if (!bytes) throw new HttpError(404, 'Image not found');
  // A shopper's pictures: never kept by a shared cache.
  return { status: 200, bytes, contentType: 'image/png', headers: { 'Cache-Control': 'private, no-store' } };
}

const PHOTO = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/=]+)$/;
const MAGIC: Record<string, (b: Buffer) => boolean> = {
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8,
  png: (b) => b.length >= 8 && b.readUInt32BE(0) === 0x89504e47,
  webp: (b) => b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};
/** Memory is all there is: the oldest photos go once all of them pass this. */
const MAX_PHOTO_STORE_BYTES = 400 * 1024 * 1024;

/** POST /dyo/v1/photos: keeps an original photo (JPEG, PNG or WebP data URL); answers 201 with its id. */
export async function savePhoto(ctx: RequestContext): Promise<Reply> {
  const raw = await ctx.body(DESIGN_LIMITS.storedPhotoBodyBytes);
  const image = isRecord(raw) && typeof raw.image === 'string' ? raw.image : '';
  const match = PHOTO.exec(image);
  const bytes = match ? Buffer.from(match[2] ?? '', 'base64') : Buffer.alloc(0);
  const format = match?.[1] ?? '';
  if (!match || bytes.length === 0 || bytes.length > DESIGN_LIMITS.storedPhotoBytes || !MAGIC[format]?.(bytes)) {
    throw new HttpError(400, `Invalid image: a JPEG, PNG or WebP data URL of at most ${DESIGN_LIMITS.storedPhotoBytes} bytes`, {
      code: 'INVALID_PHOTO',
    });
  }
  const photoId = `p${randomUUID().replace(/-/g, '')}`;
  ctx.state.photos.set(photoId, { bytes, contentType: `image/${format}` as StoredPhoto['contentType'] });
  let total = 0;
  for (const photo of ctx.state.photos.values()) total += photo.bytes.length;
  for (const [key, photo] of ctx.state.photos) {
    if (total <= MAX_PHOTO_STORE_BYTES || key === photoId) break;
    total -= photo.bytes.length;
    ctx.state.photos.delete(key);
  }
  const response: SavePhotoResponse = { data: { photoId } };
  return ok(response, 201);
}

/** GET /dyo/v1/photos/{photoId}: the original's bytes. */
export function getPhoto(ctx: RequestContext): Reply {
  const photoId = ctx.params.photoId ?? '';
  const photo = DYO_ID.test(photoId) ? ctx.state.photos.get(photoId) : undefined;
  if (!photo) throw new HttpError(404, 'Photo not found', { code: 'PHOTO_NOT_FOUND' });
  return { status: 200, bytes: photo.bytes, contentType: photo.contentType, headers: { 'Cache-Control': 'private, no-store' } };
}
