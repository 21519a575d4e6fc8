/** A page's HTML depends on nf_consent (the consent banner or not): every page answer says Vary: Cookie, rendered or from the page cache. */
import { NextRequest } from 'next/server';
import { pageCache, pageCacheKey } from '@/lib/page-cache';
import { proxy } from '@/proxy';

const COOKIES = 'nf_uid=0b7c9d2e-3f4a-4b5c-8d6e-7f8091a2b3c4; nf_cid=1c8d0e3f-4a5b-4c6d-9e7f-8091a2b3c4d5; nf_consent=1.00000000000.0000';
const request = (path: string) => new NextRequest(new URL(path, 'http://127.0.0.1:3000'), { headers: { cookie: COOKIES } });

afterEach(() => pageCache().clear());

it('says Vary: Cookie on a render', () => {
  expect(proxy(request('/kategori/mobil-tillbehor/')).headers.get('vary')).toBe('Cookie');
  expect(proxy(request('/fi-FI/')).headers.get('vary')).toBe('Cookie');
});

it('says Vary: Cookie on a rendered-page cache hit', () => {
  pageCache().set(pageCacheKey(new URL('http://127.0.0.1:3000/alla-kategorier/'), COOKIES), {
    parts: ['<html><head><script nonce="', '"></script></head><body></body></html>'],
    cacheControl: 'public, max-age=0, s-maxage=60',
    contentType: 'text/html; charset=utf-8',
  });
  const response = proxy(request('/alla-kategorier/'));
  expect(response.headers.get('x-page-cache')).toBe('HIT');
  expect(response.headers.get('vary')).toBe('Cookie');
});

it("takes a nonce from the request only with this process's guard token (server/method-guard.ts), never a client's", async () => {
  const { guardToken, GUARD_TOKEN_HEADER } = await import('@/proxy');
  const chosen = 'attacker-chosen-nonce-AAAAAAAAAAAAAAAA';
  const forged = proxy(
    new NextRequest(new URL('http://127.0.0.1:3000/kategori/x/'), {
      headers: { cookie: COOKIES, 'x-nonce': chosen, [GUARD_TOKEN_HEADER]: 'guessed' },
    }),
  );
  expect(forged.headers.get('content-security-policy')).not.toContain(chosen);
  const guarded = proxy(
    new NextRequest(new URL('http://127.0.0.1:3000/kategori/x/'), {
      headers: { cookie: COOKIES, 'x-nonce': 'Z3VhcmQtY2hvc2VuLW5vbmNlLTEyMzQ1Ng==', [GUARD_TOKEN_HEADER]: guardToken() },
    }),
  );
  expect(guarded.headers.get('content-security-policy')).toContain("'nonce-Z3VhcmQtY2hvc2VuLW5vbmNlLTEyMzQ1Ng=='");
  expect(guarded.headers.get(`x-middleware-request-${GUARD_TOKEN_HEADER}`)).toBeNull();
});
