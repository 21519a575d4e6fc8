/**
 * The metrics of one instance: names, types and label sets, and that no input can grow them
 * without bound (10,000 unique hostile URLs and ids through a real HTTP server and the hooks).
 */
import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMetrics, LABEL_LIMIT, type Metrics } from '@/server/ops/metrics';
import { answerHealth, trackRequest } from '@/server/ops/http-hooks';

/** Series in the exposition: every sample line. */
async function seriesCount(m: Metrics): Promise<number> {
  return (await m.registry.metrics()).split('\n').filter((line) => line && !line.startsWith('#')).length;
}

/** A server answering like the app would, with the hooks of server/ops/http-hooks.ts. */
function appLikeServer(m: Metrics): Server {
  return createServer((req, res) => {
    trackRequest(req, res, {
      onRequest: (route, method, status, seconds, hit) => {
        m.request(route, method, status, seconds);
        if (hit) m.sink.pageCache('hit');
      },
      inFlight: m.inFlight,
      ready: async () => true,
      draining: () => false,
      ignore: new WeakSet(),
    });
    if (answerHealth(req, res, { ready: async () => true, draining: () => false })) return;
    const url = req.url ?? '';
    const status = url.startsWith('/produkt/') ? 200 : url.startsWith('/api/purchase/') ? 400 : 404;
    // Next sets headers one by one (setHeader), as here.
    if (url.includes('hit')) res.setHeader('X-Page-Cache', 'HIT');
    res.writeHead(status, { 'Content-Type': 'text/plain' });
    res.end('x');
  });
}

async function fire(port: number, paths: string[], method = 'GET'): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 20 });
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, method, agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
        req.end();
      });
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  agent.destroy();
}

/** 10,000 unique hostile URLs: ids, slugs, query strings, encodings, unknown API routes, locale-like prefixes. */
function hostileUrls(n: number): string[] {
  const shapes = [
    (i: number) => `/produkt/${i}/slug-${i}/?variant=${i}`,
    (i: number) => `/fi-FI/tuote/${i}/${'x'.repeat(i % 300)}/`,
    (i: number) => `/kategori/c-${i}/?page=${i}&brand=${i}&sort=s${i}`,
    (i: number) => `/api/purchase/cart/v2/${i}-${i}/increase/`,
    (i: number) => `/api/x${i}/`,
    (i: number) => `/xx-${i}/random/${i}/`,
    (i: number) => `/%${(i % 256).toString(16)}%zz/${i}`,
    (i: number) => `/s/?q=${'%F0%9F%92%A9'.repeat(i % 20)}${i}&hit=${i}`,
    (i: number) => `/_next/static/chunks/${i}.js`,
    (i: number) => `/__health/${i}`,
  ];
  return Array.from({ length: n }, (_, i) => shapes[i % shapes.length]?.(i) ?? '/');
}

