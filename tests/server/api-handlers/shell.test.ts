/**
 * The shell travels as a script of its own on full page loads (ADR 0011): the document takes a
 * complete shell out of the page data and links it by content hash, the route serves it, and the
 * browser's first store reads it from the global the script sets.
 */
import { createMocks } from '../../pages/api-mocks';
import type { ShellData } from '@/services/shop/models';

const parts = {
  menuBase: jest.fn(),
  footer: jest.fn(),
  badges: jest.fn(),
  siteSettings: jest.fn(),
  fees: jest.fn(),
};
jest.mock('@/server/services', () => ({ shopClient: () => parts }));
jest.mock('@/server/report-server-error', () => ({ reportServerError: jest.fn(() => Promise.resolve()) }));

import { shellRoute } from '@/server/api-handlers/shell';
import { moveShellToScript, shellHash, shellScriptUrl } from '@/server/shell-data-script';
import { firstPageShell } from '@/store/preload';

// The cache hands out the same objects until it reloads an answer: so do these doubles.
const menu = [{ categoryId: '100', name: 'Mobil & tillbehör', slug: 'mobil-tillbehor', canLoadChildren: true, children: [] }];
const footer = { columns: [{ title: 'Kundservice', links: [{ title: 'Kontakt', url: '/kundservice/kontakt/' }] }] };
const badges = { 'top-deal': { id: 'top-deal', label: 'Toppfynd', color: 'danger' } };
const settings = { defaultHeaderColor: 'hunter500', climateCompensation: true };
const fees = { shippingFee: { amount: 4900, currency: 'SEK' } };
const shellOf = (): ShellData => ({ menu, footer, badges, settings, fees }) as unknown as ShellData;

beforeEach(() => {
  parts.menuBase.mockResolvedValue(menu);
  parts.footer.mockResolvedValue(footer);
  parts.badges.mockResolvedValue(badges);
  parts.siteSettings.mockResolvedValue(settings);
  parts.fees.mockResolvedValue(fees);
});

async function get(url: string) {
  const [, , , locale, hash] = url.split('/');
  const { req, res } = createMocks('GET', undefined);
  req.query = { locale, hash };
  await shellRoute(req, res);
  return res;
}

function runScript(body: string): unknown {
  const self: { __NF_SHELL__?: unknown } = {};
  new Function('self', body)(self);
  return self.__NF_SHELL__;
}

describe('the shell in the page data', () => {
  it('takes a complete shell out of the page data and links its script by locale and content hash', () => {
    const shell = shellOf();
    const data = { locale: 'sv-SE', props: { pageProps: { shell, pageType: 'start page' } } };
    const url = moveShellToScript(data);
    expect(url).toMatch(/^\/api\/shell\/sv-SE\/[0-9a-f]{8}\/$/);
    expect(data.props.pageProps.shell).toBeNull();
    expect(JSON.stringify(data)).not.toContain('Kundservice');
    // The shared parts are not touched.
    expect(shell.menu).toBe(menu);
  });

  it('keeps a shell with a failed part inline (its page is no-store; a script would be kept for good)', () => {
    const shell = { ...shellOf(), footer: null };
    const data = { locale: 'sv-SE', props: { pageProps: { shell } } };
    expect(moveShellToScript(data)).toBeUndefined();
    expect(data.props.pageProps.shell).toBe(shell);
  });

  it('leaves a client-side navigation’s data (no shell) alone', () => {
    const data = { locale: 'sv-SE', props: { pageProps: { shell: null } } };
    expect(moveShellToScript(data)).toBeUndefined();
  });

  it('hashes the content, each part once per object', () => {
    const shell = shellOf();
    const hash = shellHash(shell);
    const stringify = jest.spyOn(JSON, 'stringify');
    expect(shellHash(shellOf())).toBe(hash);
    expect(stringify).not.toHaveBeenCalled();
    stringify.mockRestore();
    // The same content in new objects (the cache reloaded it) keeps the address; other content gets another.
    expect(shellHash(structuredClone(shell))).toBe(hash);
    expect(shellHash({ ...shell, fees: { shippingFee: { amount: 5900, currency: 'SEK' } } } as unknown as ShellData)).not.toBe(hash);
    expect(shellScriptUrl('fi-FI', shell)).toBe(`/api/shell/fi-FI/${hash}/`);
  });
});

describe('GET /api/shell/{locale}/{hash}/', () => {
  it('serves the shell the page rendered with as a script, immutable at its hash', async () => {
    const res = await get(shellScriptUrl('sv-SE', shellOf())!);
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.getHeader('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(runScript(String(res.jsonBody()))).toEqual(shellOf());
  });

  it('answers another hash with the current shell, cached briefly', async () => {
    const res = await get('/api/shell/sv-SE/00000000/');
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('cache-control')).toBe('public, max-age=60');
    expect(runScript(String(res.jsonBody()))).toEqual(shellOf());
  });

  it('never stores a shell with a failed part', async () => {
    parts.badges.mockRejectedValue(new Error('down'));
    const res = await get(shellScriptUrl('sv-SE', shellOf())!);
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('cache-control')).toBe('no-store');
    expect(runScript(String(res.jsonBody()))).toEqual({ ...shellOf(), badges: null });
  });

  it.each([
    ['an unknown locale', '/api/shell/xx-XX/00000000/'],
    ['a malformed hash', '/api/shell/sv-SE/..%2Fsecrets/'],
  ])('404 for %s', async (_, url) => {
    expect((await get(url)).statusCode).toBe(404);
    expect(parts.menuBase).not.toHaveBeenCalledWith(expect.objectContaining({ locale: 'xx-XX' }));
  });
});

describe('the first page’s store in the browser', () => {
  const global = globalThis as { window?: { __NF_SHELL__?: ShellData } };
  afterEach(() => delete global.window);

  it('takes the shell from the script when the page data has none, and the page data’s own otherwise', () => {
    const fromScript = shellOf();
    expect(firstPageShell(null)).toBeNull();
    global.window = { __NF_SHELL__: fromScript };
    expect(firstPageShell(null)).toBe(fromScript);
    const inline = { ...shellOf(), footer: null };
    expect(firstPageShell(inline)).toBe(inline);
  });
});
