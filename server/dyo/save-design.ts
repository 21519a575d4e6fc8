/**
 * Validation of a design before it is stored: the body's shape (zod), the
 * document's own versioned schema, and that the article is a DYO article of
 * the design's kind. Throws ApiError(400/404) for the shopper's browser.
 */
import { parseDesignDocument } from '@/lib/dyo/design-document';
import { dyoKindOf, UnsupportedDyoArticleError } from '@/lib/dyo-links';
import { isHttpError } from '@/lib/http/errors';
import type { RequestContext } from '@/lib/request-context';
import { saveDesignRequestSchema } from '@/services/dyo/schemas';
import type { SaveDesignRequest } from '@/services/dyo/types';
import { ApiError } from '../api/handler';
import { catalogClient } from '../services';

export function parseSaveDesignBody(body: unknown): SaveDesignRequest {
  const parsed = saveDesignRequestSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'Invalid design');
  const document = parseDesignDocument(safeJson(parsed.data.document));
  if (!document.ok) throw new ApiError(400, `Invalid design document: ${document.error}`);
  if (document.document.articleId !== parsed.data.articleId || document.document.kind !== parsed.data.kind) {
    throw new ApiError(400, 'The design document does not match the article');
  }
  if (parsed.data.kind === 'clothes' && !document.document.sides.back && parsed.data.printImages.back) {
    throw new ApiError(400, 'A back print without back layers');
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The article must exist and be a DYO article whose kind fits the design (a map cover is a phone cover). */
export async function assertDesignableArticle(ctx: RequestContext, articleId: string, kind: SaveDesignRequest['kind']): Promise<void> {
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
  } catch (error) {
    if (error instanceof UnsupportedDyoArticleError) throw new ApiError(400, error.message);
    throw error;
  }
}
