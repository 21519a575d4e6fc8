/**
 * Liveness and readiness under each dependency state, with a real redis-server for the shared
 * cache, and the drain on SIGTERM against a real HTTP server with a request in flight.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryCache } from '@/lib/cache/memory-cache';
import { createRedisCache } from '@/lib/cache/redis-cache';
import { silentLogger } from '@/tests/helpers/logs';
import type { BreakerState } from '@/lib/ops/observe';
import { drain } from '@/server/ops/drain';
import { createReadinessCheck, memoized, readiness } from '@/server/ops/health';
import { answerHealth, refuseWhileDraining, trackRequest } from '@/server/ops/http-hooks';
import { freePort, startRedis, type RedisProcess } from '../../helpers/redis-server';

const breakers = (...states: BreakerState[]) => new Map(states.map((s, i) => [`shop:r${i}`, s]));

describe('readiness rules', () => {
  it.each([
    ['everything fine', { draining: false, cache: 'ok' as const, breakers: breakers('closed', 'open') }, true, []],
    ['no Redis configured', { draining: false, cache: 'not-configured' as const, breakers: breakers() }, true, []],
    ['draining', { draining: true, cache: 'ok' as const, breakers: breakers('closed') }, false, ['draining']],
    ['cache down', { draining: false, cache: 'down' as const, breakers: breakers('closed') }, false, ['shared cache does not answer']],
    ['some breakers open', { draining: false, cache: 'ok' as const, breakers: breakers('open', 'half_open', 'open') }, true, []],
    [
      'every breaker open',
      { draining: false, cache: 'ok' as const, breakers: breakers('open', 'open') },
      false,
      ['every upstream breaker is open'],
    ],
  ])('%s', (_, input, ready, reasons) => {
    const r = readiness(input);
    expect(r.ready).toBe(ready);
    expect(r.reasons).toEqual(reasons);
  });

  it('runs the check at most once per interval', async () => {
    let calls = 0;
    let t = 0;
    const check = memoized(
      async () => ++calls,
      1_000,
      () => t,
    );
    await Promise.all([check(), check(), check()]);
    expect(calls).toBe(1);
    t = 999;
    await check();
    expect(calls).toBe(1);
    t = 1_000;
    expect(await check()).toBe(2);
  });
});

describe('readiness with a real Redis', () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    // The first test stops it; stop() waits for an exit that already happened otherwise.
    if (redis?.process.exitCode === null && redis.process.signalCode === null) await redis.stop();
  });

  it('is ready while Redis answers, not ready once it is gone, within the bound', async () => {
    const cache = createRedisCache(redis.url, silentLogger);
    await new Promise((r) => setTimeout(r, 200)); // connected
    const check = createReadinessCheck({ cache: () => cache, breakers: new Map(), draining: () => false, intervalMs: 0 });
    expect((await check()).ready).toBe(true);
    await redis.stop();
    const t0 = Date.now();
    const r = await check();
    expect(r).toMatchObject({ ready: false, cache: 'down', reasons: ['shared cache does not answer'] });
    expect(Date.now() - t0).toBeLessThan(1_100);
    await cache.close();
  });

  it('counts a Redis that was never reachable as down, and the in-process cache as not configured', async () => {
    const dead = createRedisCache(`redis://127.0.0.1:${await freePort()}`, silentLogger);
    const check = createReadinessCheck({ cache: () => dead, breakers: new Map(), draining: () => false, intervalMs: 0 });
    expect((await check()).cache).toBe('down');
    await dead.close();
    const memory = createReadinessCheck({ cache: () => createMemoryCache(), breakers: new Map(), draining: () => false, intervalMs: 0 });
    expect(await memory()).toMatchObject({ ready: true, cache: 'not-configured' });
  });
});

/** A server with the hooks; `/slow` answers after `slowMs`; `refuseGet` is DRAIN_REFUSE_GET. */
function hookedServer(state: { draining: boolean; ready: boolean; refused?: number }, slowMs = 800, refuseGet = false) {
  let inFlight = 0;
  const server = createServer((req, res) => {
    if (
      refuseWhileDraining(req, {
        draining: () => state.draining,
        refuseGetWhileDraining: refuseGet,
        onRefused: () => void (state.refused = (state.refused ?? 0) + 1),
      })
    )
      return;
    trackRequest(req, res, {
      onRequest: () => undefined,
      inFlight: { inc: () => void (inFlight += 1), dec: () => void (inFlight -= 1) },
      ready: async () => state.ready && !state.draining,
      draining: () => state.draining,
      ignore: new WeakSet(),
    });
    if (answerHealth(req, res, { ready: async () => state.ready && !state.draining, draining: () => state.draining })) return;
    if (req.url === '/slow') setTimeout(() => res.end('done'), slowMs).unref();
    else res.end('page');
  });
  return { server, inFlight: () => inFlight };
}

