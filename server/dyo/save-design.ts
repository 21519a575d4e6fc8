/**
 * Saving a design: validate the body and document, hold photo sizes to server/dyo/image-limits.ts,
 * render the print images here and send the whole upstream. Limits per shopper and IP and a cap on
 * renders at once keep memory bounded (docs/design-your-own.md#saving-and-printing).
 */
import { deserializeDesign, type DesignDocument } from '@/lib/dyo/design-document';
import { designPrintsBlank } from '@/lib/dyo/design-checks';
import { summarizeDesign } from '@/lib/dyo/summarize-design';
import { layerSize } from '@/canvas/design-nodes';
import { articleTemplate, productInfo } from '@/lib/dyo/product-types';
import { dyoKindOf, UnsupportedDyoArticleError } from '@/lib/dyo/links';
import { isHttpError } from '@/lib/http/errors';
import type { RequestContext } from '@/lib/request-context';
import type { WireArticle } from '@/services/catalog/types';
import { saveDesignBodySchema, type SaveDesignBody, type SaveDesignRequest } from '@/services/dyo/types';
import type { IncomingMessage } from 'node:http';
import { bulkhead, isBulkheadRejectedError } from 'cockatiel';
import { requestCookies } from '@/server/server-context';
import { ApiError } from '../api-handlers/handler';
import { clientIp } from '../client-ip';
import { createTokenBuckets } from '../log/token-bucket';
import { catalogClient } from '../services';
import { printSpecOf, renderPrintDataUrl, setUpServerKonva, UndecodableImageError } from './print-render';
import { withOriginals } from './originals';
import { assertImageBudget } from './image-limits';

/** Saves per shopper (userId cookie) a minute, and per client IP (several shoppers may share one). */
export const SAVES_PER_MINUTE = { shopper: 10, ip: 60 } as const;
/** Print renders at once per process (each holds its photos and a 300 DPI canvas), and how many may wait. */
const PRINT_RENDERS_AT_ONCE = 2;
const PRINT_RENDERS_WAITING = 4;

const shopperSaves = createTokenBuckets({ capacity: SAVES_PER_MINUTE.shopper, windowMs: 60_000 });
const ipSaves = createTokenBuckets({ capacity: SAVES_PER_MINUTE.ip, windowMs: 60_000 });
const renders = bulkhead(PRINT_RENDERS_AT_ONCE, PRINT_RENDERS_WAITING);

/** Takes one save for the request's shopper and IP before the body is looked at; ApiError 429 past either limit. */
export function takeDesignSave(req: Pick<IncomingMessage, 'headers' | 'socket'>): void {
  const ip = clientIp(req);
  const shopper = requestCookies(req).userId;
  const allowed = ipSaves.take(ip) && (shopper === undefined || shopperSaves.take(shopper));
  if (!allowed) {
    const wait = Math.max(1, ipSaves.retryAfterSeconds(ip), shopper ? shopperSaves.retryAfterSeconds(shopper) : 0);
    throw new ApiError(429, 'Too many saves', { 'Retry-After': String(wait) });
  }
}

export function parseSaveDesignBody(body: unknown): { body: SaveDesignBody; document: DesignDocument } {
  const parsed = saveDesignBodySchema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'Invalid design');
  const document = deserializeDesign(parsed.data.document);
  if (!document.ok) throw new ApiError(400, `Invalid design document: ${document.error}`);
  if (document.document.articleId !== parsed.data.articleId || document.document.kind !== parsed.data.kind) {
    throw new ApiError(400, 'The design document does not match the article');
  }
  return { body: parsed.data, document: document.document };
}

/** The design service's request: the front print always, the back one when the back has layers, and what was designed. */
export async function withPrintImages(
  body: SaveDesignBody,
  document: DesignDocument,
  article: WireArticle,
  ctx?: RequestContext,
): Promise<SaveDesignRequest> {
  const back = productInfo(document.kind).sides.includes('back') && (document.sides.back?.length ?? 0) > 0;
  const frontTemplate = articleTemplate(document.kind, 'front', article);
  const backTemplate = back ? articleTemplate(document.kind, 'back', article) : undefined;
  // A design with nothing on the product (every layer moved off it) is never printed blank.
  setUpServerKonva();
  if (designPrintsBlank(document, (side) => articleTemplate(document.kind, side, article).area, layerSize)) {
    throw new ApiError(400, 'The design would print blank: no layer is on the print area');
  }
  try {
    // The sides one after the other: a render's memory is its photos (the full-resolution
    // originals, fetched and held to the image limits here) plus one print canvas.
    const [front, backImage] = await renders.execute(async () => {
      const printable = ctx ? await withOriginals(ctx, document) : document;
      if (printable !== document) await assertImageBudget(printable);
      return [
        await renderPrintDataUrl(printable, 'front', frontTemplate),
        backTemplate ? await renderPrintDataUrl(printable, 'back', backTemplate) : undefined,
      ];
    });
    return {
      ...body,
      printImages: { front: front!, ...(backImage ? { back: backImage } : {}) },
      printSpecs: { front: printSpecOf(frontTemplate), ...(backTemplate ? { back: printSpecOf(backTemplate) } : {}) },
      summary: summarizeDesign(document),
    };
  } catch (error) {
    if (error instanceof UndecodableImageError) throw new ApiError(400, 'Invalid image');
    if (isBulkheadRejectedError(error)) throw new ApiError(503, 'Busy', { 'Retry-After': '5' });
    throw error;
  }
}

/** The article must exist and be a DYO article of the kind the design is printed on (`printedOn`: a map cover on a phone cover). */
export async function assertDesignableArticle(
  ctx: RequestContext,
  articleId: string,
  kind: SaveDesignRequest['kind'],
): Promise<WireArticle> {
  let article;
  try {
    article = await catalogClient().article(ctx, articleId);
  } catch (error) {
    if (isHttpError(error) && error.kind === 'not-found') throw new ApiError(404, 'Article not found');
    throw error;
  }
  try {
    const articleKind = dyoKindOf(article);
    if (productInfo(kind).printedOn !== articleKind) throw new ApiError(400, 'The design kind does not fit the article');
    return article;
  } catch (error) {
    if (error instanceof UnsupportedDyoArticleError) throw new ApiError(400, error.message);
    throw error;
  }
}
