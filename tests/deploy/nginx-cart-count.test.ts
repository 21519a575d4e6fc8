/**
 * @jest-environment node
 *
 * Behind the nginx edge the header's cart count is filled per response (server/cart-count.ts): the app
 * renders the edge's placeholder there, nginx keeps one copy of the page and writes each shopper's
 * sanitised `nf_cart_n` in its place. A real nginx with the rendered deploy template in front of a stub app.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startNginx, type RunningNginx } from '../helpers/nginx';

const TOKEN = 'edgeNoncePlaceholder0123456789abcdef';
const IDENTITY = 'nf_uid=11111111-1111-4111-8111-111111111111; nf_consent=1.00000000000.0000';

let app: Server;
let renders = 0;
let nginx: RunningNginx | undefined;

beforeAll(async () => {
  app = createServer((req, res) => {
    renders += 1;
    const slot = req.headers['x-edge-nonce-token'] === TOKEN ? TOKEN : 'no-edge';
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
    res.end(
      `<!DOCTYPE html><html><body><a href="/varukorg/" data-nf-cart-n="${slot}"><span data-nf-cart-n="${slot}"></span></a>` +
        `<p>${TOKEN}</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  nginx = await startNginx([`127.0.0.1:${(app.address() as AddressInfo).port}`], TOKEN);
}, 20_000);

afterAll(async () => {
  await nginx?.stop();
  await new Promise<void>((resolve) => app.close(() => resolve()));
});

async function get(cartCookie: string | null) {
  const cookie = cartCookie === null ? IDENTITY : `${IDENTITY}; nf_cart_n=${cartCookie}`;
  const response = await fetch(`${nginx!.base}/alla-kategorier/`, { headers: { cookie } });
  const html = await response.text();
  return { status: response.headers.get('x-cache-status'), counts: [...html.matchAll(/data-nf-cart-n="([^"]*)"/g)].map((m) => m[1]), html };
}

describe('the nginx edge cart count', () => {
  it('keeps one copy and writes each shopper their own count; a shopper without one sees none', async () => {
    const before = renders;
    const first = await get('2');
    expect(first.counts).toEqual(['2', '2']);
    const second = await get(null);
    expect(second.status).toBe('HIT');
    expect(second.counts).toEqual(['', '']);
    const third = await get('15');
    expect(third.status).toBe('HIT');
    expect(third.counts).toEqual(['15', '15']);
    expect(renders - before).toBe(1);
    // Only the attribute positions: the placeholder elsewhere stays as the app wrote it.
    expect(third.html).toContain(`<p>${TOKEN}</p>`);
  });

  it.each([
    ['0', ''],
    ['007', '7'],
    ['1000', '999'],
    ['-1', ''],
    ['%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', ''],
    ['3%22%20onmouseover%3D%22x', ''],
    ['1e3', ''],
    ['abc', ''],
  ])('writes nf_cart_n=%s as %j', async (value, expected) => {
    const { counts, html } = await get(value);
    expect(counts).toEqual([expected, expected]);
    expect(html).not.toContain('<script>');
  });
});
