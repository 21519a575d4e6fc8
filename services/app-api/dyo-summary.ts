/**
 * The browser's read of what a saved design shows (cart line, shared cart),
 * through GET /api/dyo/designs/{dyoId}/summary/. Apart from the design calls
 * (services/app-api/dyo.ts) so the cart does not carry them.
 */
import type { DesignSummary } from '@/lib/dyo/design-summary';
import { request } from '@/lib/http/request';
import { guardValidator, isObject } from '@/lib/http/validator';
import type { RequestContext } from '@/lib/request-context';

export interface DesignSummaryAnswer {
  dyoId: string;
  sides: ('front' | 'back')[];
  /** null for a design stored before summaries. */
  summary: DesignSummary | null;
}

const answer = guardValidator(
  (json: unknown): json is { data: DesignSummaryAnswer } =>
    isObject(json) && isObject(json.data) && typeof json.data.dyoId === 'string' && Array.isArray(json.data.sides) && (json.data.summary === null || isObject(json.data.summary)),
  'design summary',
);

/** GET /api/dyo/designs/{dyoId}/summary/ */
export async function fetchDesignSummary(ctx: RequestContext, dyoId: string): Promise<DesignSummaryAnswer> {
  return (await request(`/api/dyo/designs/${encodeURIComponent(dyoId)}/summary/`, ctx, { validate: answer })).data;
}
