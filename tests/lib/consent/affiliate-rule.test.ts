import { affiliateCookieAction, affiliateParams, type AffiliateAction } from '@/lib/consent/affiliate-rule';

const SET: AffiliateAction = { kind: 'set', value: 'td-123' };
const DELETE: AffiliateAction = { kind: 'delete' };
const KEEP: AffiliateAction = { kind: 'keep' };

// Every combination of consent × utm_source × gad_source (with a valid tduid).
const table: [boolean, string | undefined, string | undefined, AffiliateAction][] = [
  [true, 'tradedoubler', undefined, SET],
  [true, 'tradedoubler', '1', DELETE],
  [true, 'tradedoubler', '', DELETE],
  [true, 'bing', undefined, DELETE],
  [true, 'bing', '1', DELETE],
  [true, 'google', undefined, KEEP],
  [true, 'google', '1', DELETE],
  [true, undefined, undefined, KEEP],
  [true, undefined, '1', DELETE],
  [false, 'tradedoubler', undefined, DELETE],
  [false, 'tradedoubler', '1', DELETE],
  [false, 'bing', undefined, DELETE],
  [false, 'bing', '1', DELETE],
  [false, 'google', undefined, DELETE],
  [false, 'google', '1', DELETE],
  [false, undefined, undefined, DELETE],
  [false, undefined, '1', DELETE],
];

describe('affiliate cookie rule (docs/spec.md §6)', () => {
  it.each(table)('consent %p, utm_source %p, gad_source %p', (consent, utmSource, gadSource, expected) => {
    expect(affiliateCookieAction({ consent, utmSource, gadSource, tduid: 'td-123' })).toEqual(expected);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['with characters a cookie must not hold', 'a;b=c'],
    ['too long', 'x'.repeat(65)],
  ])('does not set the cookie when tduid is %s', (_, tduid) => {
    expect(affiliateCookieAction({ consent: true, utmSource: 'tradedoubler', gadSource: undefined, tduid })).toEqual(KEEP);
  });

  it('matches utm_source case-insensitively', () => {
    expect(affiliateCookieAction({ consent: true, utmSource: 'TradeDoubler', gadSource: undefined, tduid: 'td-123' })).toEqual(SET);
    expect(affiliateCookieAction({ consent: true, utmSource: 'BING', gadSource: undefined, tduid: 'td-123' })).toEqual(DELETE);
  });

  it('reads its parameters from a query string', () => {
    expect(affiliateParams('?utm_source=tradedoubler&tduid=abc&x=1')).toEqual({
      utmSource: 'tradedoubler',
      gadSource: undefined,
      tduid: 'abc',
    });
    expect(affiliateParams('?gad_source=')).toEqual({ utmSource: undefined, gadSource: '', tduid: undefined });
  });
});
