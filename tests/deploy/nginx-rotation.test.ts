/**
 * @jest-environment node
 *
 * How an instance leaves and rejoins nginx's rotation without a reload (docs/operations.md#drain-on-sigterm):
 * a real nginx with the rendered deploy template in front of two stub instances that use the app's own
 * drain hook (server/ops/http-hooks.ts refuseWhileDraining).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { refuseWhileDraining } from '@/server/ops/http-hooks';
import { startNginx, type RunningNginx } from '../helpers/nginx';
import { freePort } from '../helpers/redis-server';

/** A stub instance: answers 200 (a POST with its body's length), `/sick` with its own 503 page; counts what it got. */
class Instance {
  server: Server;
  draining = false;
  refused = 0;
  got: string[] = [];
  constructor(readonly port: number) {
    this.server = createServer((req, res) => {
      if (
        refuseWhileDraining(req, { draining: () => this.draining, refuseGetWhileDraining: true, onRefused: () => void (this.refused += 1) })
      )
        return;
      if (this.draining) res.setHeader('Connection', 'close');
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        this.got.push(`${req.method} ${req.url}`);
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Type', 'text/plain');
        if (req.url === '/sick') {
          res.statusCode = 503;
          res.end('the app’s own 503 page');
        } else {
          res.end(`${this.port} ${req.method} ${body.length}`);
        }
      });
    });
  }
  listen = () => new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  close = () => {
    if (this.server.listening) this.server.close();
    this.server.closeAllConnections();
  };
  posts = () => this.got.filter((g) => g.startsWith('POST')).length;
}

let nginx: RunningNginx | undefined;
let base = '';
let conf = '';
let a: Instance;
let b: Instance;

beforeEach(async () => {
  a = new Instance(await freePort());
  b = new Instance(await freePort());
  await Promise.all([a.listen(), b.listen()]);
  nginx = await startNginx([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
  ({ base, conf } = nginx);
  // What the start-up probe sent is not part of any test.
  a.got = [];
  b.got = [];
}, 20_000);

afterEach(async () => {
  await nginx?.stop();
  a.close();
  b.close();
});

type Answer = { status: number; upstream: string; text: string };

async function send(method: 'GET' | 'POST', path = '/'): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    body: method === 'POST' ? 'articleId=100017' : undefined,
    headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
  });
  return { status: response.status, upstream: response.headers.get('x-upstream') ?? '', text: await response.text() };
}

describe('nginx rotation without a reload', () => {
  it('lists every instance in the rotation (out for 3 s after one failure) and again as a backup never taken out', () => {
    const upstream = /upstream nordfynd_app \{([\s\S]*?)\n {2}\}/.exec(readFileSync(conf, 'utf8'))?.[1] ?? '';
    const servers = upstream.split('\n').filter((line) => line.trim().startsWith('server '));
    expect(servers.map((line) => line.trim())).toEqual([
      `server 127.0.0.1:${a.port} max_fails=1 fail_timeout=3s;`,
      `server 127.0.0.1:${b.port} max_fails=1 fail_timeout=3s;`,
      `server 127.0.0.1:${a.port} backup max_fails=0;`,
      `server 127.0.0.1:${b.port} backup max_fails=0;`,
    ]);
    expect(upstream).toContain('keepalive_timeout 60s;');
    expect(readFileSync(conf, 'utf8')).toContain('proxy_next_upstream_tries 4;');
  });

  it('keeps sending to the instance left when it answers its own 503 while the other is down (no 503 page of nginx’s)', async () => {
    a.close(); // restarting: its port refuses
    const sick = await send('GET', '/sick');
    expect([sick.status, sick.text]).toEqual([503, 'the app’s own 503 page']);
    // The 503 took b out of the rotation too (max_fails=1); without the backups these got nginx's own 503 page for 3 s.
    const after = await Promise.all(Array.from({ length: 6 }, () => send('GET')));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(after.every((r) => r.upstream.endsWith(`127.0.0.1:${b.port}`))).toBe(true);
  });

  it('takes a draining instance out at its first refused GET, so no POST reaches it while its port closes', async () => {
    a.draining = true;
    // GETs until nginx has sent one to the draining instance: refused there, answered by the other.
    for (let i = 0; i < 4 && a.refused === 0; i++) expect((await send('GET')).status).toBe(200);
    expect(a.refused).toBe(1);
    const postsBefore = a.posts();
    const during: Answer[] = [];
    for (let i = 0; i < 10; i++) during.push(await send(i % 2 ? 'GET' : 'POST'));
    expect(during.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(a.posts()).toBe(postsBefore); // left out: nothing sent to it
    a.close(); // the port closes
    const closed: Answer[] = [];
    for (let i = 0; i < 10; i++) closed.push(await send(i % 2 ? 'GET' : 'POST'));
    expect(closed.map((r) => r.status)).toEqual(Array(10).fill(200));
    // After fail_timeout (3 s, counted in whole seconds) nginx tries it again, with a weight that grows back
    // one step per request: the refused connect sent nothing, so even a POST goes on to the other instance.
    await new Promise((r) => setTimeout(r, 4_100));
    const later: Answer[] = [];
    while (later.length < 12 && !later.some((r) => r.upstream.includes(`127.0.0.1:${a.port}, `))) later.push(await send('POST'));
    expect(later.every((r) => r.status === 200)).toBe(true);
    expect(later.at(-1)?.upstream).toBe(`127.0.0.1:${a.port}, 127.0.0.1:${b.port}`);
    expect(b.posts()).toBe(10 + later.length);
    expect(a.posts()).toBe(postsBefore);
  }, 20_000);

  it('puts a restarted instance back at nginx’s next try, without a reload', async () => {
    a.close();
    expect((await send('GET')).status).toBe(200); // refused there: left out for 3 s
    a = new Instance(a.port);
    await a.listen();
    await new Promise((r) => setTimeout(r, 4_100));
    const after: Answer[] = [];
    while (after.length < 12 && a.got.length === 0) after.push(await send('GET'));
    expect(after.every((r) => r.status === 200)).toBe(true);
    expect(a.got.length).toBeGreaterThan(0);
  }, 20_000);

  it('passes a shopper’s photo of several MB on to the app, and keeps every other body to nginx’s 1 MB', async () => {
    const photo = await fetch(`${base}/api/dyo/photos/`, {
      method: 'POST',
      body: Buffer.alloc(5 * 1024 * 1024, 1),
      headers: { 'content-type': 'image/png' },
    });
    expect(photo.status).toBe(200);
    expect(await photo.text()).toMatch(/ POST 5242880$/);
    const form = await fetch(`${base}/api/forms/cart/add/`, {
      method: 'POST',
      body: 'x='.padEnd(2 * 1024 * 1024, 'x'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(413);
  });
});
