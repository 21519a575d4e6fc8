import type { RequestContext } from '../context';
import { faultSpecSchema } from '../faults';
import { HttpError, ok } from '../http';
import type { Reply } from '../http';

/** POST /__control/faults: adds a fault rule; answers 201 `{ id }`. */
export async function addFault(ctx: RequestContext): Promise<Reply> {
  const result = faultSpecSchema.safeParse(await ctx.body());
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpError(400, `Invalid fault: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'unexpected shape'}`);
  }
  const fault = ctx.state.faults.add(result.data);
  return ok({ id: fault.id }, 201);
}

/** GET /__control/faults: the active rules. */
export function listFaults(ctx: RequestContext): Reply {
  return ok({ faults: ctx.state.faults.list().map((f) => ({ id: f.id, ...f.spec, remaining: f.remaining, hits: f.hits })) });
}

/** DELETE /__control/faults: removes every rule. */
export function clearFaults(ctx: RequestContext): Reply {
  return ok({ cleared: ctx.state.faults.clear() });
}

/** POST /__control/reset: clears faults, carts, checkouts and orders and restores the seeded stock. */
export function resetState(ctx: RequestContext): Reply {
  ctx.state.reset();
  return ok({ ok: true });
}

/** GET /__control/health */
export function health(ctx: RequestContext): Reply {
  return ok({ status: 'ok', articles: ctx.catalog.articles.length, carts: ctx.state.carts.size, orders: ctx.state.orders.size });
}

/** GET /__control/requests: requests received per method, path with query, market and locale. */
export function listRequests(ctx: RequestContext): Reply {
  return ok({ requests: ctx.state.requests.list() });
}

/** DELETE /__control/requests: forgets the counts. */
export function clearRequests(ctx: RequestContext): Reply {
  return ok({ cleared: ctx.state.requests.clear() });
}
