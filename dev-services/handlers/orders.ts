import type { OrderResponse } from '../../services/purchase/types';
import type { RequestContext } from '../context';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';
import { money } from '../lib/money';
import { assertBuyable } from '../purchase/check-lines';
import { newOrderId } from '../purchase/order-ids';
import { readOrderIds, readOrderInput } from '../purchase/order-input';
import { resolveRebate } from '../purchase/rebates';
import { orderLines } from '../purchase/order-view';
import { computeTotals } from '../purchase/totals';
import type { PlaceOrderResponse } from '../purchase/wire';
import type { Market } from '../lib/locale';

/** VAT is included in every price: 25 % in SE, DK and NO, 25.5 % in FI. */
const VAT_RATE: Readonly<Record<Market, number>> = { SE: 0.25, DK: 0.25, NO: 0.25, FI: 0.255 };

/**
 * POST /order/v1/place body `PlaceOrderRequest`: places the order of an open checkout,
 * takes the units from stock and empties the cart. 409 when the checkout is gone or a line
 * can no longer be bought.
 */
export async function placeOrder(ctx: RequestContext): Promise<Reply> {
  if (!ctx.userId) throw new HttpError(400, 'Missing userId header');
  const raw = await ctx.body();
  const ids = readOrderIds(raw);
  const session = ctx.state.checkouts.get(ids.checkoutToken);
  if (!session || session.cartId !== ids.cartId) {
    throw new HttpError(409, 'Checkout has expired, please reload the checkout', { code: 'CHECKOUT_EXPIRED' });
  }
  const input = readOrderInput(raw, session.market);
  const cart = ctx.state.carts.get(session.cartId);
  if (!cart) throw new HttpError(409, 'Checkout has expired, please reload the checkout', { code: 'CHECKOUT_EXPIRED' });
  assertBuyable(ctx.catalog, ctx.state.stock, cart);
  const rebate = resolveRebate(session.rebateCode, session.market);
  const totals = computeTotals(ctx.catalog, cart, session.market, rebate);
  const orderId = newOrderId(ctx.state.orders);
  ctx.state.orders.set(orderId, {
    orderId,
    userId: ctx.userId,
    market: session.market,
    createdAt: new Date().toISOString(),
    email: input.email,
    shippingAddress: {
      fullName: input.fullName,
      streetAddress: input.streetAddress,
      postalCode: input.postalCode,
      city: input.city,
      country: session.market,
    },
    lines: totals.lines,
    subtotal: totals.subtotal,
    shipping: totals.shipping,
    discount: totals.discount,
    total: totals.total,
    ...(rebate ? { rebateCode: rebate.code, rebateTitle: rebate.title } : {}),
    checkoutToken: session.token,
  });
  totals.lines.forEach((line) => {
    ctx.state.stock.set(line.articleId, Math.max(0, (ctx.state.stock.get(line.articleId) ?? 0) - line.quantity));
    ctx.state.sold.set(line.articleId, (ctx.state.sold.get(line.articleId) ?? 0) + line.quantity);
  });
  cart.lines = [];
  ctx.state.checkouts.delete(session.token);
  const body: PlaceOrderResponse = { data: { orderId } };
  return ok(body, 201);
}

/**
 * GET /order/v1/by-checkout-token/{checkoutToken} with the `userId` header: the order placed with
 * that checkout token, `PlaceOrderResponse` `{ data: { orderId } }`. After a place call whose answer
 * was lost (timeout, dropped connection), the app asks here before it tells the shopper anything.
 * 404 when no order was placed with the token, or it was placed by another user.
 */
export function getOrderByCheckoutToken(ctx: RequestContext): Reply {
  const token = ctx.params.checkoutToken ?? '';
  for (const order of ctx.state.orders.values()) {
    if (order.checkoutToken === token && ctx.userId && order.userId === ctx.userId) {
      const body: PlaceOrderResponse = { data: { orderId: order.orderId } };
      return ok(body);
    }
  }
  throw new HttpError(404, 'No order for this checkout');
}

/**
 * GET /order/v1/{orderId} with the `userId` header: the lines titled in the request's locale
 * (design previews for DYO lines), subtotal, rebate, VAT included; profit in minor units
 * excluding VAT, after the rebate. Only the user who placed the order may read it: any
 * other (or none) gets the same 404 as an unknown id, so ids cannot be probed.
 */
export function getOrder(ctx: RequestContext): Reply {
  const id = ctx.params.orderId ?? '';
  const order = ctx.state.orders.get(id);
  if (!order || !ctx.userId || order.userId !== ctx.userId) throw new HttpError(404, `Order ${id} not found`);
  const rate = VAT_RATE[order.market];
  const net = (gross: number): number => gross / (1 + rate);
  const profitArticleList = order.lines.map((l) => ({
    articleId: l.articleId,
    quantity: l.quantity,
    profit: Math.round(net(l.unitPrice * l.quantity) * (1 - l.costRatio)),
  }));
  const profit = Math.max(0, profitArticleList.reduce((sum, l) => sum + l.profit, 0) - Math.round(net(order.discount)));
  const body: OrderResponse = {
    data: {
      orderId: order.orderId,
      ...orderLines(ctx, order),
      totalAmount: money(order.total, order.market),
      totalVatAmount: money(Math.round((order.total * rate) / (1 + rate)), order.market),
      totalShippingAmount: money(order.shipping, order.market),
      email: order.email,
      shippingAddress: { ...order.shippingAddress },
      profit,
      profitArticleList,
    },
  };
  return ok(body);
}
