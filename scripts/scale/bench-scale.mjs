// `npm run bench:scale`: requests/s and p50/p99 at 50 connections for the start, category and
// product pages: through nginx from its cache (hit), through nginx to a render on the instances
// (miss: the bypass header and a unique query string, so no cache has the page), and on one
// instance without nginx (repeat views: its rendered-page cache; unique queries: a render), in
// one run. Prints numbers, never fails
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
// A miss must miss every cache: nginx's (the bypass header) and each instance's rendered-page
// cache (ADR 0008, keyed by path and query: a query string no request used before). The data
// cache still answers, as it would for any page a visitor has not asked for in the last seconds.
const modes = {
  'nginx, cache hit': { base: stack.url, headers: {}, unique: false },
  'nginx, cache miss (render)': { base: stack.url, headers: { 'x-nf-cache-bypass': stack.bypassToken }, unique: true },
  'one instance, no nginx': { base: single, headers: {}, unique: false },
  'one instance, render': { base: single, headers: {}, unique: true },
};
let sequence = 0;
/** The path with a query string no request used before (the page ignores unknown parameters). */
const uniquePath = (path) => `${path}?bench=${Date.now().toString(36)}-${(sequence += 1)}`;

const rows = [];
/** A cell that did not measure what it says (a miss that hit a cache): printed, and the exit code is 1. */
const problems = [];
for (const [page, path] of Object.entries(pages)) {
  for (const [mode, { base, headers, unique }] of Object.entries(modes)) {
    const all = { cookie: visitor.cookieHeader, ...headers };
    for (let i = 0; i < 5; i++) await fetch(base + path, { headers: all }).then((r) => r.text()); // warm caches and the JIT
    // How each answer was served, to prove the mode measured what it says.
    const seen = { nginxHit: 0, pageCacheHit: 0, responses: 0 };
    if (unique) {
      const probe = await fetch(base + uniquePath(path), { headers: all });
      await probe.text();
      if (probe.status !== 200) problems.push(`${mode} ${path}: a unique query answers ${probe.status}, not a render`);
    }
    const count = (_status, _body, _context, responseHeaders = {}) => {
      for (const [name, value] of Object.entries(responseHeaders)) {
        if (name.toLowerCase() === 'x-cache-status' && value === 'HIT') seen.nginxHit += 1;
        if (name.toLowerCase() === 'x-page-cache' && value === 'HIT') seen.pageCacheHit += 1;
      }
      seen.responses += 1;
    };
    const instance = autocannon({
      url: base + path,
      connections,
      duration: seconds,
      headers: all,
      timeout: 30,
      requests: [
        unique
          ? { method: 'GET', setupRequest: (request) => ({ ...request, path: uniquePath(path) }), onResponse: count }
          : { method: 'GET', path, onResponse: count },
      ],
    });
    const result = await instance;
    if (unique && seen.nginxHit + seen.pageCacheHit > 0)
      problems.push(`${mode} ${page}: ${seen.nginxHit} nginx and ${seen.pageCacheHit} page-cache hits in a miss measurement`);
    rows.push({
      page,
      mode,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      'nginx HIT': seen.nginxHit,
      'page-cache HIT': seen.pageCacheHit,
    });
    console.log(
      `  ${page.padEnd(8)} ${mode.padEnd(28)} ${String(rows.at(-1)['req/s']).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (nginx HIT ${seen.nginxHit}, page-cache HIT ${seen.pageCacheHit} of ${seen.responses})`,
    );
  }
}
console.log(`\n${connections} connections, ${seconds} s per cell, ${stack.instances.length} instances behind nginx, Redis Cluster cache:`);
console.table(rows);
for (const problem of problems) console.error(`✖ ${problem}`);
await stack.stop();
process.exit(problems.length ? 1 : 0);
