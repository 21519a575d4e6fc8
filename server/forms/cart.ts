/**
 * The cart's forms (docs/adr/0018-forms-first.md): add to cart (buy box), quantity +/− and remove (cart
 * page), each a POST of a plain HTML form answered with a 303 back to the page (or to the cart) and a
 * notice in the shopper's language. The same purchase service calls, docs/spec.md §7 rules and docs/spec.md §8 error
 * mapping as the browser's thunks (store/cart-thunks.ts): adding N is N sequential calls; after a
 * timeout or a dropped connection the cart is read again before anything is said, so nothing is added
 * twice; an unknown failure starts a new cart (docs/spec.md §8). A form's one-time key (./one-time-key.ts) makes
 * a second delivery of the same press a no-op.
 */
import { randomUUID } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { COOKIES, expiredCookie, parseCookies, readCookie, REBATE_CODE, serializeCookie } from '@/lib/cookies';
import { ID_PATTERN } from '@/lib/ids';
import type { Locale } from '@/lib/locales';
import { cartErrorNotice, type Notice } from '@/lib/notices';
import type { RequestContext } from '@/lib/request-context';
import { href } from '@/lib/routes/hrefs';
import { mapCartError, type CartOperation } from '@/services/purchase/cart-errors';
import { mapCheckoutError } from '@/services/purchase/checkout-errors';
import { itemKey } from '@/services/purchase/models';
import type { CartResponse } from '@/services/purchase/types';
import { mayHaveApplied } from '@/store/cart-thunks';
import { checkoutHeaders } from '../checkout-headers';
import { isHttpsSite } from '../env';
import { ensureIdentity } from '../identity';
import { purchaseClient } from '../services';
import { field, fields, formRoute, returnPath, seeOther, withNotice } from './form-post';
import { claimFormKey, FORM_KEY_PATTERN, releaseFormKey } from './one-time-key';

/** No shopper needs more than this of one article in one go (lib/catalog/stock-status.ts MAX_QUANTITY). */
const MAX_FORM_QUANTITY = 99;

const id = z.string().regex(ID_PATTERN);
const key = z.string().regex(FORM_KEY_PATTERN);
const count = z.string().regex(/^\d{1,3}$/).transform(Number);

const addForm = z.object({
  articleId: id,
  dyoId: id.optional(),
  quantity: count.pipe(z.number().int().min(1).max(MAX_FORM_QUANTITY)).optional(),
  key,
  then: z.enum(['back', 'cart']).optional(),
});
const quantityForm = z.object({
  articleId: id,
  dyoId: id.optional(),
  cartId: id,
  from: count.pipe(z.number().int().min(1).max(MAX_FORM_QUANTITY)),
  to: count.pipe(z.number().int().min(1).max(MAX_FORM_QUANTITY)),
  key,
});
const removeForm = z.object({ articleId: id, dyoId: id.optional(), cartId: id, key });

/** The form's fields as single strings (a repeated field is not a string, so the schema refuses it); empty fields are absent. */
function formFields(body: unknown, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = field(body, name);
    if (value !== undefined && value !== '') out[name] = value;
  }
  return out;
}

type Outcome = { notice: Notice; resetCart?: boolean; release?: boolean };

const quantityOf = (cart: CartResponse, lineKey: string) => cart.data.items.find((line) => itemKey(line.article) === lineKey)?.quantity ?? 0;

/**
 * `times` sequential calls of one kind, each one unit; after an ambiguous failure the cart is read and
 * the call counts as done when the line moved by one more unit.
 */
