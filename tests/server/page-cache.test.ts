/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forgetAsks, hasPersonalCookies, pageCache, pageCacheKey, splitAtNonce, withNonce } from '@/lib/page-cache';
import { capturePage } from '@/server/page-cache-capture';

const NONCE = 'bm9uY2UtZm9yLXRoaXMtcmVxdWVzdC0xMjM0NTY3ODkw';
let server: Server;
let base = '';
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    capturePage(req, res, req.url ?? '', 'public, max-age=0, s-maxage=60', 10);
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write(`<!DOCTYPE html><html><head><meta property="csp-nonce" content="${NONCE}"/>`);
    res.write(Buffer.from(`<script nonce="${NONCE}">1</script>`));
    // Text a visitor chose (a search term), escaped as React escapes text.
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    res.write(`<h1>${q.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</h1>`);
    res.end(`<noscript data-n-css="${NONCE}"></noscript><style nonce="${NONCE}"></style></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  pageCache().clear();
  forgetAsks();
  status = 200;
});

const get = (path: string) => fetch(`${base}${path}`, { headers: { 'x-nonce': NONCE } }).then((r) => r.text());
/** A page is kept on the second ask for its key (docs/adr/0020-page-cache-on-second-ask.md). */
const getTwice = async (path: string) => {
  await get(path);
  return get(path);
};

describe('the rendered-page cache', () => {
  it('keeps a page only when its key is asked for the second time', async () => {
    await get('/kategori/x/?sida=3');
    expect(pageCache().get('/kategori/x/?sida=3')).toBeUndefined();
    await get('/kategori/x/?sida=4');
    expect(pageCache().get('/kategori/x/?sida=3')).toBeUndefined();
    await get('/kategori/x/?sida=3');
    expect(pageCache().get('/kategori/x/?sida=3')?.parts).toHaveLength(5);
    expect(pageCache().get('/kategori/x/?sida=4')).toBeUndefined();
  });

  it('counts the bytes of a kept page as V8 holds them (two per character for a page beyond Latin-1)', async () => {
    await getTwice('/s/?q=abc');
    const ascii = pageCache().get('/s/?q=abc');
    expect(ascii?.bytes).toBe(ascii!.parts.join('').length);
    await getTwice('/s/?q=%E2%98%85');
    const twoByte = pageCache().get('/s/?q=%E2%98%85');
    expect(twoByte?.parts.join('')).toContain('<h1>★</h1>');
    expect(twoByte?.bytes).toBe(twoByte!.parts.join('').length * 2);
  });

  it('keeps a 200 page cut at its three nonces, and hands it out with a new one', async () => {
    const html = await getTwice('/kategori/x/?sida=2');
    expect(html).toContain(NONCE);
    const page = pageCache().get('/kategori/x/?sida=2');
    expect(page?.parts.join('')).not.toContain(NONCE);
    expect(page?.parts).toHaveLength(5);
    expect(page?.cacheControl).toMatch(/^public/);
    const fresh = withNonce(page!, 'ZnJlc2g=');
    expect(fresh).toBe(html.split(NONCE).join('ZnJlc2g='));
  });

  it.each([
    ['the old fixed placeholder', '__nordfynd_page_cache_nonce__x'],
    ['an attribute-shaped placeholder', 'nonce="__nordfynd_page_cache_nonce__"'],
    ['a meta-shaped placeholder', '<meta property="csp-nonce" content="__nordfynd_page_cache_nonce__"'],
  ])('never writes the live nonce into visitor text holding %s (the nonce only goes where the render put it)', async (_, q) => {
    const path = `/s/?q=${encodeURIComponent(q)}`;
    await getTwice(path);
    const page = pageCache().get(path);
    expect(page).toBeDefined();
    const fresh = 'RlJFU0gtTk9OQ0UtZm9yLXRlc3Q=';
    const html = withNonce(page!, fresh);
    expect(html.split(fresh)).toHaveLength(5);
    expect(html).toContain(`nonce="${fresh}"`);
    expect(html).not.toMatch(new RegExp(`<h1>[^<]*${fresh}`));
  });

  it("keeps no page whose text holds the render's own nonce outside its attributes (the edge secret typed into a search)", async () => {
    const path = `/s/?q=${encodeURIComponent(NONCE)}`;
    await getTwice(path);
    expect(pageCache().get(path)).toBeUndefined();
  });

  it('keeps nothing that is not a whole 200 HTML page', async () => {
    status = 500;
    await getTwice('/broken/');
    expect(pageCache().get('/broken/')).toBeUndefined();
  });

  it("cuts only at the nonce's attribute values, and refuses a page with the nonce anywhere else", () => {
    const nonce = 'Tk9OQ0UtMTIzNDU2Nzg5MA==';
    const html = `<meta property="csp-nonce" content="${nonce}"/><script\nnonce="${nonce}"></script><link data-n-css="${nonce}"/>`;
    expect(splitAtNonce(html, nonce)).toEqual([
      '<meta property="csp-nonce" content="',
      '"/><script\nnonce="',
      '"></script><link data-n-css="',
      '"/>',
    ]);
    expect(splitAtNonce('<p>no nonce</p>', nonce)).toEqual(['<p>no nonce</p>']);
    for (const elsewhere of [
      `<p>${nonce}</p>`,
      `<a xnonce="${nonce}">`,
      `<a nonce="${nonce}x">`,
      `<a title="${nonce}">`,
      `nonce="${nonce}"`,
    ]) {
      expect(splitAtNonce(`<script nonce="${nonce}"></script>${elsewhere}`, nonce)).toBeNull();
    }
  });

  it('knows the cookies that make a page personal', () => {
    expect(hasPersonalCookies('nf_uid=1; nf_ff_newCheckout=true')).toBe(true);
    expect(hasPersonalCookies('nf_uid=1; nf_consent=1.0')).toBe(false);
    expect(hasPersonalCookies(undefined)).toBe(false);
  });
});

describe('the rendered-page cache key and the consent layer (docs/adr/0018-forms-first.md)', () => {
  const url = new URL('http://127.0.0.1:3000/kategori/mobil-tillbehor/?sort=price_desc');
  it('keeps the copy with the consent banner apart from the copy without it', () => {
    const chosen = pageCacheKey(url, 'nf_uid=x; nf_consent=1.00000000000.0000');
    expect(chosen).toBe('/kategori/mobil-tillbehor/?sort=price_desc');
    for (const cookies of [undefined, null, '', 'nf_uid=x', 'nf_consent=tampered', 'nf_consent=1.0000.0']) {
      expect(pageCacheKey(url, cookies)).toBe('/kategori/mobil-tillbehor/?sort=price_desc#consent-banner');
    }
  });
});
