/**
 * The hooks of lib/ops/observe.ts as the cache, the fetch wrapper and the DYO render call them:
 * each cache outcome, breaker state and upstream call reaches the installed sink once, and a
 * failing sink never fails the caller.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCachedLoader } from '@/lib/cache/cached';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { request } from '@/lib/http/request';
import { installOpsSink, observeDyoRender, type OpsSink } from '@/lib/ops/observe';
import { testContext } from '../helpers/context';

function recordingSink() {
  const events: string[] = [];
  const sink: OpsSink = {
    cache: (resource, event) => events.push(`cache ${resource} ${event}`),
    upstream: (url, method, _seconds, kind) => events.push(`upstream ${method} ${new URL(url).pathname} ${kind ?? 'ok'}`),
    breaker: (endpoint, state) => events.push(`breaker ${endpoint} ${state}`),
    pageCache: (result) => events.push(`page ${result}`),
    dyoRender: (_s, ok) => events.push(`dyo ${ok}`),
  };
  return { events, sink };
}

afterEach(() => installOpsSink(undefined));

describe('cache and breaker hooks', () => {
  it('report miss, L1 hit, L2 hit, stale, refresh failure and the breaker opening', async () => {
    const { events, sink } = recordingSink();
    installOpsSink(sink);
    let t = 1_000_000;
    const shared = createMemoryCache();
    const options = { now: () => t, l1Seconds: 5, breakerFailures: 2, breakerOpenSeconds: 60 };
    const a = createCachedLoader(shared, options);
    const b = createCachedLoader(shared, options); // another instance sharing the cache
    const ok = async () => 'v';
    const fail = async (): Promise<string> => {
      throw new Error('connection refused'); // a transport failure: counts for the breaker
    };
    await a('k', 10, ok, 'ep');
    await a('k', 10, ok, 'ep');
    await b('k', 10, ok, 'ep');
    t += 11_000; // past its lifetime: stale
    await a('k', 10, fail, 'ep');
    await new Promise((r) => setTimeout(r, 10));
    await a('k2', 10, fail, 'ep').catch(() => undefined);
    expect(events).toEqual([
      'cache ep miss',
      'breaker ep closed',
      'cache ep l1_hit',
      'cache ep l2_hit',
      'cache ep stale',
      'cache ep refresh_failure',
      'cache ep miss',
      'breaker ep open',
    ]);
  });

  it('never lets a failing sink fail the cache', async () => {
    installOpsSink({
      cache: () => {
        throw new Error('metrics bug');
      },
      upstream: () => undefined,
      breaker: () => undefined,
      pageCache: () => undefined,
      dyoRender: () => undefined,
    });
    const loader = createCachedLoader(createMemoryCache());
    await expect(loader('k', 10, async () => 'v', 'ep')).resolves.toBe('v');
  });
});

describe('upstream and DYO hooks', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(req.url === '/ok' ? 200 : 503, { 'Content-Type': 'application/json' });
      res.end('{"message":"x"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('report every upstream call with its outcome', async () => {
    const { events, sink } = recordingSink();
    installOpsSink(sink);
    const validate = (v: unknown) => ({ ok: true as const, value: v });
    await request(`${base}/ok`, testContext(), { validate });
    await request(`${base}/down`, testContext(), { method: 'POST', validate }).catch(() => undefined);
    expect(events).toEqual(['upstream GET /ok ok', 'upstream POST /down http']);
  });

  it('times DYO renders, failed ones too', async () => {
    const { events, sink } = recordingSink();
    installOpsSink(sink);
    await observeDyoRender(async () => 1);
    await expect(observeDyoRender(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(events).toEqual(['dyo true', 'dyo false']);
  });
});
