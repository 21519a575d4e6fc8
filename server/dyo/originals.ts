/**
 * The print is rendered from the original uploads, not the editor's screen-sized copies, with crop and
 * placement kept as designed. A missing or mismatched original falls back to the screen copy and is logged.
 */
import type { DesignDocument, DesignLayer } from '@/lib/dyo/design-document';
import { isHttpError } from '@/lib/http/errors';
import type { RequestContext } from '@/lib/request-context';
import { dyoClient } from '../services';
import { headerSize } from './image-limits';

async function withOriginal(ctx: RequestContext, layer: DesignLayer): Promise<DesignLayer> {
  if (layer.type !== 'image' || !layer.original) return layer;
  const { id, width, height } = layer.original;
  try {
    const photo = await dyoClient().photo(ctx, id);
    const src = `data:${photo.type};base64,${photo.bytes.toString('base64')}`;
    const size = await headerSize(src);
    if (size.width !== width || size.height !== height) {
      ctx.log.warn(
        { photoId: id, claimed: { width, height }, size },
        'original photo size does not match the design: printed from the screen copy',
      );
      return layer;
    }
    return { ...layer, src, naturalWidth: width, naturalHeight: height };
  } catch (error) {
    if (isHttpError(error) && error.kind === 'not-found') {
      ctx.log.warn({ photoId: id }, 'original photo not found: printed from the screen copy');
      return layer;
    }
    throw error;
  }
}

/** The document with every original photo in place of its screen copy (one photo fetched at a time). */
export async function withOriginals(ctx: RequestContext, document: DesignDocument): Promise<DesignDocument> {
  if (![...document.sides.front, ...(document.sides.back ?? [])].some((l) => l.type === 'image' && l.original)) return document;
  const side = async (layers: DesignLayer[]) => {
    const out: DesignLayer[] = [];
    for (const layer of layers) out.push(await withOriginal(ctx, layer));
    return out;
  };
  return {
    ...document,
    sides: { front: await side(document.sides.front), ...(document.sides.back ? { back: await side(document.sides.back) } : {}) },
  };
}
