/** The browser's call for search suggestions (same-origin API route), checked with a plain guard (no zod in the browser: docs/adr/0002). */
import { request } from '@/lib/http/request';
import { guardValidator, hasStrings, isMoney, isObject } from '@/lib/http/validator';
import type { RequestContext } from '@/lib/request-context';
import type { WireArticleSummary } from '@/services/catalog/types';

/** What the header's suggestion list shows of an article (server/api-handlers/search-suggestions.ts sends only these fields). */
export type SuggestedArticle = Pick<WireArticleSummary, 'articleId' | 'title' | 'slug' | 'brand' | 'imageUrl' | 'price'>;

export interface Suggestions {
  terms: string[];
  articles: SuggestedArticle[];
}

function isSuggestedArticle(value: unknown): value is SuggestedArticle {
  return hasStrings(value, ['articleId', 'title', 'slug', 'brand', 'imageUrl']) && isMoney(value.price);
}

function isSuggestions(value: unknown): value is Suggestions {
  return (
    isObject(value) &&
    Array.isArray(value.terms) &&
    value.terms.every((term) => typeof term === 'string') &&
    Array.isArray(value.articles) &&
    value.articles.every(isSuggestedArticle)
  );
}

const validate = guardValidator(isSuggestions, 'search suggestions answer');

/** `context` is read on every call, so a locale change is picked up. */
export function createSearchApi(context: () => RequestContext) {
  return {
    /** GET /api/search/suggestions/?q= */
    suggestions(q: string): Promise<Suggestions> {
      const ctx = context();
      // The locale in the URL: a shared cache keys the public answer on it.
      return request(`/api/search/suggestions/?q=${encodeURIComponent(q)}&locale=${ctx.locale}`, ctx, { validate });
    },
  };
}
