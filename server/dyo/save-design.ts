/**
 * Saving a design: the body's shape (zod), the document's own versioned
 * schema, that the article is a DYO article of the design's kind (ApiError
 * 400/404 for the shopper's browser), then the print images rendered here from
 * the document at the product's print DPI, and the whole sent upstream.
 */
import { parseDesignDocument, type DesignDocument, type GarmentSide } from '@/lib/dyo/design-document';
import { summarizeDesign } from '@/lib/dyo/design-summary';
import { phoneMockupOf } from '@/lib/dyo/phone-models';
import { garmentShapeOf } from '@/lib/dyo/products';
import { productTemplate, type ProductTemplate } from '@/lib/dyo/templates';
import { dyoKindOf, UnsupportedDyoArticleError } from '@/lib/dyo-links';
import { isHttpError } from '@/lib/http/errors';
import type { RequestContext } from '@/lib/request-context';
import type { WireArticle } from '@/services/catalog/types';
import { saveDesignBodySchema } from '@/services/dyo/schemas';
import type { SaveDesignBody, SaveDesignRequest } from '@/services/dyo/types';
import { ApiError } from '../api/handler';
import { catalogClient } from '../services';
import { renderPrintDataUrl } from './print-render';

export function parseSaveDesignBody(body: unknown): { body: SaveDesignBody; document: DesignDocument } {
  const parsed = saveDesignBodySchema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'Invalid design');
  const document = parseDesignDocument(safeJson(parsed.data.document));
  if (!document.ok) throw new ApiError(400, `Invalid design document: ${document.error}`);
  if (document.document.articleId !== parsed.data.articleId || document.document.kind !== parsed.data.kind) {
    throw new ApiError(400, 'The design document does not match the article');
  }
  return { body: parsed.data, document: document.document };
}

/** How the article is drawn: a garment's shape from its category, a phone cover's model and wallet flap. */
export function printTemplateOf(article: WireArticle, kind: DesignDocument['kind'], side: GarmentSide): ProductTemplate {
  if (kind === 'clothes') return productTemplate('clothes', side, garmentShapeOf(article.breadcrumbs[article.breadcrumbs.length - 1]?.slug));
  return productTemplate(kind, 'front', 'tshirt', phoneMockupOf(article));
}

/** The design service's request: the front print always, the back one when the back has layers, and what was designed. */
export async function withPrintImages(body: SaveDesignBody, document: DesignDocument, article: WireArticle): Promise<SaveDesignRequest> {
  const back = document.kind === 'clothes' && (document.sides.back?.length ?? 0) > 0;
  const [front, backImage] = await Promise.all([
    renderPrintDataUrl(document, 'front', printTemplateOf(article, document.kind, 'front')),
    back ? renderPrintDataUrl(document, 'back', printTemplateOf(article, document.kind, 'back')) : Promise.resolve(undefined),
  ]);
  return { ...body, printImages: { front, ...(backImage ? { back: backImage } : {}) }, summary: summarizeDesign(document) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The article must exist and be a DYO article whose kind fits the design (a map cover is a phone cover). */
export async function assertDesignableArticle(ctx: RequestContext, articleId: string, kind: SaveDesignRequest['kind']): Promise<WireArticle> {
  let article;
  try {
    article = await catalogClient().article(ctx, articleId);
  } catch (error) {
    if (isHttpError(error) && error.kind === 'not-found') throw new ApiError(404, 'Article not found');
    throw error;
  }
  try {
    const articleKind = dyoKindOf(article);
    if ((kind === 'clothes') !== (articleKind === 'clothes')) throw new ApiError(400, 'The design kind does not fit the article');
    return article;
  } catch (error) {
    if (error instanceof UnsupportedDyoArticleError) throw new ApiError(400, error.message);
    throw error;
  }
}
