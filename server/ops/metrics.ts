/**
 * Prometheus metrics of one app instance (prom-client), served by server/ops/metrics-server.ts. Names, types and labels are listed in
 * docs/operations.md; every label comes from a fixed set (server/ops/route-key.ts) and, as a last guard, each label keeps at most
 * LABEL_LIMIT distinct values before further ones count as "other". One registry per process, on `globalThis`.
 */
import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BreakerState, CacheEvent, OpsSink } from '@/lib/ops/observe';
import { upstreamEndpoint } from './route-key';

export const LABEL_LIMIT = 100;

/** Seconds, for requests and upstream calls. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const BREAKER_STATE_VALUE: Record<BreakerState, number> = { closed: 0, half_open: 1, open: 2 };

/** Keeps a label to LABEL_LIMIT distinct values per metric and label name. */
class LabelGuard {
  private seen = new Map<string, Set<string>>();
  value(metric: string, label: string, value: string): string {
    const key = `${metric}\u0000${label}`;
    let set = this.seen.get(key);
    if (!set) this.seen.set(key, (set = new Set()));
    if (set.has(value)) return value;
    if (set.size >= LABEL_LIMIT) return 'other';
    set.add(value);
    return value;
  }
}

/** A fresh set of metrics; `metrics()` keeps the process's one. */
export function createMetrics(basePaths: readonly string[]) {
  const registry = new Registry();
  const guard = new LabelGuard();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) =>
    new Histogram({ name, help, labelNames, buckets, registers });
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge({ name, help, labelNames, registers });

  const httpLabels = ['route', 'method', 'status_class'] as const;
  const httpRequests = counter('nordfynd_http_requests_total', 'Requests answered, by route key, method and status class', httpLabels);
  const httpDuration = histogram(
    'nordfynd_http_request_duration_seconds',
    'Time from the request to the end of the response, by route key, method and status class',
    httpLabels,
    LATENCY_BUCKETS,
  );
  const inFlight = gauge('nordfynd_http_requests_in_flight', 'Requests being answered now');
  const pageCache = counter(
    'nordfynd_page_cache_requests_total',
    'Shareable page requests answered from the rendered-page cache (hit) or rendered (miss)',
    ['result'],
  );
  const dataCache = counter(
    'nordfynd_data_cache_events_total',
    'Shop and catalog data cache: l1_hit, l2_hit (shared cache), stale (served while refreshing), miss, refresh_failure, per resource',
    ['resource', 'event'],
  );
  const upstreamDuration = histogram(
    'nordfynd_upstream_request_duration_seconds',
    'Upstream calls (shop, purchase, design service) by endpoint, method and outcome',
    ['endpoint', 'method', 'outcome'],
    LATENCY_BUCKETS,
  );
  const upstreamErrors = counter(
    'nordfynd_upstream_errors_total',
    'Failed upstream calls by endpoint and error kind (lib/http/errors.ts)',
    ['endpoint', 'kind'],
  );
  const breaker = gauge('nordfynd_upstream_breaker_state', 'Circuit breaker per upstream endpoint: 0 closed, 1 half-open, 2 open', [
    'endpoint',
  ]);
  const dyoRenders = counter('nordfynd_dyo_print_renders_total', 'DYO print renders by outcome', ['outcome']);
  const dyoDuration = histogram('nordfynd_dyo_print_render_duration_seconds', 'Time to render one DYO print side', [], RENDER_BUCKETS);
  let lastElu = performance.eventLoopUtilization();
  new Gauge({
    name: 'nordfynd_eventloop_utilization',
    help: 'Share of time the event loop was busy since the previous scrape (0 to 1)',
    registers,
    collect() {
      const now = performance.eventLoopUtilization();
      this.set(performance.eventLoopUtilization(now, lastElu).utilization);
      lastElu = now;
    },
  });
  const ready = gauge('nordfynd_ready', '1 when the readiness check passes, 0 when not ready or draining');
  const draining = gauge('nordfynd_draining', '1 after SIGTERM while in-flight requests finish');

  const endpointOf = (url: string) => guard.value('upstream', 'endpoint', upstreamEndpoint(url, basePaths));

  const sink: OpsSink = {
    cache(resource: string, event: CacheEvent) {
      dataCache.inc({ resource: guard.value('data_cache', 'resource', resource), event });
    },
    upstream(url, method, seconds, errorKind) {
      const endpoint = endpointOf(url);
      const outcome = errorKind ? 'error' : 'ok';
      upstreamDuration.observe({ endpoint, method: method.toUpperCase(), outcome }, seconds);
      if (errorKind) upstreamErrors.inc({ endpoint, kind: guard.value('upstream_errors', 'kind', errorKind) });
    },
    breaker(endpoint, state) {
      breaker.set({ endpoint: guard.value('breaker', 'endpoint', endpoint) }, BREAKER_STATE_VALUE[state]);
      breakerStates.set(endpoint, state);
    },
    pageCache(result) {
      pageCache.inc({ result });
    },
    dyoRender(seconds, ok) {
      dyoRenders.inc({ outcome: ok ? 'ok' : 'error' });
      dyoDuration.observe(seconds);
    },
  };
  const breakerStates = new Map<string, BreakerState>();

  return {
    registry,
    sink,
    /** The last state each breaker reported (readiness reads it). */
    breakerStates: breakerStates as ReadonlyMap<string, BreakerState>,
    request(route: string, method: string, status: string, seconds: number) {
      const labels = { route: guard.value('http', 'route', route), method, status_class: status };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    inFlight,
    ready,
    draining,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const KEY = Symbol.for('nordfynd.ops.metrics');

/** This process's metrics, created on first use; `basePaths` are the upstreams' base paths (stripped from endpoint labels). */
export function metrics(basePaths: readonly string[] = []): Metrics {
  const holder = globalThis as typeof globalThis & { [KEY]?: Metrics };
  holder[KEY] ??= createMetrics(basePaths);
  return holder[KEY];
}