describe('metrics', () => {
  it('has the documented names, types and label sets', async () => {
    const m = createMetrics(['/shop']);
    m.request('/product/', 'GET', '2xx', 0.01);
    m.sink.pageCache('hit');
    m.sink.pageCache('miss');
    m.sink.cache('shop:menuBase', 'l1_hit');
    m.sink.cache('catalog/v1/articles/:id', 'refresh_failure');
    m.sink.upstream('http://s/shop/catalog/v1/articles/5', 'GET', 0.02);
    m.sink.upstream('http://s/shop/cart/v2/abc/increase', 'POST', 0.5, 'timeout');
    m.sink.breaker('shop:menuBase', 'open');
    m.sink.dyoRender(1.2, true);
    m.inFlight.inc();
    const json = await m.registry.getMetricsAsJSON();
    const byName = new Map(json.map((metric) => [metric.name, metric]));
    const expected: Record<string, [string, string[]]> = {
      nordfynd_http_requests_total: ['counter', ['route', 'method', 'status_class']],
      nordfynd_http_request_duration_seconds: ['histogram', ['route', 'method', 'status_class']],
      nordfynd_http_requests_in_flight: ['gauge', []],
      nordfynd_page_cache_requests_total: ['counter', ['result']],
      nordfynd_data_cache_events_total: ['counter', ['resource', 'event']],
      nordfynd_upstream_request_duration_seconds: ['histogram', ['endpoint', 'method', 'outcome']],
      nordfynd_upstream_errors_total: ['counter', ['endpoint', 'kind']],
      nordfynd_upstream_breaker_state: ['gauge', ['endpoint']],
      nordfynd_dyo_print_renders_total: ['counter', ['outcome']],
      nordfynd_dyo_print_render_duration_seconds: ['histogram', []],
      nordfynd_eventloop_utilization: ['gauge', []],
      nordfynd_ready: ['gauge', []],
      nordfynd_draining: ['gauge', []],
      // prom-client's default metrics: event-loop lag, heap and RSS
      nodejs_eventloop_lag_max_seconds: ['gauge', []],
      nodejs_eventloop_lag_p99_seconds: ['gauge', []],
      nodejs_heap_size_used_bytes: ['gauge', []],
      process_resident_memory_bytes: ['gauge', []],
    };
    for (const [name, [type, labels]] of Object.entries(expected)) {
      const metric = byName.get(name);
      expect({ name, type: metric?.type }).toEqual({ name, type });
      for (const value of metric?.values ?? []) {
        const own = Object.keys(value.labels).filter((l) => l !== 'le' && l !== 'quantile');
        expect({ name, labels: own.sort() }).toEqual({ name, labels: [...labels].sort() });
      }
    }
    const text = await m.registry.metrics();
    expect(text).toContain('nordfynd_upstream_errors_total{endpoint="cart/v2/:id/increase",kind="timeout"} 1');
    expect(text).toContain('nordfynd_upstream_breaker_state{endpoint="shop:menuBase"} 2');
    expect(text).toContain('nordfynd_data_cache_events_total{resource="catalog/v1/articles/:id",event="refresh_failure"} 1');
    expect(text).toMatch(/nordfynd_eventloop_utilization \d/);
    expect(m.breakerStates.get('shop:menuBase')).toBe('open');
  });

  it('keeps its series bounded under 10,000 unique hostile URLs and ids', async () => {
    const m = createMetrics([]);
    const server = appLikeServer(m);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      await fire(port, hostileUrls(1_000));
      const afterThousand = await seriesCount(m);
      const httpSeries = (t: string) => t.split('\n').filter((l) => l.startsWith('nordfynd_http_') && !l.includes('method="OTHER"')).length;
      const httpAfterThousand = httpSeries(await m.registry.metrics());
      await fire(port, hostileUrls(10_000).slice(1_000));
      await fire(
        port,
        hostileUrls(200).map((u) => `${u}?m`),
        'BREW',
      );
      // 10,000 unique upstream URLs and ids, and resources/endpoints a bug might make unique.
      for (let i = 0; i < 10_000; i++) {
        m.sink.upstream(`http://s/order/v1/${i}x${'abc'.repeat(i % 5)}`, 'GET', 0.01, i % 2 ? 'http' : undefined);
        m.sink.upstream(`http://s/catalog/v1/brands/brand${i}`, 'GET', 0.01);
        m.sink.cache(`catalog/v1/made-up-${i}`, 'miss');
        m.sink.breaker(`made-up-${i}`, 'closed');
      }
      const after = await seriesCount(m);
      const text = await m.registry.metrics();
      const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((x) => x[1]));
      expect([...routes].sort()).toEqual(
        ['/', '/category/', '/product/', '/s/', 'api:purchase', 'api:unmatched', 'health', 'next:static', 'unmatched']
          .filter((r) => r !== '/')
          .sort(),
      );
      const labelsOf = (metric: string, label: string) =>
        new Set([...text.matchAll(new RegExp(`^${metric}\\S*\\{[^}]*${label}="([^"]*)"`, 'gm'))].map((x) => x[1]));
      // Ids never reach the upstream label (normalised to :id); the breaker label is held by the guard.
      expect([...labelsOf('nordfynd_upstream_request_duration_seconds', 'endpoint')].sort()).toEqual([
        'catalog/v1/brands/:id',
        'order/v1/:id',
      ]);
      expect(labelsOf('nordfynd_upstream_breaker_state', 'endpoint').size).toBe(LABEL_LIMIT + 1);
      const resources = new Set([...text.matchAll(/resource="([^"]*)"/g)].map((x) => x[1]));
      expect(resources.size).toBeLessThanOrEqual(LABEL_LIMIT + 1);
      // The HTTP series stopped growing after the first 1,000 URLs (9,000 more unique ones added none; only the new method label did).
      expect(httpSeries(text)).toBe(httpAfterThousand);
      expect(after - afterThousand).toBeLessThan(1_500);
      expect(after).toBeLessThan(2_500);
      expect(text).toContain('nordfynd_page_cache_requests_total{result="hit"}');
      expect(text).toContain('nordfynd_http_requests_in_flight 0');
    } finally {
      await new Promise((r) => server.close(r));
    }
  }, 60_000);
});

describe('the metrics port', () => {
  it('serves /metrics and the health detail, nothing else, and is not counted as shop traffic', async () => {
    const { startMetricsServer } = await import('@/server/ops/metrics-server');
    const m = createMetrics([]);
    let ready = true;
    const ignore = new WeakSet<Server>();
    const server = await startMetricsServer({
      host: '127.0.0.1',
      port: 0,
      registry: m.registry,
      ignore,
      readiness: async () => ({
        ready,
        draining: false,
        cache: 'ok',
        breakers: { closed: 1, halfOpen: 0, open: ready ? [] : ['shop:menuBase'] },
        reasons: ready ? [] : ['every upstream breaker is open'],
      }),
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(ignore.has(server)).toBe(true);
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toContain('text/plain');
      expect(metrics.headers.get('cache-control')).toBe('no-store');
      expect(await metrics.text()).toContain('# TYPE nordfynd_http_request_duration_seconds histogram');
      expect((await fetch(`${base}/health/live`)).status).toBe(200);
      expect((await fetch(`${base}/health/ready`)).status).toBe(200);
      ready = false;
      const notReady = await fetch(`${base}/health/ready`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({
        ready: false,
        breakers: { open: ['shop:menuBase'] },
        reasons: ['every upstream breaker is open'],
      });
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
