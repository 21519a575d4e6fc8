// `npm run bench`: builds, starts the app with Redis and the local services, and
// reports requests per second and p50/p99 latency of the start page with a warm
// cache. A benchmark, not a test: it prints numbers and never fails on them.
import autocannon from 'autocannon';
import { freePort, run, start, startRedis, stopAll, waitForUrl } from './lib/processes.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const appPort = await freePort();
const servicesPort = await freePort();
const servicesUrl = `http://127.0.0.1:${servicesPort}`;

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const code = await run('npx', ['next', 'build'], { env: { NEXT_TELEMETRY_DISABLED: '1' } });
  if (code !== 0) process.exit(code);
}
const redisUrl = await startRedis();
if (!redisUrl) console.warn('redis-server not found: benchmarking with the in-process cache');
start('services', 'npx', ['tsx', 'dev-services/server.ts'], { env: { DEV_SERVICES_PORT: String(servicesPort) }, quiet: true });
await waitForUrl(`${servicesUrl}/__control/health`);
start('storefront', 'npx', ['next', 'start', '-p', String(appPort), '-H', '127.0.0.1'], {
  env: { SHOP_API_URL: `${servicesUrl}/`, PURCHASE_API_URL: `${servicesUrl}/`, REDIS_URL: redisUrl ?? '', LOG_LEVEL: 'warn' },
});
const url = `http://127.0.0.1:${appPort}/`;
await waitForUrl(url);
for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.text()); // warm the cache and the JIT

const result = await autocannon({ url, connections, duration });
console.log(`\nStart page, warm ${redisUrl ? 'Redis' : 'in-process'} cache, ${connections} connections, ${duration} s:`);
console.table({
  'requests/s (mean)': result.requests.average,
  'latency p50 (ms)': result.latency.p50,
  'latency p99 (ms)': result.latency.p99,
  'non-2xx responses': result.non2xx,
  errors: result.errors,
});
stopAll(0);