async function repeatUnits(
  ctx: RequestContext,
  ids: { cartId: string; userId: string },
  ref: { articleId: string; dyoId?: string },
  times: number,
  step: 1 | -1,
  operation: CartOperation,
): Promise<Outcome | null> {
  const client = purchaseClient();
  const lineKey = itemKey(ref);
  // Where the line starts, to tell after an ambiguous failure whether a call was applied.
  let before: number | undefined = await client.getCart(ctx, ids.cartId, ids.userId).then(
    (cart) => quantityOf(cart, lineKey),
    () => undefined,
  );
  for (let i = 0; i < times; i++) {
    try {
      const cart = step === 1 ? await client.increase(ctx, ids.cartId, ids.userId, ref) : await client.decrease(ctx, ids.cartId, ids.userId, ref);
      before ??= quantityOf(cart, lineKey) - (i + 1) * step;
    } catch (error) {
      if (mayHaveApplied(error)) {
        try {
          const fresh = await client.getCart(ctx, ids.cartId, ids.userId);
          const now = quantityOf(fresh, lineKey);
          // Applied: the line moved by exactly one more unit than the calls that answered.
          if (before !== undefined && now === before + (i + 1) * step) continue;
        } catch {
          // fall through: report the first failure
        }
      }
      const failure = mapCartError(error, operation);
      // Nothing changed when the first call failed for sure: the same press may be sent again.
      return { notice: failure.resetCart ? 'cart-reset' : cartErrorNotice(failure.code), resetCart: failure.resetCart, release: i === 0 && !mayHaveApplied(error) };
    }
  }
  return null;
}

/** Adds a cookie to this response, replacing one of the same name set earlier in it (a first visit's ids). */
function setCookie(res: NextApiResponse, name: string, cookie: string): void {
  const current = res.getHeader('Set-Cookie');
  const list = Array.isArray(current) ? current : current ? [String(current)] : [];
  res.setHeader('Set-Cookie', [...list.filter((c) => !c.startsWith(`${name}=`)), cookie]);
}

function startNewCart(res: NextApiResponse): void {
  // Replaces a cart id cookie set for this response (a first visit's), keeps the user id.
  setCookie(res, COOKIES.cartId.name, serializeCookie(COOKIES.cartId.name, randomUUID(), { days: COOKIES.cartId.days, secure: isHttpsSite() }));
}

/** The shopper's ids; the cart id in a cart-page form must be theirs (a stale or foreign page changes nothing). */
function shopper(req: NextApiRequest, res: NextApiResponse) {
  return ensureIdentity(req, res);
}

async function finish(res: NextApiResponse, ids: { cartId: string }, claim: [string, string], outcome: Outcome | null, success: Notice, back: string): Promise<void> {
  if (outcome?.release) await releaseFormKey(ids.cartId, ...claim);
  if (outcome?.resetCart) startNewCart(res);
  seeOther(res, withNotice(back, outcome?.notice ?? success));
}

const ADD_FIELDS = ['articleId', 'dyoId', 'quantity', 'key', 'then'] as const;
const QUANTITY_FIELDS = ['articleId', 'dyoId', 'cartId', 'from', 'to', 'key'] as const;
const REMOVE_FIELDS = ['articleId', 'dyoId', 'cartId', 'key'] as const;

async function add(req: NextApiRequest, res: NextApiResponse, ctx: RequestContext, locale: Locale): Promise<void> {
  const back = returnPath(req.body, req.headers, locale);
  const form = addForm.safeParse(formFields(req.body, ADD_FIELDS));
  if (!form.success) return seeOther(res, withNotice(back, 'form-invalid'));
  const { articleId, dyoId, quantity = 1, key: formKey, then = 'back' } = form.data;
  const ids = shopper(req, res);
  const target = then === 'cart' ? href('/cart/', locale) : back;
  const claim: [string, string] = [formKey, `add:${articleId}:${dyoId ?? ''}`];
  if (!(await claimFormKey(ids.cartId, ...claim))) return seeOther(res, withNotice(target, 'cart-already'));
  const outcome = await repeatUnits(ctx, ids, { articleId, ...(dyoId ? { dyoId } : {}) }, quantity, 1, 'add');
  // A failure is told on the page the press came from.
  await finish(res, ids, claim, outcome, 'cart-added', outcome ? back : target);
}

