/**
 * Personalised recommendation keys (docs/spec.md §6, §9): a customer key (365 days) and a session key (1 day) exist only with consent for
 * the recommendation vendor and the personalised-content purposes; otherwise both are deleted.
 */
export interface RecommendationKeysState {
  consent: boolean;
  customerKey: string | undefined;
  sessionKey: string | undefined;
}

export interface RecommendationKeysPlan {
  /** Keys to write, with a fresh value; keys already present are kept. */
  create: ('recommendationCustomerKey' | 'recommendationSessionKey')[];
  /** Keys to delete. */
  remove: ('recommendationCustomerKey' | 'recommendationSessionKey')[];
}

export function recommendationKeysPlan({ consent, customerKey, sessionKey }: RecommendationKeysState): RecommendationKeysPlan {
  // Deleting is unconditional: a cookie in an unexpected shape reads as absent but must go too.
  if (!consent) return { create: [], remove: ['recommendationCustomerKey', 'recommendationSessionKey'] };
  return {
    create: [
      ...(customerKey ? [] : (['recommendationCustomerKey'] as const)),
      ...(sessionKey ? [] : (['recommendationSessionKey'] as const)),
    ],
    remove: [],
  };
}
