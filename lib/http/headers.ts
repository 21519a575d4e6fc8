import type { RequestContext } from '../request-context';

/** The headers every upstream call carries (docs/spec.md §7). */
export function contextHeaders(ctx: RequestContext): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-Request-Id': ctx.requestId,
    'X-Referrer-Base-Url': ctx.referrerBaseUrl,
    'X-Environment': ctx.environment,
    'X-Market': ctx.market,
    'X-Locale': ctx.locale,
  };
}
