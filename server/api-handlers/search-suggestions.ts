/**
 * GET /api/search/suggestions/?q=: the header search's suggestions, through the
 * server's cached catalog client (the browser never calls the shop service).
 */
import { parseSearchTerm } from '@/lib/catalog/search-term';
import { pick } from '@/lib/pick';
import { apiRoute } from './handler';
import { catalogClient } from '@/server/services';
import { CACHE_CONTROL } from '@/services/cache-table';

export const suggestionsRoute = apiRoute(['GET'], async (req, res, ctx) => {
  const q = parseSearchTerm(req.query.q);
  const data = q.length < 2 ? { terms: [], articles: [] } : await catalogClient().suggestions(ctx, q);
  // The same for every shopper of a locale: a shared cache may keep it briefly.
  res.setHeader('Cache-Control', CACHE_CONTROL.suggestions);
  const articles = data.articles.map((a) => pick(a, ['articleId', 'title', 'slug', 'brand', 'imageUrl', 'price']));
  res.status(200).json({ terms: data.terms, articles });
});
