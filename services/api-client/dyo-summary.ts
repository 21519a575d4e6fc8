/**
 * The browser's read of what a saved design shows (cart line, shared cart), through GET /api/dyo/designs/{dyoId}/summary/. Apart from the
 * design calls (services/api-client/dyo.ts) so the cart does not carry them.
 */
import type { DesignSummary } from '@/lib/dyo/summarize-design';
import { request } from '@/lib/http/request';
import { dataValidator, isObject } from '@/lib/http/validator';
import type { RequestContext } from '@/lib/request-context';
import type { WireDesignMeta } from '@/services/dyo/types';

/** A design's id, sides and summary (null for a design stored before summaries). */
export type DesignSummaryAnswer = Pick<WireDesignMeta, 'dyoId' | 'sides'> & { summary: DesignSummary | null };

const answer = dataValidator<DesignSummaryAnswer>(
  (data) => typeof data.dyoId === 'string' && Array.isArray(data.sides) && (data.summary === null || isObject(data.summary)),
  'design summary',
);

/** `context` is read on every call, so a locale change is picked up. */
export function createDyoSummaryApi(context: () => RequestContext) {
  return {
    /** GET /api/dyo/designs/{dyoId}/summary/ */
    async summary(dyoId: string): Promise<DesignSummaryAnswer> {
      return (await request(`/api/dyo/designs/${encodeURIComponent(dyoId)}/summary/`, context(), { validate: answer })).data;
    },
  };
}

/** @public (the contract names it; read by a reader or a type check, not imported) */
export type DyoSummaryApi = ReturnType<typeof createDyoSummaryApi>;
