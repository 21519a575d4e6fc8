/**
 * GET /api/search/suggestions/?q=: the header search's suggestions, through the
 * server's cached catalog client (the browser never calls the shop service).
 */
import { parseSearchTerm } from '@/lib/catalog/search-term';
import { apiRoute } from './handler';
import { catalogClient } from '@/server/services';
import { CACHE_CONTROL } from '@/services/cache-table';

export const suggestionsRoute = apiRoute(['GET'], async (req, res, ctx) => {
  const q = parseSearchTerm(req.query.q);
  const data = q.length < 2 ? { terms: [], articles: [] } : await catalogClient().suggestions(ctx, q);
  // The same for every shopper of a locale: a shared cache may keep it briefly.
  res.setHeader('Cache-Control', CACHE_CONTROL.suggestions);
  res.status(200).json({
    terms: data.terms,
    articles: data.articles.map((a) => ({
      articleId: a.articleId,
      title: a.title,
      slug: a.slug,
      brand: a.brand,
      imageUrl: a.imageUrl,
      price: a.price,
    })),
  });
});
