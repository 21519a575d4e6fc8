// What both benchmarks (bench.mjs, bench-lighthouse.mjs) measure and run against.
import { buildApp, freePort, start, startRedis, waitForUrl } from './processes.mjs';

/** The pages measured: start, category, product and cart. */
export const BENCH_PAGES = [
  ['start', '/'],
  ['category', '/kategori/mobil-tillbehor/'],
  ['product', '/produkt/100084/nordic-sound-tradlost-tangentbord-frost-plus-gra/'],
  ['cart', '/varukorg/'],
];

/**
 * Builds (unless BENCH_SKIP_BUILD=1), starts Redis when redis-server is found and the local
 * services; answers Redis's URL (undefined without it) and the services' URL.
 */
export async function startBenchServices() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const code = await buildApp();
    if (code !== 0) process.exit(code);
  }
  const redisUrl = await startRedis();
  const servicesPort = await freePort();
  const servicesUrl = `http://127.0.0.1:${servicesPort}`;
  start('services', 'npx', ['tsx', 'dev-services/server.ts'], {
    env: { DEV_SERVICES_PORT: String(servicesPort), DEV_SERVICES_PUBLIC_URL: servicesUrl },
    quiet: true,
  });
  await waitForUrl(`${servicesUrl}/__control/health`);
  return { redisUrl, servicesUrl };
}

/** The environment of `next start` against those services, plus `extra`. */
export function benchAppEnv({ redisUrl, servicesUrl }, extra = {}) {
  return {
    SHOP_API_URL: `${servicesUrl}/`,
    PURCHASE_API_URL: `${servicesUrl}/`,
    IMAGE_HOSTS: servicesUrl,
    REDIS_URL: redisUrl ?? '',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}
