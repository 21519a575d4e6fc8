/**
 * Every place where text from a request meets a pattern, fed 1 MB of the text that makes a
 * backtracking pattern slow. A quadratic check takes seconds to hours on such input (the contact
 * form's e-mail pattern took 30 s on 120 kB); a linear one a few milliseconds. The bound is the
 * fastest of five runs against 500 ms, two orders of magnitude from either: at 50 ms a linear check
 * failed once on 2026-11-26 while `npm run check` shared 2 cores at a load average of 9.
 */
import { isEmailAddress, validateContact } from '@/lib/contact-rules';
import { parseListingQuery } from '@/lib/catalog/listing-query';
import { parseSearchTerm } from '@/lib/catalog/search-term';
import { joinLines } from '@/canvas/design-nodes';
import { summarizeDesign } from '@/lib/dyo/summarize-design';
import type { DesignDocument } from '@/lib/dyo/design-document';
import { fitTitle } from '@/lib/dyo/map/title-fit';
import { fold } from '@/lib/dyo/map/places';
import { sanitizeUpstreamMessage } from '@/lib/http/upstream-message';
import { decodeSharedItems } from '@/lib/shared-cart-link';
import { isOwnDesignImageUrl } from '@/server/api-handlers/design-image-url';
import { parseContactBody } from '@/server/contact-schema';
import { mapCheckoutError } from '@/services/purchase/checkout-errors';
import { HttpError } from '@/lib/http/errors';

const MB = 1024 * 1024;
const BOUND_MS = 500;

/** Hostile shapes: long runs that make `x+y` followed by a failing token backtrack. */
const hostile: Record<string, string> = {
  'dots after an @': `a@${'.'.repeat(MB)}`,
  'dots after an @, then a space': `a@${'.'.repeat(MB)} `,
  'labels after an @, then a space': `a@${'a.'.repeat(MB / 2)} `,
  'one long local part': `${'a'.repeat(MB)}@`,
  'a run of spaces': `a${' '.repeat(MB)}b`,
  'spaces then a line break at the end': `${' '.repeat(MB)}\nx`,
  'many @': '@'.repeat(MB),
  'a run of slashes': `/${'/'.repeat(MB)}x`,
  'word characters': 'x'.repeat(MB),
  'legacy id bait': `LegacyProductId${' '.repeat(MB)}!`,
  'shared-cart bait': `${'a'.repeat(MB)}~${'b'.repeat(10)}`,
};

function fastest(fn: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    fn();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const checks: Record<string, (input: string) => unknown> = {
  'isEmailAddress (contact forms, browser and server)': (s) => isEmailAddress(s),
  'validateContact (every field)': (s) => validateContact('ordercontact', { name: s, email: s, message: s, orderId: s }),
  'parseContactBody (zod on the API)': (s) => parseContactBody({ kind: 'ordercontact', name: s, email: s, message: s, orderId: s }),
  'parseSearchTerm (/s/?q=)': (s) => parseSearchTerm(s),
  'parseListingQuery (filters, sort, page)': (s) =>
    parseListingQuery({ brand: [s, s], sort: s, rating: s, condition: s, priceMin: s, priceMax: s, page: s }),
  'decodeSharedItems (shared-cart link)': (s) => decodeSharedItems(s),
  'isOwnDesignImageUrl (cart line image)': (s) =>
    isOwnDesignImageUrl(`https://example.se${s}`, 'abc', { designServiceUrl: 'https://example.se/dyo/', siteUrl: 'https://example.se' }),
  'sanitizeUpstreamMessage (upstream errors)': (s) => sanitizeUpstreamMessage(s, 400, 'text/plain'),
  'mapCheckoutError (rebate code, stock errors)': (s) =>
    mapCheckoutError(new HttpError({ kind: 'conflict', status: 409, message: s, code: 'OutOfStock' })),
  'joinLines (curved DYO text)': (s) => joinLines(s),
  'fold (map cover place search)': (s) => fold(s),
  'fitTitle (map cover title)': (s) => fitTitle(s, 100, (t) => t.length, 20),
  'summarizeDesign (DYO text in the cart)': (s) =>
    summarizeDesign({
      version: 1,
      kind: 'phone-cover',
      articleId: 'p',
      background: '#ffffff',
      sides: { front: [{ type: 'text', id: 't', text: s, x: 0, y: 0, rotation: 0, fontFamily: 'Mulish', fontSize: 20, fill: '#000' }] },
    } satisfies DesignDocument),
};

describe('hostile input meets every pattern in linear time', () => {
  for (const [check, fn] of Object.entries(checks)) {
    it.each(Object.entries(hostile))(`${check}: %s (1 MB) in under ${BOUND_MS} ms`, (_shape, input) => {
      expect(fastest(() => fn(input))).toBeLessThan(BOUND_MS);
    });
  }

  it('joinLines puts lines on one line and keeps other white space', () => {
    expect(joinLines('Hej  \n\n  på dig\tdu')).toBe('Hej på dig\tdu');
    expect(joinLines('\nett')).toBe(' ett');
  });

  it('the e-mail check still accepts addresses and refuses non-addresses', () => {
    expect(['anna@example.se', 'a.b+c@sub.example.co.uk', 'x@y.fi'].map(isEmailAddress)).toEqual([true, true, true]);
    expect(
      ['anna@', '@example.se', 'a@b', 'a@b.c', 'a b@c.se', 'a@@b.se', 'a@b@c.se', `${'a'.repeat(250)}@b.se`].map(isEmailAddress),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });
});
