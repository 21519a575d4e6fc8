import type { ProductReviewsResponse, WireReviewSort } from '../../services/catalog/types';
import type { RequestContext } from '../context';
import { ok } from '../http';
import type { Reply } from '../http';
import { enumParam, intParam } from '../query/params';
import { productReviews } from '../seed/product-reviews';
import { publishedArticle } from './published-article';

const SORTS: readonly WireReviewSort[] = ['newest', 'helpful'];

/** GET /catalog/v1/articles/{articleId}/reviews?sort=newest|helpful&page=&pageSize= */
export function getArticleReviews(ctx: RequestContext): Reply {
  const article = publishedArticle(ctx);
  const sort = enumParam(ctx.query, 'sort', SORTS, 'newest');
  const page = intParam(ctx.query, 'page', 1, 1, 10_000);
  const pageSize = intParam(ctx.query, 'pageSize', 10, 1, 50);
  const all = productReviews(article, ctx.catalog.today);
  // The list is newest first; "helpful" is a stable sort of it, so equal counts stay newest first.
  const ordered = sort === 'helpful' ? [...all].sort((a, b) => b.helpful - a.helpful) : all;
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of all) distribution[String(review.rating) as keyof typeof distribution] += 1;
  const body: ProductReviewsResponse = {
    data: {
      articleId: article.articleId,
      summary: { rating: article.rating, reviewCount: article.reviewCount, ratingDistribution: distribution },
      items: ordered.slice((page - 1) * pageSize, page * pageSize).map((review) => ({
        id: review.id,
        rating: review.rating,
        title: review.title[ctx.locale],
        text: review.text[ctx.locale],
        author: review.author,
        date: review.date,
        helpful: review.helpful,
        verifiedPurchase: review.verifiedPurchase,
      })),
      total: all.length,
      page,
      pageSize,
      sort,
    },
  };
  return ok(body);
}
