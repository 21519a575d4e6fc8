/**
 * The cart's one write path: each cart action is one operation behind POST /api/forms/cart/{action}/ for the plain form (303) and the
 * enhanced control (JSON), `answer` the one place either is produced; bounded work per press (docs/adr/0024-one-cart-write-path.md,
 * docs/security.md#plain-forms-bounded-work).
 */
import { randomUUID } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { COOKIES, expiredCookie, REBATE_CODE, serializeCookie } from '@/lib/cookies';
import { HttpError } from '@/lib/http/errors';
import { ID_PATTERN } from '@/lib/ids';
import type { Locale } from '@/lib/locales';
import { cartErrorNotice, type Notice } from '@/lib/notices';
import type { RequestContext } from '@/lib/request-context';
import { href } from '@/lib/routes/hrefs';
import { mapCartError, type CartFailure, type CartOperation } from '@/services/purchase/cart-errors';
import { mapCheckoutError } from '@/services/purchase/checkout-errors';
import { itemKey } from '@/services/purchase/models';
import { mayHaveApplied } from '@/services/purchase/client';
import type { CartResponse, CheckoutResponse } from '@/services/purchase/types';
import { MAX_SHARED_ITEMS } from '@/lib/shared-cart-link';
import { checkoutHeaders } from '../checkout-headers';
import { isOwnDesignImageUrl } from '../api-handlers/design-image-url';
import { isHttpsSite, serverEnv } from '../env';
import { ensureIdentity, setCookie, type ShopperIds } from '../identity';
import { requestCookies } from '../server-context';
import { purchaseClient } from '../services';
import { rebateAttempt } from './form-limits';
import { field, fields, formAnswer, formRoute, returnPath, wantsJson } from './form-post';
import { claimFormKey, FORM_KEY_PATTERN, lockCart, releaseFormKey, type FormClaim } from './one-time-key';
import { rememberCartCount } from '../cart-count';

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

function designImageOrigins() {
  const env = serverEnv();
  return { designServiceUrl: env.SHOP_API_URL, siteUrl: env.NEXT_PUBLIC_SITE_URL };
}

/** A design's preview URL (sent by the design editor) only for that line's own design, and only ours (design-image-url.ts). */
const addForm = z
  .object({
    articleId: id,
    dyoId: id.optional(),
    dyoImageUrl: z.string().max(2048).optional(),
    quantity: count.pipe(z.number().int().min(1).max(MAX_FORM_QUANTITY)).optional(),
    key,
    then: z.enum(['back', 'cart']).optional(),
  })
  .refine((form) => form.dyoImageUrl === undefined || isOwnDesignImageUrl(form.dyoImageUrl, form.dyoId, designImageOrigins()), {
    path: ['dyoImageUrl'],
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

/** The fields a schema names as single strings (a repeated field is not a string, so the schema refuses it); empty fields are absent. */
function formFields(body: unknown, schema: { shape: object } | { options: readonly { shape: object }[] }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of 'shape' in schema ? Object.keys(schema.shape) : schema.options.flatMap((o) => Object.keys(o.shape))) {
    const value = field(body, name);
    if (value !== undefined && value !== '') out[name] = value;
  }
  return out;
}

type Outcome = { notice: Notice; failure: CartFailure; release?: boolean };

const quantityOf = (cart: CartResponse, lineKey: string) =>
  cart.data.items.find((line) => itemKey(line.article) === lineKey)?.quantity ?? 0;

/** The shopper's cart as last seen in this request: each answer replaces it. */
interface CartView {
  client: Purchase;
  ids: ShopperIds;
  /** undefined when the first read failed (`readError` says why). */
  cart: CartResponse | undefined;
  readError?: unknown;
}

async function readCart(ctx: RequestContext, client: Purchase, ids: ShopperIds): Promise<CartView> {
  try {
    return { client, ids, cart: await client.getCart(ctx, ids.cartId, ids.userId) };
  } catch (error) {
    return { client, ids, cart: undefined, readError: error };
  }
}

function failed(error: unknown, operation: CartOperation, release: boolean): Outcome {
  const failure = mapCartError(error, operation);
  return { notice: failure.resetCart ? 'cart-reset' : cartErrorNotice(failure.code), failure, release };
}

/**
 * `times` sequential calls of one kind, each one unit; after an ambiguous failure the cart is read and the call counts as done when the
 * line moved by one more unit.
 */
async function repeatUnits(
  ctx: RequestContext,
  view: CartView,
  ref: { articleId: string; dyoId?: string; dyoImageUrl?: string },
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
      // Nothing changed when the first call failed for sure: the same press may be sent again.
      return failed(error, operation, i === 0 && !mayHaveApplied(error));
    }
  }
  return null;
}

