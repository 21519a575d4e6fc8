/**
 * Operations of one instance: metrics, health, drain (docs/operations.md). Loaded by
 * instrumentation.ts in the Node runtime only (node: imports live in these files).
 */
import type { Server } from 'node:http';
import { installOpsSink } from '@/lib/ops/observe';
import { isDevelopment } from '@/lib/public-env';
import { serverEnv } from '../env';
import { rootLogger } from '../log/pino-logger';
import { sharedCache } from '../services';
import { installDrain } from './drain';
import { createReadinessCheck, type Readiness } from './health';
import { appServers, installHttpHooks } from './http-hooks';
import { metrics } from './metrics';
import { startMetricsServer } from './metrics-server';

let installed = false;

export async function installOps(): Promise<void> {
  if (installed) return;
  installed = true;
  const env = serverEnv();
  const log = rootLogger();
  const basePaths = [env.SHOP_API_URL, env.PURCHASE_API_URL].map((u) => new URL(u).pathname.replace(/\/+$/, '')).filter(Boolean);
  const m = metrics(basePaths);
  installOpsSink(m.sink);

  let draining = false;
  let inFlight = 0;
  let refused = 0;
  const check = createReadinessCheck({ cache: sharedCache, breakers: m.breakerStates, draining: () => draining });
  const current = async (): Promise<Readiness> => {
    const result = await check();
    m.ready.set(result.ready ? 1 : 0);
    return result;
  };
  const ignore = new WeakSet<Server>();

  await installHttpHooks({
    onRequest: (route, method, status, seconds, hit) => {
      m.request(route, method, status, seconds);
      if (hit) m.sink.pageCache('hit');
    },
    inFlight: {
      inc: () => {
        inFlight += 1;
        m.inFlight.inc();
      },
      dec: () => {
        inFlight -= 1;
        m.inFlight.dec();
      },
    },
    ready: async () => (await current()).ready,
    draining: () => draining,
    refuseGetWhileDraining: env.DRAIN_REFUSE_GET === '1',
    onRefused: () => void (refused += 1),
    ignore,
  });

  if (env.METRICS_PORT) {
    try {
      await startMetricsServer({ host: env.METRICS_HOST, port: env.METRICS_PORT, registry: m.registry, readiness: current, ignore });
      log.info({ event: 'metrics-listening', host: env.METRICS_HOST, port: env.METRICS_PORT }, 'metrics and health detail');
    } catch (error) {
      log.error(
        { event: 'metrics-port-failed', port: env.METRICS_PORT, err: error instanceof Error ? error.message : String(error) },
        'metrics port not available',
      );
    }
  }

  // `next dev` keeps its own signal handling.
  if (!isDevelopment()) {
    installDrain({
      servers: () => appServers,
      inFlight: () => inFlight,
      delayMs: env.DRAIN_DELAY_SECONDS * 1000,
      timeoutMs: env.DRAIN_TIMEOUT_SECONDS * 1000,
      onDraining: () => {
        draining = true;
        m.ready.set(0);
        m.draining.set(1);
      },
      summary: () => ({ refusedGets: refused }),
      log: (event, detail) =>
        log.warn(
          { event, instance: env.INSTANCE_ID, ...detail },
          event === 'drain-start' ? 'SIGTERM: not ready, draining' : 'drained; exiting',
        ),
    });
  }
}
