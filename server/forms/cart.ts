/**
 * The cart's plain forms: the same purchase calls and docs/spec.md §8 mapping as the browser's thunks, with bounded
 * work per press (docs/adr/0018-forms-first.md, docs/security.md#plain-forms-bounded-work).
 */
import { randomUUID } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { COOKIES, expiredCookie, parseCookies, readCookie, REBATE_CODE, serializeCookie } from '@/lib/cookies';
import { HttpError } from '@/lib/http/errors';
import { ID_PATTERN } from '@/lib/ids';
import type { Locale } from '@/lib/locales';
import { cartErrorNotice, type Notice } from '@/lib/notices';
import type { RequestContext } from '@/lib/request-context';
import { href } from '@/lib/routes/hrefs';
import { mapCartError, type CartOperation } from '@/services/purchase/cart-errors';
import { mapCheckoutError } from '@/services/purchase/checkout-errors';
import { itemKey } from '@/services/purchase/models';
import type { CartResponse } from '@/services/purchase/types';
import { MAX_SHARED_ITEMS } from '@/lib/shared-cart-link';
import { mayHaveApplied } from '@/store/cart-thunks';
import { checkoutHeaders } from '../checkout-headers';
import { isHttpsSite } from '../env';
import { ensureIdentity } from '../identity';
import { purchaseClient } from '../services';
import { rebateAttempt } from './form-limits';
import { field, fields, formRoute, returnPath, seeOther, withNotice } from './form-post';
import { claimFormKey, FORM_KEY_PATTERN, releaseFormKey, type FormClaim } from './one-time-key';

/** The largest quantity a form may name (lib/catalog/stock-status.ts MAX_QUANTITY, the buy box's maximum). */
const MAX_FORM_QUANTITY = 99;
/** Units one press changes at most (one purchase call each); more is cut to this, with the notice `cart-capped`. */
export const MAX_UNITS_PER_PRESS = 50;
/** Purchase calls one form request makes at most: a first read, the units, one read after an ambiguous failure, and room to spare. */
export const MAX_UPSTREAM_CALLS = 60;

/** The purchase calls of one request, counted: past the budget a call is not made (it fails as aborted, `cart-error-UNKNOWN_ERROR`, the cart is kept). */
function budgetedClient(limit = MAX_UPSTREAM_CALLS) {
  const client = purchaseClient();
  let calls = 0;
  const spend = () => {
    if (++calls > limit) throw new HttpError({ kind: 'aborted', message: `form request over its budget of ${limit} purchase calls` });
  };
  return {
    getCart: (...args: Parameters<typeof client.getCart>) => (spend(), client.getCart(...args)),
    increase: (...args: Parameters<typeof client.increase>) => (spend(), client.increase(...args)),
    decrease: (...args: Parameters<typeof client.decrease>) => (spend(), client.decrease(...args)),
    remove: (...args: Parameters<typeof client.remove>) => (spend(), client.remove(...args)),
    checkout: (...args: Parameters<typeof client.checkout>) => (spend(), client.checkout(...args)),
  };
}
type Purchase = ReturnType<typeof budgetedClient>;

const id = z.string().regex(ID_PATTERN);
const key = z.string().regex(FORM_KEY_PATTERN);
const count = z
  .string()
  .regex(/^\d{1,3}$/)
  .transform(Number);

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

const quantityOf = (cart: CartResponse, lineKey: string) =>
  cart.data.items.find((line) => itemKey(line.article) === lineKey)?.quantity ?? 0;

/** The shopper's cart as last seen in this request: each answer replaces it. */
interface CartView {
  client: Purchase;
  ids: { cartId: string; userId: string };
  /** undefined when the first read failed. */
  cart: CartResponse | undefined;
}

async function readCart(ctx: RequestContext, client: Purchase, ids: { cartId: string; userId: string }): Promise<CartView> {
  const cart = await client.getCart(ctx, ids.cartId, ids.userId).catch(() => undefined);
  return { client, ids, cart };
}

/**
 * `times` sequential calls of one kind, each one unit; after an ambiguous failure the cart is read and
 * the call counts as done when the line moved by one more unit.
 */
