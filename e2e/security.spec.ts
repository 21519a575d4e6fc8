import { request as httpRequest } from 'node:http';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { E2E } from '../playwright.config';
import { expect, test } from './support/consent';
import { pressCartForm, type CartFormAnswer } from './support/cart';
import { services } from './support/services';

/**
 * The security checks against the built app: methods, the menu's reserved id,
 * cross-site posts, design image URLs, upstream HTML bodies and the security
 * headers on pages, API routes, public files and Next's static assets.
 */

/** A raw request (Playwright's client normalises some methods); resolves with status, headers and body. */
function raw(
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${E2E.appUrl}${path}`, { method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function identity(request: APIRequestContext): Promise<{ cartId: string }> {
  const page = await request.get('/');
  const cookie = page
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value)
    .find((v) => v.startsWith('nf_cid='));
  return { cartId: decodeURIComponent(cookie!.split(';')[0]!.slice('nf_cid='.length)) };
}

test.beforeEach(async ({ request }) => services.reset(request));
test.afterEach(async ({ request }) => services.clearFaults(request));

test.describe('methods', () => {
  for (const [method, path] of [
    ['TRACE', '/'],
    ['TRACE', '/kategori/phones-accessories/'],
    ['PROPFIND', '/varukorg/'],
    ['DELETE', '/'],
    ['POST', '/da-DK/'],
  ] as const) {
    test(`${method} ${path} answers 405 with Allow, no stack trace`, async () => {
      const response = await raw(method, path);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.body).not.toMatch(/at .+\(|Error:/);
    });
  }

  test('TRACE on an API route answers 405', async () => {
    const response = await raw('TRACE', '/api/log/');
    expect(response.status).toBe(405);
    // Its own route list is unknown to the guard in front of Next, so no Allow is claimed.
    expect(response.headers.allow).toBeUndefined();
  });

  test('HEAD of a page still works', async () => {
    expect((await raw('HEAD', '/')).status).toBe(200);
  });
});

test('GET /api/menu/base/ is a 404, not a gateway error', async ({ request }) => {
  const response = await request.get('/api/menu/base/');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'Unknown category' });
});

test.describe('cross-site posts', () => {
  const contact = { kind: 'contact', name: 'Anna', email: 'anna@example.se', message: 'Hej, var är mitt paket?' };

  test('a cross-site HTML form post to the contact form is refused (415)', async ({ request }) => {
    const response = await request.post('/api/contact/', {
      form: contact,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status()).toBe(415);
  });

  test('JSON from another origin is refused (403) on the contact form, and the cart form refuses another site', async ({ request }) => {
    const { cartId } = await identity(request);
    const headers = { Origin: 'https://evil.example' };
    expect((await request.post('/api/contact/', { data: contact, headers })).status()).toBe(403);
    expect((await pressCartForm(request, 'add', { articleId: '100017' }, headers)).status()).toBe(403);
    expect((await pressCartForm(request, 'add', { articleId: '100017' }, { 'Sec-Fetch-Site': 'cross-site' })).status()).toBe(403);
    // The purchase proxy changes no cart any more: its write paths are gone.
    expect((await request.post(`/api/purchase/cart/v2/${cartId}/increase/`, { data: { articleId: '100017' } })).status()).toBe(404);
    const cart = (await (await request.get(`/api/purchase/cart/v2/${cartId}/`)).json()) as { data: { items: unknown[] } };
    expect(cart.data.items).toEqual([]);
  });

  test('our own press of the cart form with Origin and Sec-Fetch-Site is served as JSON', async ({ request }) => {
    await identity(request);
    const response = await pressCartForm(request, 'add', { articleId: '100017' }, { Origin: E2E.appUrl, 'Sec-Fetch-Site': 'same-origin' });
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as CartFormAnswer;
    expect(answer.notice).toBe('cart-added');
    expect(answer.cart?.items.map((line) => [line.article.articleId, line.quantity])).toEqual([['100017', 1]]);
  });
});

test.describe('cart calls', () => {
  test("dyoImageUrl must be this design's preview from our own API", async ({ request }) => {
    await identity(request);
    for (const dyoImageUrl of [
      'javascript:alert(document.cookie)',
      'https://evil.example/x.png',
      `${E2E.servicesUrl}/dyo/v1/designs/OTHER/preview.png`,
    ]) {
      const response = await pressCartForm(request, 'add', { articleId: '190001', dyoId: 'D1', dyoImageUrl });
      expect(response.status(), dyoImageUrl).toBe(400);
      expect(((await response.json()) as CartFormAnswer).notice).toBe('form-invalid');
    }
  });

  test('an upstream HTML error page never reaches the browser', async ({ request }) => {
    await identity(request);
    await services.fault(request, {
      method: 'POST',
      path: '/increase$',
      status: 500,
      body: '<!DOCTYPE html><html><body><h1>Internal Server Error</h1><pre>at Cart.increase (/srv/cart.js:12)</pre></body></html>',
      headers: { 'Content-Type': 'text/html' },
      times: 1,
    });
    const response = await pressCartForm(request, 'add', { articleId: '100017' });
    const text = await response.text();
    expect(text).not.toContain('Internal Server Error');
    expect(text).not.toContain('cart.js');
    // docs/spec.md §8: anything else starts a new cart, and the shopper reads so.
    expect(JSON.parse(text)).toMatchObject({ notice: 'cart-reset', failure: { code: 'UNKNOWN_ERROR', resetCart: true } });
  });
});

test.describe('headers', () => {
  function expectSecurityHeaders(response: APIResponse, what: string) {
    const headers = response.headers();
    // Exact values: a header sent twice (proxy and config) would read "nosniff, nosniff".
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], what).toContain('camera=()');
    expect(headers['permissions-policy'], what).toContain('microphone=()');
    expect(headers['permissions-policy'], what).toContain('geolocation=()');
    expect(headers['permissions-policy'], what).toContain('payment=(self)');
    expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
    // One CSP on every response: the proxy's nonce-based one on pages, the strict baseline elsewhere.
    expect(headers['content-security-policy'], what).toMatch(/script-src 'self'/);
    expect(headers['content-security-policy'], what).not.toContain(', ');
    // The e2e site is plain http: no HSTS (tests/lib/security-headers.test.ts covers https).
    expect(headers['strict-transport-security'], what).toBeUndefined();
  }

  test('a page path that only starts like an excluded file gets the nonce-based CSP', async ({ request }) => {
    for (const path of ['/faviconx/', '/sitemapx/', '/sv-SE/sitemap-foo/', '/robots.txtx/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expectSecurityHeaders(response, path);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce, path).toBeTruthy();
      const html = await response.text();
      // Every inline script carries the header's nonce.
      for (const [, attrs] of html.matchAll(/<script\b([^>]*)>/g))
        if (!/\bsrc=|type="application\/(ld\+)?json"/.test(attrs!)) expect(attrs, path).toContain(`nonce="${nonce}"`);
    }
  });

  test("on pages, error pages, API routes, public files and Next's static assets", async ({ request }) => {
    const page = await request.get('/');
    expectSecurityHeaders(page, 'start page');
    expect(page.headers()['content-security-policy']).toContain('nonce-');
    expectSecurityHeaders(await request.get('/en-US/'), 'en-US start page');
    expectSecurityHeaders(await request.get('/kategori/no-such-category/'), '404 page');
    expectSecurityHeaders(await request.get('/api/menu/base/'), 'API 404');
    expectSecurityHeaders(await request.get('/api/search/suggestions/?q=ph'), 'API 200');
    expectSecurityHeaders(await request.post('/api/log/', { data: { level: 'bogus', data: {} } }), 'API 400');
    expectSecurityHeaders(await request.get('/robots.txt'), 'robots.txt');
    expectSecurityHeaders(await request.get('/favicon.svg'), 'favicon (outside the proxy)');
    const outside = await request.get('/locales/no-such-file.json');
    expectSecurityHeaders(outside, 'a 404 outside the proxy');
    expect(outside.headers()['content-security-policy']).not.toContain('nonce-');
    expectSecurityHeaders(await request.get('/locales/sv-SE/translation.json'), 'a public file');
    const chunk = /\/_next\/static\/[^"']+\.js/.exec(await page.text())?.[0];
    expect(chunk).toBeTruthy();
    const asset = await request.get(chunk!);
    expect(asset.ok()).toBe(true);
    expectSecurityHeaders(asset, 'a static chunk');
  });
});
