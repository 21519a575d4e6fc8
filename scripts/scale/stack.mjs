// The scale topology on one machine: local services, a six-node Redis Cluster, N app
// instances (`next start`, one build) and nginx in front. Used by `npm run demo:scale`,
// the drills (`npm run test:scale`) and `npm run bench:scale`.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, waitForUrl } from '../lib/processes.mjs';
import { startGroup, stopAllGroups } from './groups.mjs';
import { renderNginxConf } from './nginx-conf.mjs';
import { requirePrograms, which } from './prerequisites.mjs';
import { startPrometheus, waitTargetsUp } from './prometheus.mjs';
import { startRedisCluster } from './redis-cluster.mjs';

const BIN = (name) => join(process.cwd(), 'node_modules', '.bin', name);

/** Ports and sizes, each configurable by environment. */
export function scaleConfig(env = process.env) {
  return {
    instances: Number(env.APP_INSTANCES ?? 2),
    scalePort: Number(env.SCALE_PORT ?? 8080),
    firstAppPort: Number(env.SCALE_APP_PORT ?? 3501),
    servicesPort: Number(env.SCALE_SERVICES_PORT ?? 4510),
    firstRedisPort: Number(env.SCALE_REDIS_PORT ?? 7000),
    /** Each instance's operations port (metrics, health detail), the next ones follow. */
    firstMetricsPort: Number(env.SCALE_METRICS_PORT ?? 9501),
    prometheusPort: Number(env.SCALE_PROMETHEUS_PORT ?? 9090),
    scrapeInterval: env.SCALE_SCRAPE_INTERVAL ?? '2s',
  };
}

/** How long an instance may take to drain after SIGTERM (DRAIN_TIMEOUT_SECONDS) before the stack kills it. */
export const DRAIN_TIMEOUT_SECONDS = 10;
/**
 * How long a draining instance keeps its port open (DRAIN_DELAY_SECONDS). With DRAIN_REFUSE_GET the first
 * GET nginx sends it after SIGTERM is closed unanswered: nginx retries it on the other instance and leaves
 * this one out for `fail_timeout` (3 s). The port closes inside that window, when nginx sends it nothing,
 * so no request is queued on the closing port (docs/operations.md#drain-on-sigterm).
 */
const DRAIN_DELAY_SECONDS = 1;
/**
 * Node's keep-alive timeout on the instances (`next start --keepAliveTimeout`), longer than nginx's
 * `keepalive_timeout` for its idle connections to them (60 s, its default, set in the upstream block):
 * an instance never closes a connection nginx may be sending a request on. With Node's default (5 s) it
 * sometimes did, and nginx counted that as a failed instance.
 */
