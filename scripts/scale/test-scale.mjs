// `npm run test:scale`: the drills of the scale topology (docs/deployment-and-scale.md) against a real nginx, a
// real six-node Redis Cluster and two app instances, loopback only. Builds first unless
// SCALE_SKIP_BUILD=1 (`npm test` has just built). Ends with "N passed, M failed".
import {
  cartJourney,
  clusterDown,
  coldStartHangingEndpoint,
  slowPurchaseService,
  cspThroughCache,
  instanceLoss,
  redisMasterLoss,
  sharedCache,
  totalOutage,
} from './drills.mjs';
import { breakerAlert, hostileInput, metricsReport, prometheusTargets, rollingRestart } from './ops-drills.mjs';
import { freePort } from '../lib/processes.mjs';
import { scaleConfig, startStack } from './stack.mjs';

// Pages live 5 s in nginx's cache here (60 s by default), so the outage drill sees a stale copy soon.
const pageMaxAgeSeconds = Number((process.env.PAGE_CDN_MAX_AGE_SECONDS ??= '5'));
// The failover may add this much to the p99 of the same load without a failure.
const extraP99Ms = Number(process.env.SCALE_EXTRA_P99_MS ?? 1_000);
const only = process.env.SCALE_DRILLS?.split(',').map((s) => s.trim());

const DRILLS = [
  ['shared cache: 50 views over both instances, one upstream call per key', (s) => sharedCache(s)],
  ['CSP through the cache: cached HTML satisfies its own CSP, no shared nonce', (s) => cspThroughCache(s)],
  ['cart journey through nginx on both instances; nothing personal, /api/ or Set-Cookie is stored', (s) => cartJourney(s)],
  [
    'instance loss during 14 s of load at 20 connections, then a rolling restart of every instance under load',
    async (s) => `${await instanceLoss(s)}\n    ${await rollingRestart(s)}`,
  ],
  ['Redis master loss under load', (s) => redisMasterLoss(s, { extraP99Ms })],
  // Before the outage drill, which restarts every instance: the breaker it opens would otherwise stay open
  // (BREAKER_OPEN_SECONDS) into the next drills, and the start page answers 503 without its content.
  ['a breaker opens: NordfyndBreakerOpen fires in Prometheus', (s) => breakerAlert(s)],
  ['total app outage: stale pages and the 503 page per locale', (s) => totalOutage(s, { pageMaxAgeSeconds })],
  ['cold start with a hanging menu endpoint: p99 under 3 s, no request over 5 s', (s) => coldStartHangingEndpoint(s)],
  ['purchase service slower than the timeout: nothing doubled, nothing lost, the order confirmed', (s) => slowPurchaseService(s)],
  ['Prometheus scrapes every instance: all targets up and ready', (s) => prometheusTargets(s)],
  ['hostile input: event-loop lag within 500 ms, no connection error, series bounded', (s) => hostileInput(s)],
  // Last: it leaves the cluster down.
  ['whole Redis Cluster down: pages answer without waiting on the cache', (s) => clusterDown(s)],
];

const started = Date.now();
let stack;
let passed = 0;
let failed = 0;
const stop = async (code) => {
  // SCALE_KEEP_LOGS=1 keeps the logs (nginx's, each instance's) of a run that passed too.
  await stack?.stop({ keepDir: failed > 0 || process.env.SCALE_KEEP_LOGS === '1' });
  process.exit(code);
};
process.removeAllListeners('SIGINT');
process.once('SIGINT', () => void stop(130));

try {
  // The drills read Prometheus every second or two: scrape and evaluate every second.
  // Prometheus gets a free port of its own unless one is given (9090 may be anyone's).
  const prometheusPort = process.env.SCALE_PROMETHEUS_PORT ? Number(process.env.SCALE_PROMETHEUS_PORT) : await freePort();
  const config = { ...scaleConfig(), prometheusPort, scrapeInterval: process.env.SCALE_SCRAPE_INTERVAL ?? '1s' };
  stack = await startStack({ build: process.env.SCALE_SKIP_BUILD !== '1', log: (line) => console.log(line), config });
} catch (error) {
  console.error(`✖ could not start the scale topology: ${error instanceof Error ? error.message : String(error)}`);
  failed = 1;
  console.log('\n0 passed, 1 failed');
  await stop(1);
}

for (const [index, [name, drill]] of DRILLS.entries()) {
  if (only && !only.includes(String(index + 1))) continue;
  const t0 = Date.now();
  try {
    const finding = await drill(stack);
    passed += 1;
    console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n    ${finding}`);
  } catch (error) {
    failed += 1;
    console.log(`✖ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n    ${error instanceof Error ? error.message : String(error)}`);
  }
}
try {
  console.log(`\n${await metricsReport(stack, (Date.now() - started) / 1000)}`);
} catch (error) {
  console.log(`\n(no server-side report: ${error instanceof Error ? error.message : String(error)})`);
}
if (failed || process.env.SCALE_KEEP_LOGS === '1') console.log(`\nLogs kept in ${stack.dir}`);
console.log(`\nScale drills took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
await stop(failed ? 1 : 0);