function startNewCart(res: NextApiResponse): void {
  // Replaces a cart id cookie set for this response (a first visit's), keeps the user id.
  const { name, days } = COOKIES.cartId;
  setCookie(res, name, serializeCookie(name, randomUUID(), { days, secure: isHttpsSite() }));
}

/** One press of a cart form: the request, where its answer goes back to, and the shopper's ids once known. */
interface Press {
  req: NextApiRequest;
  res: NextApiResponse;
  ctx: RequestContext;
  locale: Locale;
  back: string;
  ids?: ShopperIds;
}

/** What a press came to. */
interface CartAnswer {
  notice: Notice | null;
  /** Where a plain form's 303 goes (the press's page unless said otherwise). */
  to?: string;
  /** The cart after the press, when the operation has it (a JSON answer reads it otherwise). */
  cart?: CartResponse;
  failure?: CartFailure;
  /** The checkout a rebate code was applied to (its summary), for the enhanced control. */
  checkout?: CheckoutResponse['data'];
  /** A JSON answer's status other than 200: an invalid form (400), another cart's form (403). */
  status?: 400 | 403;
}

/**
 * The one place a cart press is answered: a 303 to the page with the notice for the plain form; with `Accept: application/json` the notice,
 * the cart as the service holds it now (`null` when it cannot be read, or after a failure that started a new cart) and the failure
 * (docs/spec.md §8) as JSON.
 */
async function answer(press: Press, result: CartAnswer): Promise<void> {
  const { req, res, ctx, ids } = press;
  let cart: CartResponse['data'] | null = null;
  if (wantsJson(req) && !result.failure?.resetCart) {
    const read =
      result.cart ??
      (ids
        ? await purchaseClient()
            .getCart(ctx, ids.cartId, ids.userId)
            .catch(() => undefined)
        : undefined);
    cart = read?.data ?? null;
  }
  // The header's count without JavaScript (server/cart-count.ts): from the cart this press saw, empty after a reset.
  const seen = result.failure?.resetCart ? { items: [] } : (cart ?? result.cart?.data);
  if (seen) rememberCartCount(res, seen);
  const extra = {
    cart,
    ...(result.failure ? { failure: result.failure } : {}),
    ...(result.checkout ? { checkout: result.checkout } : {}),
  };
  formAnswer(req, res, { to: result.to ?? press.back, notice: result.notice, status: result.status, extra });
}

/** The press is over: the claim goes back when nothing changed, a failure of docs/spec.md §8's "anything else" starts a new cart. */
async function finish(press: Press, claim: FormClaim, view: CartView, outcome: Outcome | null, success: Notice, to: string): Promise<void> {
  if (outcome?.release) await releaseFormKey(claim);
  if (outcome?.failure.resetCart) startNewCart(press.res);
  // A failure is told on the page the press came from.
  await answer(
    press,
    outcome ? { notice: outcome.notice, failure: outcome.failure, cart: view.cart } : { notice: success, to, cart: view.cart },
  );
}

const invalid = (press: Press, notice: Notice = 'form-invalid') => answer(press, { notice, status: 400 });

async function add(press: Press): Promise<void> {
  const form = addForm.safeParse(formFields(press.req.body, addForm));
  if (!form.success) return invalid(press);
  const { articleId, dyoId, dyoImageUrl, quantity = 1, key: formKey, then = 'back' } = form.data;
  const ids = (press.ids = ensureIdentity(press.req, press.res));
  const target = then === 'cart' ? href('/cart/', press.locale) : press.back;
  const claim = await claimFormKey(ids.cartId, formKey, `add:${articleId}:${dyoId ?? ''}`);
  if (!claim) return answer(press, { notice: 'cart-already', to: target });
  const view = await readCart(press.ctx, budgetedClient(), ids);
  const units = Math.min(quantity, MAX_UNITS_PER_PRESS);
  const ref = { articleId, ...(dyoId ? { dyoId } : {}), ...(dyoImageUrl ? { dyoImageUrl } : {}) };
  const outcome = await repeatUnits(press.ctx, view, ref, units, 1, 'add');
  await finish(press, claim, view, outcome, units < quantity ? 'cart-capped' : 'cart-added', target);
}

/** The cart id in a cart-page form must be the shopper's (a stale or foreign page changes nothing). */
function ownCart(req: NextApiRequest, cartId: string): boolean {
  return requestCookies(req).cartId === cartId;
}

