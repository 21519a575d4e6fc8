// Reads an app instance's /metrics (Prometheus text format) for the soak and the drills: samples,
// the difference of two scrapes, p99 from histogram buckets, cache hit ratios, event-loop lag.

/** Parses the text format into [{ name, labels, value }] (comments skipped). */
export function parseMetrics(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const labels = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

const keyOf = (s) =>
  `${s.name}{${Object.entries(s.labels)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')}}`;

/** Counters and histograms of `after` minus `before` (a series missing before counts from 0). */
export function diffMetrics(before, after) {
  const old = new Map(before.map((s) => [keyOf(s), s.value]));
  return after.map((s) => ({ ...s, value: s.value - (old.get(keyOf(s)) ?? 0) }));
}

/** The q-quantile of histogram `name` over `samples` (bucket counts), the series filtered by `where(labels)`; NaN when empty. */
export function histogramQuantile(samples, name, q, where = () => true) {
  const buckets = new Map();
  for (const s of samples) {
    if (s.name !== `${name}_bucket` || !where(s.labels)) continue;
    const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + s.value);
  }
  const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
  const total = sorted.at(-1)?.[1] ?? 0;
  if (total <= 0) return NaN;
  const rank = q * total;
  let prevLe = 0;
  let prevCount = 0;
  for (const [le, count] of sorted) {
    if (count >= rank) {
      if (le === Infinity) return prevLe; // as Prometheus does: the highest finite bucket
      return prevLe + ((le - prevLe) * (rank - prevCount)) / Math.max(1e-9, count - prevCount);
    }
    prevLe = le;
    prevCount = count;
  }
  return prevLe;
}

export const sum = (samples, name, where = () => true) =>
  samples.filter((s) => s.name === name && where(s.labels)).reduce((t, s) => t + s.value, 0);

/** p99 (ms) per route with its request count, busiest first, from a diff of two scrapes. */
export function p99ByRoute(delta) {
  const routes = new Map();
  for (const s of delta)
    if (s.name === 'nordfynd_http_requests_total' && s.labels.route !== 'health')
      routes.set(s.labels.route, (routes.get(s.labels.route) ?? 0) + s.value);
  return [...routes]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([route, requests]) => ({
      route,
      requests,
      p99Ms: Math.round(histogramQuantile(delta, 'nordfynd_http_request_duration_seconds', 0.99, (l) => l.route === route) * 1000),
    }));
}

/** Hit ratios (0–1, NaN without traffic) of the rendered-page cache and the shop-data cache. */
export function cacheHitRatios(delta) {
  const pageAll = sum(delta, 'nordfynd_page_cache_requests_total');
  const dataHit = sum(delta, 'nordfynd_data_cache_events_total', (l) => ['l1_hit', 'l2_hit', 'stale'].includes(l.event));
  const dataAll = dataHit + sum(delta, 'nordfynd_data_cache_events_total', (l) => l.event === 'miss');
  return {
    page: pageAll ? sum(delta, 'nordfynd_page_cache_requests_total', (l) => l.result === 'hit') / pageAll : NaN,
    data: dataAll ? dataHit / dataAll : NaN,
  };
}

/** Fetches and parses one /metrics. */
export async function scrape(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return parseMetrics(await response.text());
}