function ownCart(req: NextApiRequest, cartId: string): boolean {
  return readCookie(parseCookies(req.headers.cookie), 'cartId') === cartId;
}

async function changeQuantity(req: NextApiRequest, res: NextApiResponse, ctx: RequestContext, locale: Locale): Promise<void> {
  const back = returnPath(req.body, req.headers, locale);
  const form = quantityForm.safeParse(formFields(req.body, QUANTITY_FIELDS));
  if (!form.success) return seeOther(res, withNotice(back, 'form-invalid'));
  const { articleId, dyoId, cartId, from, to, key: formKey } = form.data;
  if (!ownCart(req, cartId)) return seeOther(res, withNotice(back, 'error'));
  const ids = shopper(req, res);
  const claim: [string, string] = [formKey, `quantity:${articleId}:${dyoId ?? ''}:${from}:${to}`];
  if (!(await claimFormKey(ids.cartId, ...claim))) return seeOther(res, withNotice(back, 'cart-already'));
  if (from === to) return seeOther(res, withNotice(back, 'cart-updated'));
  const ref = { articleId, ...(dyoId ? { dyoId } : {}) };
  const outcome = to > from ? await repeatUnits(ctx, ids, ref, to - from, 1, 'add') : await repeatUnits(ctx, ids, ref, from - to, -1, 'remove');
  await finish(res, ids, claim, outcome, 'cart-updated', back);
}

async function remove(req: NextApiRequest, res: NextApiResponse, ctx: RequestContext, locale: Locale): Promise<void> {
  const back = returnPath(req.body, req.headers, locale);
  const form = removeForm.safeParse(formFields(req.body, REMOVE_FIELDS));
  if (!form.success) return seeOther(res, withNotice(back, 'form-invalid'));
  const { articleId, dyoId, cartId, key: formKey } = form.data;
  if (!ownCart(req, cartId)) return seeOther(res, withNotice(back, 'error'));
  const ids = shopper(req, res);
  const claim: [string, string] = [formKey, `remove:${articleId}:${dyoId ?? ''}`];
  if (!(await claimFormKey(ids.cartId, ...claim))) return seeOther(res, withNotice(back, 'cart-already'));
  let outcome: Outcome | null = null;
  try {
    await purchaseClient().remove(ctx, ids.cartId, ids.userId, articleId, dyoId);
  } catch (error) {
    const failure = mapCartError(error, 'remove');
    outcome = { notice: failure.resetCart ? 'cart-reset' : cartErrorNotice(failure.code), resetCart: failure.resetCart, release: !mayHaveApplied(error) };
  }
  await finish(res, ids, claim, outcome, 'cart-removed', back);
}

/** A shared cart's line in a form: `articleId*quantity` or `articleId~dyoId*quantity`, as in the shared-cart link. */
const SHARED_ITEM = /^([A-Za-z0-9_-]{1,64})(?:~([A-Za-z0-9_-]{1,64}))?\*(\d{1,2})$/;
const MAX_SHARED_ITEMS = 50;

/** "Add all" of the shared cart: every line, in order, to the visitor's own cart; then the cart page. */
async function addAll(req: NextApiRequest, res: NextApiResponse, ctx: RequestContext, locale: Locale): Promise<void> {
  const back = returnPath(req.body, req.headers, locale);
  const formKey = key.safeParse(field(req.body, 'key'));
  const items = fields(req.body, 'item');
  const parsed = items.map((item) => SHARED_ITEM.exec(item));
  if (!formKey.success || items.length === 0 || items.length > MAX_SHARED_ITEMS || parsed.some((m) => !m || Number(m[3]) < 1)) {
    return seeOther(res, withNotice(back, 'form-invalid'));
  }
  const ids = shopper(req, res);
  const claim: [string, string] = [formKey.data, `add-all:${items.join(',')}`];
  const cart = href('/cart/', locale);
  if (!(await claimFormKey(ids.cartId, ...claim))) return seeOther(res, withNotice(cart, 'cart-already'));
  for (const [index, match] of parsed.entries()) {
    const [, articleId, dyoId, quantity] = match!;
    const outcome = await repeatUnits(ctx, ids, { articleId: articleId!, ...(dyoId ? { dyoId } : {}) }, Number(quantity), 1, 'add');
    // The lines added so far stay; the claim goes back only when nothing was added.
    if (outcome) return finish(res, ids, claim, { ...outcome, release: index === 0 && outcome.release }, 'cart-added', back);
  }
  await finish(res, ids, claim, null, 'cart-added', cart);
}

const rebateForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('apply'), cartId: id, key, rebateCode: z.string().trim().toUpperCase().pipe(z.string().regex(REBATE_CODE)) }),
  z.object({ intent: z.literal('remove'), cartId: id, key }),
]);
const REBATE_FIELDS = ['intent', 'cartId', 'key', 'rebateCode'] as const;

/**
 * The rebate code of the cart page and the checkout (components/checkout/rebate-code-form.tsx): "apply"
 * asks the purchase service's checkout (the only place that knows the codes) whether the code holds for
 * this cart and keeps it in the `nf_rebate` cookie, which the cart and checkout pages send again; "remove"
 * forgets it. A refused or unanswered code changes nothing and may be sent again.
 */
async function rebate(req: NextApiRequest, res: NextApiResponse, ctx: RequestContext, locale: Locale): Promise<void> {
  const back = returnPath(req.body, req.headers, locale);
  const form = rebateForm.safeParse(formFields(req.body, REBATE_FIELDS));
  if (!form.success) return seeOther(res, withNotice(back, form.error.issues.some((issue) => issue.path[0] === 'rebateCode') ? 'rebate-invalid' : 'form-invalid'));
  if (!ownCart(req, form.data.cartId)) return seeOther(res, withNotice(back, 'error'));
  const ids = shopper(req, res);
  const secure = isHttpsSite();
  if (form.data.intent === 'remove') {
    setCookie(res, COOKIES.rebateCode.name, expiredCookie(COOKIES.rebateCode.name, secure));
    return seeOther(res, withNotice(back, 'rebate-removed'));
  }
  const { rebateCode, key: formKey } = form.data;
  const claim: [string, string] = [formKey, `rebate:${rebateCode}`];
  // A second delivery of the same press: the first one's answer stands.
  if (!(await claimFormKey(ids.cartId, ...claim))) return seeOther(res, withNotice(back, null));
  try {
    await purchaseClient().checkout(ctx, ids.cartId, ids.userId, { rebateCode }, checkoutHeaders(parseCookies(req.headers.cookie)));
  } catch (error) {
    await releaseFormKey(ids.cartId, ...claim);
    const { code } = mapCheckoutError(error);
    const notice: Notice = code === 'REBATE_CODE_INVALID' ? 'rebate-invalid' : code === 'REBATE_CODE_EXPIRED' ? 'rebate-expired' : 'rebate-unavailable';
    ctx.log.info({ code }, 'rebate form: code not applied');
    return seeOther(res, withNotice(back, notice));
  }
  setCookie(res, COOKIES.rebateCode.name, serializeCookie(COOKIES.rebateCode.name, rebateCode, { days: COOKIES.rebateCode.days, secure }));
  seeOther(res, withNotice(back, 'rebate-applied'));
}

const ACTIONS = { add, 'add-all': addAll, quantity: changeQuantity, remove, rebate } as const;

/** POST /api/forms/cart/{add|add-all|quantity|remove|rebate}/ (pages/api/forms/cart/[action].ts). */
export const cartForm = formRoute(async (req, res, ctx, locale) => {
  const action = req.query.action;
  const run = typeof action === 'string' && Object.hasOwn(ACTIONS, action) ? ACTIONS[action as keyof typeof ACTIONS] : undefined;
  if (!run) {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.status(404).end('Unknown form');
    return;
  }
  await run(req, res, ctx, locale);
});
