import { ACCEPT_ALL, REJECT_ALL, decodeChoice, encodeChoice, grantsOf } from '@/lib/consent/consent-model';
import { isValidCookieValue } from '@/lib/cookies';

describe('consent choice', () => {
  it('grants everything on accept all and nothing on reject all or no choice', () => {
    expect(grantsOf(ACCEPT_ALL)).toEqual({ analytics: true, marketing: true, recommendation: true, affiliate: true });
    expect(grantsOf(REJECT_ALL)).toEqual({ analytics: false, marketing: false, recommendation: false, affiliate: false });
    expect(grantsOf(null)).toEqual(grantsOf(REJECT_ALL));
  });

  it('needs both the vendor and its purposes', () => {
    expect(grantsOf({ purposes: [1, 5, 6], vendors: ['recommendation'] }).recommendation).toBe(true);
    expect(grantsOf({ purposes: [1, 5], vendors: ['recommendation'] }).recommendation).toBe(false);
    expect(grantsOf({ purposes: [1, 5, 6], vendors: [] }).recommendation).toBe(false);
    expect(grantsOf({ purposes: [5, 6], vendors: ['recommendation'] }).recommendation).toBe(false);
    expect(grantsOf({ purposes: [1, 7], vendors: ['affiliate'] })).toEqual({
      analytics: false,
      marketing: false,
      recommendation: false,
      affiliate: true,
    });
  });

  it('round-trips through the cookie form, which the cookie rules accept', () => {
    const choice = { purposes: [1, 8, 9] as const, vendors: ['analytics'] as const };
    const encoded = encodeChoice({ purposes: [...choice.purposes], vendors: [...choice.vendors] });
    expect(encoded).toBe('1.10000001100.1000');
    expect(isValidCookieValue('consent', encoded)).toBe(true);
    expect(decodeChoice(encoded)).toEqual({ purposes: [1, 8, 9], vendors: ['analytics'] });
  });

  it.each([undefined, '', 'true', '2.11111111111.1111', '1.1111111111.1111', '1.11111111111.11112'])('reads %p as no choice', (value) => {
    expect(decodeChoice(value)).toBeNull();
  });
});