function get(
  port: number,
  path: string,
  method = 'GET',
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const listen = async (server: Server) => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
};

describe('health endpoints on the app port', () => {
  it('answer one word, no-store, with the status orchestrators expect', async () => {
    const state = { draining: false, ready: true };
    const { server } = hookedServer(state);
    const port = await listen(server);
    try {
      const live = await get(port, '/__health/live');
      expect([live.status, live.body, live.headers['cache-control']]).toEqual([200, 'ok\n', 'no-store']);
      expect((await get(port, '/__health/ready')).status).toBe(200);
      state.ready = false;
      expect(await get(port, '/__health/ready')).toMatchObject({ status: 503, body: 'not ready\n' });
      state.draining = true;
      expect(await get(port, '/__health/ready')).toMatchObject({ status: 503, body: 'draining\n' });
      expect((await get(port, '/__health/live')).status).toBe(200); // live while draining
      expect((await get(port, '/__health/ready', 'POST')).status).toBe(405);
      expect((await get(port, '/__health/other')).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('drain', () => {
  it('reports not ready, finishes the request in flight, refuses new connections and exits 0', async () => {
    const state = { draining: false, ready: true };
    const { server, inFlight } = hookedServer(state, 800);
    const port = await listen(server);
    const slow = get(port, '/slow');
    await new Promise((r) => setTimeout(r, 100));
    const exit = jest.fn();
    const t0 = Date.now();
    const done = drain({
      servers: () => [server],
      inFlight,
      delayMs: 0,
      timeoutMs: 5_000,
      onDraining: () => (state.draining = true),
      log: () => undefined,
      exit,
    });
    await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/);
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: 'done' });
    expect(await done).toBe(0);
    expect(exit).toHaveBeenCalledWith(0);
    expect(Date.now() - t0).toBeLessThan(2_000);
  });

  it('keeps serving while not ready for the delay, then exits at the bound even if a request hangs', async () => {
    const state = { draining: false, ready: true };
    const { server, inFlight } = hookedServer(state, 60_000);
    const port = await listen(server);
    const hanging = get(port, '/slow').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    const exit = jest.fn();
    const t0 = Date.now();
    const done = drain({
      servers: () => [server],
      inFlight,
      delayMs: 300,
      timeoutMs: 500,
      onDraining: () => (state.draining = true),
      log: () => undefined,
      exit,
    });
    const during = await get(port, '/__health/ready');
    expect(during.status).toBe(503);
    const page = await get(port, '/');
    expect(page.status).toBe(200);
    expect(page.headers.connection).toBe('close');
    expect(await done).toBe(1);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(750);
    expect(Date.now() - t0).toBeLessThan(1_500);
    server.closeAllConnections();
    await hanging;
  });
});

describe('refusing GETs while draining (DRAIN_REFUSE_GET, for nginx: docs/operations.md#drain-on-sigterm)', () => {
  it('closes the connection of a GET or HEAD unanswered while draining; health paths and POSTs are answered', async () => {
    const state: { draining: boolean; ready: boolean; refused?: number } = { draining: false, ready: true };
    const { server } = hookedServer(state, 800, true);
    const port = await listen(server);
    try {
      expect((await get(port, '/')).status).toBe(200);
      state.draining = true;
      await expect(get(port, '/')).rejects.toThrow(/socket hang up|ECONNRESET/);
      await expect(get(port, '/', 'HEAD')).rejects.toThrow(/socket hang up|ECONNRESET/);
      expect(state.refused).toBe(2);
      expect((await get(port, '/__health/ready')).status).toBe(503);
      expect((await get(port, '/__health/live')).status).toBe(200);
      const post = await get(port, '/', 'POST');
      expect([post.status, post.headers.connection]).toEqual([200, 'close']);
      expect(state.refused).toBe(2);
    } finally {
      server.close();
    }
  });

  it('answers every GET while draining unless asked to refuse them', async () => {
    const state = { draining: true, ready: true };
    const { server } = hookedServer(state, 800, false);
    const port = await listen(server);
    try {
      const page = await get(port, '/');
      expect([page.status, page.headers.connection]).toEqual([200, 'close']);
    } finally {
      server.close();
    }
  });
});
