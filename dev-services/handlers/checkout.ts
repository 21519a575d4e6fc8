import { randomUUID } from 'node:crypto';
import type { CheckoutResponse, WireCheckoutSummary } from '../../services/purchase/types';
import type { RequestContext } from '../context';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';
import { money } from '../lib/money';
import { isRecord } from '../lib/validate';
import { requireCart } from '../purchase/cart-store';
import { assertBuyable } from '../purchase/check-lines';
import { checkoutSnippet } from '../purchase/checkout-snippet';
import { parseConfirmationUrl } from '../purchase/confirmation-url';
import { resolveRebate } from '../purchase/rebates';
import { computeTotals } from '../purchase/totals';

/**
 * POST /checkout/v2/{cartId} body `CheckoutRequestBody`: checks the cart, applies the rebate
 * code and answers the summary plus the embedded checkout (one open checkout per cart).
 */
export async function checkout(ctx: RequestContext): Promise<Reply> {
  const cart = requireCart(ctx);
  const raw = await ctx.body();
  if (!isRecord(raw)) throw new HttpError(400, 'Invalid body: expected an object');
  if (raw.rebateCode !== undefined && raw.rebateCode !== null && typeof raw.rebateCode !== 'string') {
    throw new HttpError(400, 'Invalid body: rebateCode must be a string');
  }
  const confirmationUrl = parseConfirmationUrl(raw.confirmationUrl);
  assertBuyable(ctx.catalog, ctx.state.stock, cart);
  const rebate = resolveRebate(typeof raw.rebateCode === 'string' ? raw.rebateCode : undefined, ctx.market);
  const totals = computeTotals(ctx.catalog, cart, ctx.market, rebate);
  ctx.state.checkouts.forEach((session, token) => {
    if (session.cartId === cart.id) ctx.state.checkouts.delete(token);
  });
  const token = randomUUID();
  ctx.state.checkouts.set(token, {
    token,
    cartId: cart.id,
    market: ctx.market,
    locale: ctx.locale,
    ...(rebate ? { rebateCode: rebate.code } : {}),
  });
  const summary: WireCheckoutSummary = {
    subtotal: money(totals.subtotal, ctx.market),
    shipping: money(totals.shipping, ctx.market),
    discount: money(totals.discount, ctx.market),
    total: money(totals.total, ctx.market),
  };
  if (rebate) summary.rebateCode = { code: rebate.code, title: rebate.title[ctx.locale] };
  const body: CheckoutResponse = {
    data: {
      checkout: {
        snippet: checkoutSnippet({
          cartId: cart.id,
          checkoutToken: token,
          confirmationUrl,
          market: ctx.market,
          locale: ctx.locale,
          total: totals.total,
        }),
      },
      summary,
    },
  };
  return ok(body);
}
