/**
 * The browser's same-origin door to the purchase service (no CORS) for what is not a cart change: reading the cart, starting the checkout,
 * the embedded checkout's order placement and reading an order. The cart changes go through the cart forms (server/forms/cart.ts), with and
 * without JavaScript. A fixed set of endpoints, each validated, with `userId` taken from the shopper's cookie and the cart id required to
 * be theirs. Cross-site requests and non-JSON bodies are refused before anything else (same-origin.ts).
 */
import type { NextApiRequest } from 'next';
import { z } from 'zod';
import { ID_PATTERN } from '@/lib/ids';
import { checkoutHeaders } from '../checkout-headers';
import { lookUpOrder } from '../order-lookups';
import { requestCookies } from '../server-context';
import { purchaseClient } from '../services';
import { ApiError, apiRoute } from './handler';
import { sendPurchaseError } from './purchase-errors';
import { toOrderDetails } from '@/services/purchase/models';
import { CACHE_CONTROL } from '@/services/cache-table';

const id = z.string().regex(ID_PATTERN);
const checkoutBody = z.object({
  rebateCode: z.string().trim().max(40).optional(),
  confirmationUrl: z.string().max(300).startsWith('/').optional(),
});
const placeBody = z.object({
  cartId: id,
  checkoutToken: z.string().max(200).optional(),
  email: z.string().email().max(200),
  shippingAddress: z.record(z.string(), z.string().max(200)),
});

function identity(req: NextApiRequest) {
  const { userId, cartId, all } = requestCookies(req);
  if (!userId) throw new ApiError(400, 'Missing user id');
  return { userId, cartId, cookies: all };
}

function ownCart(req: NextApiRequest, cartId: string | undefined): string {
  const { cartId: own } = identity(req);
  if (!cartId || cartId !== own) throw new ApiError(403, 'Not your cart');
  return cartId;
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, 'Invalid request body');
  return result.data;
}

/** The handler of pages/api/purchase/[...path].ts. */
export const purchaseProxy = apiRoute(
  ['GET', 'POST'],
  async (req, res, ctx) => {
    const path = Array.isArray(req.query.path) ? req.query.path : [];
    const [service, version, first, action, articleId] = path;
    const route = `${req.method} ${service}/${version}/${first ? ':id' : ''}${action ? `/${action}` : ''}${articleId ? '/:articleId' : ''}`;
    const client = purchaseClient();
    res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
    try {
      switch (route) {
        case 'GET cart/v2/:id':
          return void res.json(await client.getCart(ctx, ownCart(req, first), identity(req).userId));
        case 'POST checkout/v2/:id': {
          const { userId, cookies } = identity(req);
          const body = parse(checkoutBody, req.body);
          return void res.json(await client.checkout(ctx, ownCart(req, first), userId, body, checkoutHeaders(cookies)));
        }
        case 'GET order/v1/:id': {
          // Anyone but the shopper who placed the order gets the unknown-order 404 (server/order-lookups.ts).
          const result = await lookUpOrder(req, ctx, requestCookies(req).userId, first);
          if (result.kind === 'rate-limited')
            throw new ApiError(429, 'Too many order look-ups', { 'Retry-After': String(result.retryAfter) });
          if (result.kind === 'not-found') throw new ApiError(404, 'Order not found');
          return void res.json({ data: toOrderDetails(result.value) });
        }
        case 'POST order/v1/:id': {
          if (first !== 'place') break;
          const body = parse(placeBody, req.body);
          ownCart(req, body.cartId);
          return void res.json(await client.placeOrder(ctx, identity(req).userId, body));
        }
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      return sendPurchaseError(res, error, ctx);
    }
    throw new ApiError(404, 'Unknown purchase endpoint');
  },
  { sameOriginJson: true },
);
