import { COOKIES, parseCookies, planCookieWrite, readCookie, serializeCookie } from '@/lib/cookies';

describe('docs/spec.md §9 cookie rules', () => {
  it.each([
    [1, { clientDays: 1, viaServer: false }],
    [6, { clientDays: 6, viaServer: false }],
    [7, { clientDays: 1, viaServer: true }],
    [14, { clientDays: 1, viaServer: true }],
    [365, { clientDays: 1, viaServer: true }],
  ])('a %i-day cookie is written %j', (days, plan) => {
    expect(planCookieWrite(days)).toEqual(plan);
  });

  it('has the lifetimes of the spec', () => {
    expect(COOKIES.userId.days).toBe(365);
    expect(COOKIES.cartId.days).toBe(14);
    expect(COOKIES.recommendationCustomerKey.days).toBe(365);
    expect(COOKIES.recommendationSessionKey.days).toBe(1);
    expect(COOKIES.affiliate.days).toBe(1);
  });

  it('serializes SameSite=Lax, Path=/ and Secure only when asked', () => {
    expect(serializeCookie('nf_cid', 'a b', { days: 14, secure: true })).toBe(
      'nf_cid=a%20b; Path=/; Max-Age=1209600; SameSite=Lax; Secure',
    );
    expect(serializeCookie('nf_cid', 'x', { days: 1, secure: false })).not.toContain('Secure');
  });

  it('reads a tampered or malformed cookie as absent', () => {
    const id = '0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
    expect(readCookie(parseCookies(`nf_uid=${id}; other=1`), 'userId')).toBe(id);
    expect(readCookie(parseCookies('nf_uid=<script>'), 'userId')).toBeUndefined();
    expect(readCookie(parseCookies('nf_uid=%E0%A4%A'), 'userId')).toBeUndefined();
    expect(readCookie(parseCookies('garbage;;=;nf_cid'), 'cartId')).toBeUndefined();
  });
});
