import type { ArticleResponse, ArticlesResponse, SearchSuggestionsResponse } from '../../services/catalog/types';
import type { RequestContext } from '../context';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';
import { parseArticleQuery } from '../query/article-query';
import { textParam } from '../query/params';
import { runArticleQuery } from '../query/run-article-query';
import { suggestTerms } from '../search/suggest';
import { toArticle } from '../views/article-detail';
import { toArticleSummary } from '../views/article-summary';
import { currentStock } from '../views/view-context';

/** GET /catalog/v1/articles: filtered, sorted, paged summaries with facets. */
export function listArticles(ctx: RequestContext): Reply {
  const query = parseArticleQuery(ctx.catalog, ctx.query);
  const result = runArticleQuery(ctx.catalog, ctx.market, ctx.locale, query, (a) => currentStock(ctx, a.articleId));
  const body: ArticlesResponse = {
    data: {
      items: result.items.map((a) => toArticleSummary(ctx, a)),
      total: result.total,
      page: query.page,
      pageSize: query.pageSize,
      facets: result.facets,
    },
  };
  return ok(body);
}

/** GET /catalog/v1/articles/{articleId}: 404 when unknown or unpublished. */
export function getArticle(ctx: RequestContext): Reply {
  const id = ctx.params.articleId ?? '';
  const article = ctx.catalog.articleById.get(id);
  if (!article || article.publishState !== 'published') throw new HttpError(404, `Article ${id} not found`);
  const body: ArticleResponse = { data: toArticle(ctx, article) };
  return ok(body);
}

/** GET /catalog/v1/search/suggestions?q=: up to 6 terms and 5 articles; empty under 2 characters. */
export function searchSuggestions(ctx: RequestContext): Reply {
  const q = textParam(ctx.query, 'q');
  if (q.length < 2) {
    const empty: SearchSuggestionsResponse = { data: { terms: [], articles: [] } };
    return ok(empty);
  }
  const query = parseArticleQuery(ctx.catalog, new URLSearchParams({ q, pageSize: '5' }));
  const result = runArticleQuery(ctx.catalog, ctx.market, ctx.locale, query);
  const body: SearchSuggestionsResponse = {
    data: { terms: suggestTerms(ctx.catalog, ctx.locale, q, 6), articles: result.items.map((a) => toArticleSummary(ctx, a)) },
  };
  return ok(body);
}