async function changeQuantity(press: Press): Promise<void> {
  const form = quantityForm.safeParse(formFields(press.req.body, quantityForm));
  if (!form.success) return invalid(press);
  const { articleId, dyoId, cartId, from, to, key: formKey } = form.data;
  if (!ownCart(press.req, cartId)) return answer(press, { notice: 'error', status: 403 });
  const ids = (press.ids = ensureIdentity(press.req, press.res));
  const claim = await claimFormKey(ids.cartId, formKey, `quantity:${articleId}:${dyoId ?? ''}:${from}:${to}`);
  if (!claim) return answer(press, { notice: 'cart-already' });
  if (from === to) return answer(press, { notice: 'cart-updated' });
  const ref = { articleId, ...(dyoId ? { dyoId } : {}) };
  const view = await readCart(press.ctx, budgetedClient(), ids);
  const units = Math.min(Math.abs(to - from), MAX_UNITS_PER_PRESS);
  const outcome = await repeatUnits(press.ctx, view, ref, units, to > from ? 1 : -1, to > from ? 'add' : 'remove');
  await finish(press, claim, view, outcome, units < Math.abs(to - from) ? 'cart-capped' : 'cart-updated', press.back);
}

async function remove(press: Press): Promise<void> {
  const form = removeForm.safeParse(formFields(press.req.body, removeForm));
  if (!form.success) return invalid(press);
  const { articleId, dyoId, cartId, key: formKey } = form.data;
  if (!ownCart(press.req, cartId)) return answer(press, { notice: 'error', status: 403 });
  const ids = (press.ids = ensureIdentity(press.req, press.res));
  const claim = await claimFormKey(ids.cartId, formKey, `remove:${articleId}:${dyoId ?? ''}`);
  if (!claim) return answer(press, { notice: 'cart-already' });
  const view: CartView = { client: budgetedClient(), ids, cart: undefined };
  let outcome: Outcome | null = null;
  try {
    view.cart = await view.client.remove(press.ctx, ids.cartId, ids.userId, articleId, dyoId);
  } catch (error) {
    outcome = failed(error, 'remove', !mayHaveApplied(error));
  }
  await finish(press, claim, view, outcome, 'cart-removed', press.back);
}

/** A shared cart's line in a form: `articleId*quantity` or `articleId~dyoId*quantity`, as in the shared-cart link. */
const SHARED_ITEM = /^([A-Za-z0-9_-]{1,64})(?:~([A-Za-z0-9_-]{1,64}))?\*(\d{1,2})$/;

interface SharedLine {
  ref: { articleId: string; dyoId?: string };
  quantity: number;
}

/** A shared cart's line from its form field, or null when malformed or for no units. */
function sharedLine(item: string): SharedLine | null {
  const match = SHARED_ITEM.exec(item);
  if (!match || Number(match[3]) < 1) return null;
  const [, articleId = '', dyoId, quantity] = match;
  return { ref: { articleId, ...(dyoId ? { dyoId } : {}) }, quantity: Number(quantity) };
}

/**
 * "Add all" of the shared cart: every line to the visitor's own cart, in order; then the cart page. Idempotent per link: each line is
 * brought up to the quantity the link names (what the cart already holds of it counts), so opening the link again, pressing twice or in two
 * tabs one after the other never doubles the cart; after an order (a new cart) or once the shopper removed the lines, the link adds them
 * again. Nothing missing: the notice `cart-shared-in-cart`. At most a shared cart's lines (MAX_SHARED_ITEMS) and MAX_UNITS_PER_PRESS units
 * (the rest: `cart-capped`). A cart that cannot be read adds nothing.
 */
async function addAll(press: Press): Promise<void> {
  const { req, locale } = press;
  const formKey = key.safeParse(field(req.body, 'key'));
  const items = fields(req.body, 'item');
  const lines = items.map(sharedLine).filter((line) => line !== null);
  if (!formKey.success || items.length === 0 || items.length > MAX_SHARED_ITEMS || lines.length < items.length) return invalid(press);
  const ids = (press.ids = ensureIdentity(req, press.res));
  const cartPage = href('/cart/', locale);
  const claim = await claimFormKey(ids.cartId, formKey.data, `add-all:${items.join(',')}`);
  if (!claim) return answer(press, { notice: 'cart-already', to: cartPage });
  // Two tabs pressing at the same moment would both read the cart before either adds: the second adds nothing.
  const lock = await lockCart(ids.cartId, 'add-all');
  if (!lock) {
    await releaseFormKey(claim);
    return answer(press, { notice: 'cart-already', to: cartPage });
  }
  try {
    await addMissing(press, claim, ids, lines, cartPage);
  } finally {
    await releaseFormKey(lock);
  }
}

