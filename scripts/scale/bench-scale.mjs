// `npm run bench:scale`: requests/s and p50/p99 at 50 connections for the start, category and
// product pages: through nginx from its cache (hit), through nginx to the instances (miss, via
// the bypass header) and on one instance without nginx, in one run. Prints numbers, never fails
// on them. BENCH_SECONDS per cell (5), BENCH_CONNECTIONS (50), BENCH_SKIP_BUILD=1 reuses .next.
import autocannon from 'autocannon';
import { PAGES } from './drills.mjs';
import { startStack } from './stack.mjs';
import { Visitor } from './visitor.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pages = { start: PAGES[0], category: PAGES[1], product: PAGES[2] };

const stack = await startStack({ build: process.env.BENCH_SKIP_BUILD !== '1' });
process.removeAllListeners('SIGINT');
process.once('SIGINT', () => void stack.stop().then(() => process.exit(130)));

const visitor = new Visitor(stack.url);
await visitor.arrive('/');
const single = `http://${stack.instances[0].address}`;
const modes = {
  'nginx, cache hit': { base: stack.url, headers: {} },
  'nginx, cache miss': { base: stack.url, headers: { 'x-nf-cache-bypass': stack.bypassToken } },
  'one instance, no nginx': { base: single, headers: {} },
};

const rows = [];
for (const [page, path] of Object.entries(pages)) {
  for (const [mode, { base, headers }] of Object.entries(modes)) {
    const all = { cookie: visitor.cookieHeader, ...headers };
    for (let i = 0; i < 5; i++) await fetch(base + path, { headers: all }).then((r) => r.text()); // warm caches and the JIT
    const result = await autocannon({ url: base + path, connections, duration: seconds, headers: all, timeout: 30 });
    rows.push({ page, mode, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, 'non-2xx': result.non2xx, errors: result.errors, timeouts: result.timeouts });
    console.log(`  ${page.padEnd(8)} ${mode.padEnd(24)} ${String(rows.at(-1)['req/s']).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`);
  }
}
console.log(`\n${connections} connections, ${seconds} s per cell, ${stack.instances.length} instances behind nginx, Redis Cluster cache:`);
console.table(rows);
await stack.stop();
process.exit(0);