async function repeatUnits(
  ctx: RequestContext,
  view: CartView,
  ref: { articleId: string; dyoId?: string },
  times: number,
  step: 1 | -1,
  operation: CartOperation,
): Promise<Outcome | null> {
  const { client, ids } = view;
  const lineKey = itemKey(ref);
  // Where the line starts, to tell after an ambiguous failure whether a call was applied.
  let before: number | undefined = view.cart ? quantityOf(view.cart, lineKey) : undefined;
  for (let i = 0; i < times; i++) {
    try {
      const cart =
        step === 1 ? await client.increase(ctx, ids.cartId, ids.userId, ref) : await client.decrease(ctx, ids.cartId, ids.userId, ref);
      view.cart = cart;
      before ??= quantityOf(cart, lineKey) - (i + 1) * step;
    } catch (error) {
      if (mayHaveApplied(error)) {
        try {
          const fresh = await client.getCart(ctx, ids.cartId, ids.userId);
          view.cart = fresh;
          const now = quantityOf(fresh, lineKey);
          // Applied: the line moved by exactly one more unit than the calls that answered.
          if (before !== undefined && now === before + (i + 1) * step) continue;
        } catch {
          // fall through: report the first failure
        }
      }
      const failure = mapCartError(error, operation);
      // Nothing changed when the first call failed for sure: the same press may be sent again.
      return {
        notice: failure.resetCart ? 'cart-reset' : cartErrorNotice(failure.code),
        resetCart: failure.resetCart,
        release: i === 0 && !mayHaveApplied(error),
      };
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
  setCookie(
    res,
    COOKIES.cartId.name,
    serializeCookie(COOKIES.cartId.name, randomUUID(), { days: COOKIES.cartId.days, secure: isHttpsSite() }),
  );
}

/** The shopper's ids; the cart id in a cart-page form must be theirs (a stale or foreign page changes nothing). */
function shopper(req: NextApiRequest, res: NextApiResponse) {
  return ensureIdentity(req, res);
}

async function finish(res: NextApiResponse, claim: FormClaim, outcome: Outcome | null, success: Notice, back: string): Promise<void> {
  if (outcome?.release) await releaseFormKey(claim);
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
  const claim = await claimFormKey(ids.cartId, formKey, `add:${articleId}:${dyoId ?? ''}`);
  if (!claim) return seeOther(res, withNotice(target, 'cart-already'));
  const view = await readCart(ctx, budgetedClient(), ids);
  const units = Math.min(quantity, MAX_UNITS_PER_PRESS);
  const outcome = await repeatUnits(ctx, view, { articleId, ...(dyoId ? { dyoId } : {}) }, units, 1, 'add');
  // A failure is told on the page the press came from.
  await finish(res, claim, outcome, units < quantity ? 'cart-capped' : 'cart-added', outcome ? back : target);
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
  const claim = await claimFormKey(ids.cartId, formKey, `quantity:${articleId}:${dyoId ?? ''}:${from}:${to}`);
  if (!claim) return seeOther(res, withNotice(back, 'cart-already'));
  if (from === to) return seeOther(res, withNotice(back, 'cart-updated'));
  const ref = { articleId, ...(dyoId ? { dyoId } : {}) };
  const view = await readCart(ctx, budgetedClient(), ids);
  const units = Math.min(Math.abs(to - from), MAX_UNITS_PER_PRESS);
  const outcome = await repeatUnits(ctx, view, ref, units, to > from ? 1 : -1, to > from ? 'add' : 'remove');
  await finish(res, claim, outcome, units < Math.abs(to - from) ? 'cart-capped' : 'cart-updated', back);
}

async function remove(req: NextApiRequest, res: NextApiResponse, ctx: RequestContext, locale: Locale): Promise<void> {
  const back = returnPath(req.body, req.headers, locale);
  const form = removeForm.safeParse(formFields(req.body, REMOVE_FIELDS));
  if (!form.success) return seeOther(res, withNotice(back, 'form-invalid'));
  const { articleId, dyoId, cartId, key: formKey } = form.data;
  if (!ownCart(req, cartId)) return seeOther(res, withNotice(back, 'error'));
  const ids = shopper(req, res);
  const claim = await claimFormKey(ids.cartId, formKey, `remove:${articleId}:${dyoId ?? ''}`);
  if (!claim) return seeOther(res, withNotice(back, 'cart-already'));
  let outcome: Outcome | null = null;
  try {
    await budgetedClient().remove(ctx, ids.cartId, ids.userId, articleId, dyoId);
  } catch (error) {
    const failure = mapCartError(error, 'remove');
    outcome = {
      notice: failure.resetCart ? 'cart-reset' : cartErrorNotice(failure.code),
      resetCart: failure.resetCart,
      release: !mayHaveApplied(error),
    };
  }
  await finish(res, claim, outcome, 'cart-removed', back);
}

/** A shared cart's line in a form: `articleId*quantity` or `articleId~dyoId*quantity`, as in the shared-cart link. */
const SHARED_ITEM = /^([A-Za-z0-9_-]{1,64})(?:~([A-Za-z0-9_-]{1,64}))?\*(\d{1,2})$/;

/**
 * "Add all" of the shared cart: every line, in order, to the visitor's own cart; then the cart page.
 * At most a shared cart's lines (MAX_SHARED_ITEMS) and MAX_UNITS_PER_PRESS units: the cart is read
 * once, and the lines past the units are not added (`cart-capped`).
 */
async function addAll(req: NextApiRequest, res: NextApiResponse, ctx: RequestContext, locale: Locale): Promise<void> {
  const back = returnPath(req.body, req.headers, locale);
  const formKey = key.safeParse(field(req.body, 'key'));
  const items = fields(req.body, 'item');
  const parsed = items.map((item) => SHARED_ITEM.exec(item));
  if (!formKey.success || items.length === 0 || items.length > MAX_SHARED_ITEMS || parsed.some((m) => !m || Number(m[3]) < 1)) {
    return seeOther(res, withNotice(back, 'form-invalid'));
  }
  const ids = shopper(req, res);
  const cart = href('/cart/', locale);
  const claim = await claimFormKey(ids.cartId, formKey.data, `add-all:${items.join(',')}`);
  if (!claim) return seeOther(res, withNotice(cart, 'cart-already'));
  const view = await readCart(ctx, budgetedClient(), ids);
  let left = MAX_UNITS_PER_PRESS;
  for (const [index, match] of parsed.entries()) {
    const [, articleId, dyoId, quantity] = match!;
    const units = Math.min(Number(quantity), left);
    const outcome = await repeatUnits(ctx, view, { articleId: articleId!, ...(dyoId ? { dyoId } : {}) }, units, 1, 'add');
    // The lines added so far stay; the claim goes back only when nothing was added.
    if (outcome) return finish(res, claim, { ...outcome, release: index === 0 && outcome.release }, 'cart-added', back);
    left -= units;
    if (units < Number(quantity) || (left === 0 && index < parsed.length - 1)) return finish(res, claim, null, 'cart-capped', cart);
  }
  await finish(res, claim, null, 'cart-added', cart);
}

const rebateForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('apply'),
    cartId: id,
    key,
    rebateCode: z.string().trim().toUpperCase().pipe(z.string().regex(REBATE_CODE)),
  }),
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
  if (!form.success)
    return seeOther(
      res,
      withNotice(back, form.error.issues.some((issue) => issue.path[0] === 'rebateCode') ? 'rebate-invalid' : 'form-invalid'),
    );
  if (!ownCart(req, form.data.cartId)) return seeOther(res, withNotice(back, 'error'));
  const ids = shopper(req, res);
  const secure = isHttpsSite();
  if (form.data.intent === 'remove') {
    setCookie(res, COOKIES.rebateCode.name, expiredCookie(COOKIES.rebateCode.name, secure));
    return seeOther(res, withNotice(back, 'rebate-removed'));
  }
  const { rebateCode, key: formKey } = form.data;
  const claim = await claimFormKey(ids.cartId, formKey, `rebate:${rebateCode}`);
  // A second delivery of the same press: the first one's answer stands.
  if (!claim) return seeOther(res, withNotice(back, null));
  // Every code asked about counts (at most REBATE_ATTEMPTS per cart and per IP in its window), so at most that many are wrong.
  const wait = await rebateAttempt(req, ids.cartId);
  if (wait !== null) {
    await releaseFormKey(claim);
    res.setHeader('Retry-After', String(wait));
    ctx.log.info({ retryAfter: wait }, 'rebate form: too many codes tried');
    return seeOther(res, withNotice(back, 'rebate-locked'));
  }
  try {
    await budgetedClient().checkout(ctx, ids.cartId, ids.userId, { rebateCode }, checkoutHeaders(parseCookies(req.headers.cookie)));
  } catch (error) {
    await releaseFormKey(claim);
    const { code } = mapCheckoutError(error);
    const notice: Notice =
      code === 'REBATE_CODE_INVALID' ? 'rebate-invalid' : code === 'REBATE_CODE_EXPIRED' ? 'rebate-expired' : 'rebate-unavailable';
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
