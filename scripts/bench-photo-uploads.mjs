#!/usr/bin/env node
/**
 * Parallel maximum-size photo uploads against a running app on loopback, while the start page is asked
 * for every 100 ms: the server's RSS growth (from /proc, the app's pid) and the start page's time.
 *
 *   node scripts/bench-photo-uploads.mjs --url http://127.0.0.1:3141 --pid <next-server pid> [--uploads 12]
 *     [--bytes 26214400] [--body binary|json] [--clients one|many] [--seconds 10]
 *
 * --body binary posts the file as the body (image/jpeg); json posts `{ image: dataURL }` (the route before
 * the binary body). --clients many gives each upload its own nf_uid and X-Forwarded-For (start the app
 * with TRUST_PROXY_HOPS=1), one uses one shopper. Each of the parallel uploads is sent again when it is
 * answered (after 250 ms), for --seconds. The body is random bytes: what matters here is what the
 * server holds while reading it. Bounded: loopback only, at most 32 parallel uploads of at most 64 MB,
 * at most 60 s.
 * Run it under `heavy`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3141' },
    pid: { type: 'string' },
    uploads: { type: 'string', default: '12' },
    bytes: { type: 'string', default: String(25 * 1024 * 1024) },
    body: { type: 'string', default: 'binary' },
    clients: { type: 'string', default: 'many' },
    seconds: { type: 'string', default: '10' },
  },
});
const base = new URL(values.url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) throw new Error('loopback only');
const uploads = Math.min(32, Math.max(1, Number(values.uploads)));
const bytes = Math.min(64 * 1024 * 1024, Math.max(1, Number(values.bytes)));
const seconds = Math.min(60, Math.max(1, Number(values.seconds)));
const pid = Number(values.pid);
if (!Number.isInteger(pid)) throw new Error('--pid of the app (next-server) is required');

const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function send(path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      { host: base.hostname, port: base.port, path, method, headers: { connection: 'close', ...headers }, timeout: 120_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', (error) => resolve({ status: `error ${error.code ?? error.message}`, ms: performance.now() - started }));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    if (body) req.end(body);
    else req.end();
  });
}

const file = randomBytes(bytes);
const payload = values.body === 'json' ? Buffer.from(JSON.stringify({ image: `data:image/jpeg;base64,${file.toString('base64')}` })) : file;
const type = values.body === 'json' ? 'application/json' : 'image/jpeg';
const shopper = randomUUID();

// Warm the start page and the route (first compile of a route's chunk is not what we measure).
for (let i = 0; i < 3; i++) await send('/');
await send('/api/dyo/photos/', { method: 'POST', headers: { 'content-type': type, 'content-length': '1' }, body: Buffer.from('x') });
global.gc?.();
await new Promise((r) => setTimeout(r, 1000));

const baseline = rssMb();
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
}, 25);
const startPage = [];
let running = true;
const prober = (async () => {
  while (running) {
    startPage.push((await send('/')).ms);
    await new Promise((r) => setTimeout(r, 100));
  }
})();

const started = performance.now();
const results = [];
await Promise.all(
  Array.from({ length: uploads }, async (_, i) => {
    const client =
      values.clients === 'many'
        ? { cookie: `nf_uid=${randomUUID()}`, 'x-forwarded-for': `10.77.0.${i + 1}` }
        : { cookie: `nf_uid=${shopper}` };
    while (performance.now() - started < seconds * 1000) {
      results.push(
        await send('/api/dyo/photos/', {
          method: 'POST',
          headers: { 'content-type': type, 'content-length': String(payload.length), ...client },
          body: payload,
        }),
      );
      await new Promise((r) => setTimeout(r, 250));
    }
  }),
);
const uploadsMs = performance.now() - started;
running = false;
await prober;
clearInterval(sampler);

const sorted = [...startPage].sort((a, b) => a - b);
const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const statuses = results.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
console.log(
  JSON.stringify(
    {
      parallel: uploads,
      requests: results.length,
      bodyBytes: payload.length,
      body: values.body,
      clients: values.clients,
      statuses,
      uploadsSeconds: +(uploadsMs / 1000).toFixed(2),
      slowestUploadMs: Math.round(Math.max(...results.map((r) => r.ms))),
      rssMb: { baseline: Math.round(baseline), peak: Math.round(peak), growth: Math.round(peak - baseline) },
      startPageMs: { samples: sorted.length, p50: Math.round(q(0.5)), p90: Math.round(q(0.9)), max: Math.round(sorted.at(-1) ?? 0) },
    },
    null,
    2,
  ),
);
