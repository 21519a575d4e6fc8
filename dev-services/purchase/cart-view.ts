import type { CartResponse, WireCartItem } from '../../services/purchase/types';
import type { RequestContext } from '../context';
import { money } from '../lib/money';
import type { Cart } from '../state';
import { notForSaleOf } from '../views/article-summary';
import { currentStock, imageUrl } from '../views/view-context';

/** `availabilityDate` of an article that is a pre-order at `at` (its date still ahead), else nothing. */
export function preOrder(availabilityDate: string | undefined, at: Date): { availabilityDate?: string } {
  return availabilityDate && Date.parse(availabilityDate) > at.getTime() ? { availabilityDate } : {};
}

/** The cart as `CartResponse`, priced in the request market and titled in its locale. */
export function cartResponse(ctx: RequestContext, cart: Cart): CartResponse {
  const items = cart.lines.flatMap((line): WireCartItem[] => {
    const article = ctx.catalog.articleById.get(line.articleId);
    if (!article) return [];
    const item: WireCartItem = {
      article: {
        articleId: article.articleId,
        legacyArticleId: article.legacyArticleId,
        title: article.title[ctx.locale],
        brand: ctx.catalog.brandById.get(article.brandId)?.name ?? '',
        slug: article.slug[ctx.locale],
        price: money(article.price[ctx.market], ctx.market),
        imageUrl: imageUrl.article(ctx, article.articleId, 1),
        properties: article.properties.map((p) =>
          p.key === 'condition'
            ? { name: 'condition', value: article.condition }
            : { name: p.name[ctx.locale], value: p.value[ctx.locale] },
        ),
        stock: currentStock(ctx, article.articleId),
        ...preOrder(article.availabilityDate, new Date()),
        ...(article.shipsFree ? { shipsFree: true } : {}),
        ...notForSaleOf(article),
      },
      quantity: line.quantity,
    };
    if (line.dyoId) item.article.dyoId = line.dyoId;
    if (line.dyoImageUrl) item.article.dyoImageUrl = line.dyoImageUrl;
    return [item];
  });
  return { data: { id: cart.id, items } };
}
