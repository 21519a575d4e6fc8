import type { RequestContext } from '../context';
import { HttpError } from '../http';
import type { SeedArticle } from '../seed/types';

/** The `:articleId` of the path as a published article; 404 when unknown or unpublished. */
export function publishedArticle(ctx: RequestContext): SeedArticle {
  const id = ctx.params.articleId ?? '';
  const article = ctx.catalog.articleById.get(id);
  if (!article || article.publishState !== 'published') throw new HttpError(404, `Article ${id} not found`);
  return article;
}
