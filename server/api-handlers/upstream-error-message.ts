import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '@/lib/locales';

const FALLBACK = 'Something went wrong on our side. Please try again in a moment.';
const cache = new Map<Locale, string>();

/**
 * The message an API answer carries when an upstream failed with a 5xx: one generic sentence in the
 * shopper's language (`errors.UPSTREAM_ERROR`), never the upstream's own text, which may name its
 * classes, files and lines. 4xx messages stay: docs/spec.md §8's mappings read them.
 */
export function upstreamErrorMessage(locale: Locale): string {
  let message = cache.get(locale);
  if (message === undefined) {
    try {
      const file = JSON.parse(readFileSync(resolve('./public/locales', locale, 'translation.json'), 'utf8')) as {
        errors?: Record<string, unknown>;
      };
      const text = file.errors?.UPSTREAM_ERROR;
      message = typeof text === 'string' && text ? text : FALLBACK;
    } catch {
      message = FALLBACK;
    }
    cache.set(locale, message);
  }
  return message;
}