/** Add all's lines, each up to the quantity the link names, under the cart's add-all lock. */
async function addMissing(press: Press, claim: FormClaim, ids: ShopperIds, lines: SharedLine[], cartPage: string): Promise<void> {
  const { ctx } = press;
  const view = await readCart(ctx, budgetedClient(), ids);
  if (!view.cart) return finish(press, claim, view, failed(view.readError, 'fetch', true), 'cart-added', cartPage);
  let left = MAX_UNITS_PER_PRESS;
  let added = 0;
  for (const { ref, quantity } of lines) {
    const missing = Math.max(0, quantity - quantityOf(view.cart, itemKey(ref)));
    const units = Math.min(missing, left);
    const outcome = units > 0 ? await repeatUnits(ctx, view, ref, units, 1, 'add') : null;
    // The lines added so far stay; the claim goes back only when nothing was added.
    if (outcome) return finish(press, claim, view, { ...outcome, release: added === 0 && outcome.release }, 'cart-added', cartPage);
    left -= units;
    added += units;
    if (units < missing) return finish(press, claim, view, null, 'cart-capped', cartPage);
  }
  await finish(press, claim, view, null, added > 0 ? 'cart-added' : 'cart-shared-in-cart', cartPage);
}

const rebateForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('apply'),
    cartId: id,
    key,
    rebateCode: z.string().trim().toUpperCase().pipe(z.string().regex(REBATE_CODE)),
    /** The checkout's thank-you page, when the enhanced checkout page applies the code (its embedded checkout goes there). */
    confirmationUrl: z.string().max(300).startsWith('/').optional(),
  }),
  z.object({ intent: z.literal('remove'), cartId: id, key }),
]);

/**
 * The rebate code of the cart page and the checkout (components/checkout/rebate-code-form.tsx): "apply" asks the purchase service's
 * checkout (the only place that knows the codes) whether the code holds for this cart and keeps it in the `nf_rebate` cookie, which the
 * cart and checkout pages send again; "remove" forgets it. A refused or unanswered code changes nothing and may be sent again.
 */
async function rebate(press: Press): Promise<void> {
  const { req, res, ctx } = press;
  const form = rebateForm.safeParse(formFields(req.body, rebateForm));
  // A code that cannot be one is answered like a code the service does not know.
  if (!form.success)
    return form.error.issues.some((issue) => issue.path[0] === 'rebateCode') ? answer(press, { notice: 'rebate-invalid' }) : invalid(press);
  if (!ownCart(req, form.data.cartId)) return answer(press, { notice: 'error', status: 403 });
  const ids = ensureIdentity(req, res);
  const secure = isHttpsSite();
  if (form.data.intent === 'remove') {
    setCookie(res, COOKIES.rebateCode.name, expiredCookie(COOKIES.rebateCode.name, secure));
    return answer(press, { notice: 'rebate-removed' });
  }
  const { rebateCode, confirmationUrl, key: formKey } = form.data;
  const claim = await claimFormKey(ids.cartId, formKey, `rebate:${rebateCode}`);
  // A second delivery of the same press: the first one's answer stands.
  if (!claim) return answer(press, { notice: null });
  // Every code asked about counts (at most REBATE_ATTEMPTS per cart and per IP in its window), so at most that many are wrong.
  const wait = await rebateAttempt(req, ids.cartId);
  if (wait !== null) {
    await releaseFormKey(claim);
    res.setHeader('Retry-After', String(wait));
    ctx.log.info({ retryAfter: wait }, 'rebate form: too many codes tried');
    return answer(press, { notice: 'rebate-locked' });
  }
  let checkout: CheckoutResponse;
  try {
    const body = { rebateCode, ...(confirmationUrl ? { confirmationUrl } : {}) };
    checkout = await budgetedClient().checkout(ctx, ids.cartId, ids.userId, body, checkoutHeaders(requestCookies(req).all));
  } catch (error) {
    await releaseFormKey(claim);
    const { code } = mapCheckoutError(error);
    const notice: Notice =
      code === 'REBATE_CODE_INVALID' ? 'rebate-invalid' : code === 'REBATE_CODE_EXPIRED' ? 'rebate-expired' : 'rebate-unavailable';
    ctx.log.info({ code }, 'rebate form: code not applied');
    return answer(press, { notice });
  }
  setCookie(res, COOKIES.rebateCode.name, serializeCookie(COOKIES.rebateCode.name, rebateCode, { days: COOKIES.rebateCode.days, secure }));
  await answer(press, { notice: 'rebate-applied', checkout: checkout.data });
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
  await run({ req, res, ctx, locale, back: returnPath(req.body, req.headers, locale) });
});
