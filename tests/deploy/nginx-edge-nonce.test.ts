/**
 * @jest-environment node
 *
 * Behind the nginx edge, the edge's nonce placeholder must become a fresh
 * nonce only where the app put its nonce (`nonce="…"` attributes, the `csp-nonce` meta tag), never
 * inside text a visitor chose. A real nginx with the rendered deploy template in front of a stub app.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TOKEN = 'edgeNoncePlaceholder0123456789abcdef';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

let app: Server;
let nginx: ChildProcess | undefined;
let prefix = '';
let base = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

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
  const port = await freePort();
  prefix = mkdtempSync(join(tmpdir(), 'nf-nginx-nonce-'));
  const script = `import { renderNginxConf } from ${JSON.stringify(join(__dirname, '../../scripts/scale/nginx-conf.mjs'))};
    process.stdout.write(renderNginxConf(${JSON.stringify({ prefix, port, upstreams: [`127.0.0.1:${appPort}`], bypassToken: 'bypass-token-for-test', edgeNonceToken: TOKEN })}));`;
  const conf = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  // As root the template drops workers to nobody, who cannot write this private temporary folder: keep root here.
  writeFileSync(conf, readFileSync(conf, 'utf8').replace('user nobody nogroup;', 'user root root;'));
  nginx = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (await fetch(`${base}/`).then(() => true, (e: unknown) => ((stderr += String((e as Error).cause ?? e)), false))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not start: ${stderr.slice(0, 300)} ${readFileSync(join(prefix, 'logs/error.log'), 'utf8').slice(-1500)}`);
}, 20_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await new Promise<void>((resolve) => app.close(() => resolve()));
  rmSync(prefix, { recursive: true, force: true });
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
