/**
 * @jest-environment node
 *
 * Behind the nginx edge, the edge's nonce placeholder must become a fresh
 * nonce only where the app put its nonce (`nonce="…"` attributes, the `csp-nonce` meta tag), never
 * inside text a visitor chose. A real nginx with the rendered deploy template in front of a stub app.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startNginx, type RunningNginx } from '../helpers/nginx';

const TOKEN = 'edgeNoncePlaceholder0123456789abcdef';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let app: Server;
let nginx: RunningNginx | undefined;
let base = '';

beforeAll(async () => {
  app = createServer((req, res) => {
    const nonce = req.headers['x-edge-nonce-token'] === TOKEN ? TOKEN : 'appOwnNonce';
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
    res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'`);
    res.end(
      `<!DOCTYPE html><html><head><meta property="csp-nonce" content="${nonce}"/><style nonce="${nonce}">p{}</style></head>` +
        `<body><h1 id="q">${escapeHtml(q)}</h1><noscript data-n-css="${nonce}"></noscript><script nonce="${nonce}">1</script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const appPort = (app.address() as AddressInfo).port;
  nginx = await startNginx([`127.0.0.1:${appPort}`], TOKEN);
  base = nginx.base;
}, 20_000);

afterAll(async () => {
  await nginx?.stop();
  await new Promise<void>((resolve) => app.close(() => resolve()));
});

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';

describe('the nginx edge nonce', () => {
  it.each([
    ['the edge token itself', TOKEN],
    ['an attribute-shaped token', `nonce="${TOKEN}"`],
    ['a meta-shaped token', `<meta property="csp-nonce" content="${TOKEN}"`],
  ])('writes the fresh nonce only into the attribute positions, never into visitor text holding %s', async (_, q) => {
    for (const cookie of ['', 'nf_uid=11111111-1111-4111-8111-111111111111']) {
      const response = await fetch(`${base}/s/?q=${encodeURIComponent(q)}`, { headers: cookie ? { cookie } : {} });
      const html = await response.text();
      const nonce = nonceOf(response.headers.get('content-security-policy') ?? '');
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([nonce, nonce]);
      expect(html).toContain(`<meta property="csp-nonce" content="${nonce}"/>`);
      expect(html).toContain(`<noscript data-n-css="${nonce}">`);
      // The visitor's text comes back exactly as the app escaped it: no nonce written into it.
      expect(/<h1 id="q">([^<]*)<\/h1>/.exec(html)?.[1]).toBe(escapeHtml(q));
    }
  });
});
