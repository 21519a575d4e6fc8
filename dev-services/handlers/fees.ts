import type { FeesResponse } from '../../services/shop/types';
import type { RequestContext } from '../context';
import { ok } from '../http';
import type { Reply } from '../http';
import { money } from '../lib/money';
import { FEES } from '../seed/fees';

/** GET /fees/v1/fees: shipping fee and free-shipping threshold of the request market. */
export function fees(ctx: RequestContext): Reply {
  const fee = FEES[ctx.market];
  const body: FeesResponse = {
    data: { shippingFee: money(fee.shippingFee, ctx.market), freeShippingThreshold: money(fee.freeShippingThreshold, ctx.market) },
  };
  return ok(body);
}
