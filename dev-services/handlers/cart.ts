import { z } from 'zod';
import type { RequestContext } from '../context';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';
import { findLine, quantityInCart, requireCart } from '../purchase/cart-store';
import { cartResponse } from '../purchase/cart-view';
import { notEnoughStock, outOfStock } from '../purchase/stock-errors';
import type { SeedArticle } from '../seed/types';

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : undefined));

const articleRef = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

const increaseSchema = z.object({ articleId: articleRef, dyoId: optionalText(128), dyoImageUrl: optionalText(500_000) });
const decreaseSchema = z.object({ articleId: articleRef, dyoId: optionalText(128) });

async function parse<T>(ctx: RequestContext, schema: z.ZodType<T>): Promise<T> {
  const result = schema.safeParse(await ctx.body());
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpError(400, `Invalid body: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'unexpected shape'}`);
  }
  return result.data;
}

function requireArticle(ctx: RequestContext, articleId: string): SeedArticle {
  const article = ctx.catalog.articleById.get(articleId);
  if (!article || article.publishState !== 'published') throw new HttpError(404, 'Article not found');
  return article;
}

/** GET /cart/v2/{cartId}: an unknown id is an empty cart. */
export function getCart(ctx: RequestContext): Reply {
  return ok(cartResponse(ctx, requireCart(ctx)));
}

/** POST /cart/v2/{cartId}/increase: one more unit (a new line goes on top). */
export async function increase(ctx: RequestContext): Promise<Reply> {
  const cart = requireCart(ctx);
  const body = await parse(ctx, increaseSchema);
  const article = requireArticle(ctx, body.articleId);
  const isDyo = article.classifications.some((c) => c.name === 'dyo');
  if (isDyo && !body.dyoId)
    throw new HttpError(400, `dyoId is required for design-your-own article ${article.articleId}`, { code: 'DYO_ID_REQUIRED' });
  if (!isDyo && body.dyoId) throw new HttpError(400, `Article ${article.articleId} is not a design-your-own article`, { code: 'NOT_DYO' });
  const stock = ctx.state.stock.get(article.articleId) ?? 0;
  if (stock <= 0) throw outOfStock(article);
  if (quantityInCart(cart, article.articleId) + 1 > stock) throw notEnoughStock(article, stock);
  const line = findLine(cart, article.articleId, body.dyoId);
  if (line) {
    line.quantity += 1;
    if (body.dyoImageUrl) line.dyoImageUrl = body.dyoImageUrl;
  } else {
    cart.lines.unshift({
      articleId: article.articleId,
      quantity: 1,
      ...(body.dyoId ? { dyoId: body.dyoId } : {}),
      ...(body.dyoImageUrl ? { dyoImageUrl: body.dyoImageUrl } : {}),
    });
  }
  return ok(cartResponse(ctx, cart));
}

/** PUT /cart/v2/{cartId}/decrease: one unit less; the line goes at 0. 404 when not in the cart. */
export async function decrease(ctx: RequestContext): Promise<Reply> {
  const cart = requireCart(ctx);
  const body = await parse(ctx, decreaseSchema);
  const line = findLine(cart, body.articleId, body.dyoId);
  if (!line) throw new HttpError(404, 'Article not in cart');
  line.quantity -= 1;
  if (line.quantity <= 0) cart.lines = cart.lines.filter((l) => l !== line);
  return ok(cartResponse(ctx, cart));
}

/** DELETE /cart/v2/{cartId}/articles/{articleId}?dyoId=: removes the line (no error when absent). */
export function removeArticle(ctx: RequestContext): Reply {
  const cart = requireCart(ctx);
  const articleId = ctx.params.articleId ?? '';
  const dyoId = ctx.query.get('dyoId')?.trim() || undefined;
  cart.lines = cart.lines.filter((l) => !(l.articleId === articleId && l.dyoId === dyoId));
  return ok(cartResponse(ctx, cart));
}