const APP_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The environment of every app instance and of the build. */
function appEnv({ scalePort, servicesUrl }) {
  return {
    NEXT_TELEMETRY_DISABLED: '1',
    SHOP_API_URL: `${servicesUrl}/`,
    PURCHASE_API_URL: `${servicesUrl}/`,
    IMAGE_HOSTS: servicesUrl,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${scalePort}`,
    TRUST_PROXY_HOPS: '1',
    // Every drill shopper comes from 127.0.0.1: the per-IP form and rebate limits (docs/security.md) would stop the load.
    FORM_POSTS_PER_MINUTE_IP: '1000000',
    FORM_POSTS_PER_MINUTE_SHOPPER: '1000000',
    REBATE_ATTEMPTS_PER_WINDOW: '1000000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Passed through so a drill can be measured with other upstream timeouts and page budgets.
    ...(process.env.SHOP_TIMEOUT_MS ? { SHOP_TIMEOUT_MS: process.env.SHOP_TIMEOUT_MS } : {}),
    ...(process.env.PAGE_BUDGET_MS ? { PAGE_BUDGET_MS: process.env.PAGE_BUDGET_MS } : {}),
    DRAIN_TIMEOUT_SECONDS: String(DRAIN_TIMEOUT_SECONDS),
    DRAIN_DELAY_SECONDS: String(DRAIN_DELAY_SECONDS),
    // Overridable only to measure the drill without it (docs/operations.md).
    DRAIN_REFUSE_GET: process.env.DRAIN_REFUSE_GET ?? '1',
  };
}

/**
 * Starts everything; `build` runs `npm run build` first. Returns the running stack with
 * controls for the drills. `log` prints progress lines.
 */
export async function startStack({ build = true, log = console.log, config = scaleConfig() } = {}) {
  await requirePrograms(['redis-server', 'redis-cli', 'nginx', 'prometheus', 'promtool'], 'The scale topology');
  const dir = mkdtempSync(join(tmpdir(), 'nordfynd-scale-'));
  chmodSync(dir, 0o755); // nginx's unprivileged workers read the 503 pages and write the cache here
  const servicesUrl = `http://127.0.0.1:${config.servicesPort}`;
  const env = appEnv({ scalePort: config.scalePort, servicesUrl });
  const bypassToken = randomBytes(12).toString('hex');
  // The edge's nonce placeholder (ADR 0006): the app renders it as the nonce when nginx sends it, and
  // nginx puts a fresh nonce ($request_id) in its place in every response, cached or not.
  const edgeNonceToken = `nfedge${randomBytes(16).toString('hex')}`;
  let stopping = false;

  if (build) {
    log('▶ npm run build');
    const code = await buildApp(env);
    if (code !== 0) throw new Error(`npm run build failed (${code})`);
  }

  log(`▶ local services on ${servicesUrl} (logs in ${dir})`);
  startGroup(BIN('tsx'), ['dev-services/server.ts'], {
    env: { DEV_SERVICES_PORT: String(config.servicesPort), DEV_SERVICES_PUBLIC_URL: servicesUrl },
    logFile: join(dir, 'services.log'),
  });
  await waitForUrl(`${servicesUrl}/__control/health`, 30_000);

  log(`▶ Redis Cluster, 3 masters + 3 replicas on ${config.firstRedisPort}–${config.firstRedisPort + 5}`);
  const redis = await startRedisCluster({ firstPort: config.firstRedisPort, dir });

  const instances = Array.from({ length: config.instances }, (_, i) => ({
    id: `app-${i + 1}`,
    port: config.firstAppPort + i,
    address: `127.0.0.1:${config.firstAppPort + i}`,
    metricsUrl: `http://127.0.0.1:${config.firstMetricsPort + i}`,
    handle: undefined,
    /** false while a drill keeps it down on purpose; otherwise a crashed instance is restarted. */
    wanted: true,
  }));

  function launch(instance) {
    const handle = startGroup(
      BIN('next'),
      ['start', '-p', String(instance.port), '-H', 'localhost', '--keepAliveTimeout', String(APP_KEEP_ALIVE_TIMEOUT_MS)],
      {
        env: {
          ...env,
          REDIS_CLUSTER_NODES: redis.nodesEnv,
          REDIS_URL: '',
          INSTANCE_ID: instance.id,
          EDGE_NONCE_TOKEN: edgeNonceToken,
          METRICS_PORT: instance.metricsUrl.split(':').pop(),
        },
        logFile: join(dir, `${instance.id}.log`),
      },
    );
    instance.handle = handle;
    void handle.exited.then((code) => {
      if (instance.handle !== handle || !instance.wanted || stopping) return;
      log(`  ${instance.id} exited (${code}); restarting it`);
      setTimeout(() => instance.wanted && !stopping && launch(instance), 500);
    });
  }

  log(`▶ ${instances.length} app instances on ${instances.map((i) => i.port).join(', ')}`);
  for (const instance of instances) launch(instance);
  await Promise.all(instances.map((i) => waitForUrl(`http://${i.address}/`, 60_000)));

  const prefix = join(dir, 'nginx');
  // nginx is configured once and never reloaded: a reload closes the old worker's idle keep-alive connections
  // to the clients, and a request sent on one at that instant fails. An instance leaves and rejoins the
  // rotation by itself (drain on SIGTERM, nginx's passive checks and retries: docs/operations.md).
  const conf = renderNginxConf({ prefix, port: config.scalePort, upstreams: instances.map((i) => i.address), bypassToken, edgeNonceToken });
  log(`▶ nginx on 127.0.0.1:${config.scalePort} (${conf})`);
  const nginx = startGroup(which('nginx') ?? 'nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    logFile: join(prefix, 'logs', 'stderr.log'),
  });
  const url = `http://127.0.0.1:${config.scalePort}`;
  await waitForUrl(`${url}/`, 15_000);

  log(
    `▶ Prometheus on 127.0.0.1:${config.prometheusPort}, scraping ${instances.map((i) => i.metricsUrl.replace('http://', '')).join(', ')} every ${config.scrapeInterval}`,
  );
  const prometheus = await startPrometheus({
    dir: join(dir, 'prometheus'),
    port: config.prometheusPort,
    targets: instances.map((i) => ({ address: i.metricsUrl.replace('http://', ''), id: i.id })),
    scrapeInterval: config.scrapeInterval,
  });
  await waitTargetsUp(prometheus, instances.length);

  return {
    url,
    servicesUrl,
    dir,
    bypassToken,
    redis,
    instances,
    prometheus,
    /** Kills an instance (SIGKILL by default); unless `keepDown`, the supervisor restarts it. Resolves with its exit code. */
    async killInstance(index, { signal = 'SIGKILL', keepDown = false, killAfterMs } = {}) {
      const instance = instances[index];
      instance.wanted = !keepDown;
      return instance.handle?.stop(signal, killAfterMs);
    },
    /** Starts an instance that was kept down and waits until it answers and reports ready. */
    async startInstance(index) {
      const instance = instances[index];
      instance.wanted = true;
      if (instance.handle?.child.exitCode === null) return;
      launch(instance);
      await waitForUrl(`http://${instance.address}/`, 60_000);
      await waitForUrl(`${instance.metricsUrl}/health/ready`, 30_000);
    },
    async stop({ keepDir = false } = {}) {
      stopping = true;
      await nginx.stop('SIGQUIT');
      await stopAllGroups();
      if (!keepDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
