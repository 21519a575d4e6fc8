import type { OrderResponse, WireOrderItem } from '../../services/purchase/types';
import type { RequestContext } from '../context';
import { money } from '../lib/money';
import type { OrderRecord } from '../state';
import { imageUrl } from '../views/view-context';
import { preOrder } from './cart-view';

type OrderLines = Pick<OrderResponse['data'], 'items' | 'subtotalAmount' | 'discountAmount' | 'rebateCode'>;

/**
 * The shopper-facing lines of an order: what was bought, titled in the request's locale, at the
 * price it was bought for, with the design preview of a DYO line and the date of a pre-order
 * (an article whose availability date was still ahead when the order was placed).
 */
export function orderLines(ctx: RequestContext, order: OrderRecord): OrderLines {
  const placedAt = new Date(order.createdAt);
  const items = order.lines.map((line): WireOrderItem => {
    const article = ctx.catalog.articleById.get(line.articleId);
    return {
      articleId: line.articleId,
      ...(line.dyoId ? { dyoId: line.dyoId } : {}),
      title: article?.title[ctx.locale] ?? line.articleId,
      slug: article?.slug[ctx.locale] ?? '',
      imageUrl: imageUrl.article(ctx, line.articleId, 1),
      ...(line.dyoImageUrl ? { dyoImageUrl: line.dyoImageUrl } : {}),
      quantity: line.quantity,
      unitPrice: money(line.unitPrice, order.market),
      ...preOrder(article?.availabilityDate, placedAt),
    };
  });
  return {
    items,
    subtotalAmount: money(order.subtotal, order.market),
    discountAmount: money(order.discount, order.market),
    ...(order.rebateCode && order.rebateTitle ? { rebateCode: { code: order.rebateCode, title: order.rebateTitle[ctx.locale] } } : {}),
  };
}
