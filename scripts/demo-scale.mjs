// `npm run demo:scale`: the storefront at scale on one machine: local services, a Redis
// Cluster (3 masters + 3 replicas), APP_INSTANCES app instances, nginx in front and Prometheus
// scraping every instance (deploy/prometheus/).
// Installs nothing; says which Debian package is missing. Ctrl+C stops everything it started.
import { startStack } from './scale/stack.mjs';

let stack;
async function shutdown(code) {
  console.log('\n  Stopping the scale demo…');
  await stack?.stop();
  process.exit(code);
}
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.once('SIGINT', () => void shutdown(130));
process.once('SIGTERM', () => void shutdown(143));

try {
  stack = await startStack({ build: process.env.DEMO_SKIP_BUILD !== '1' });
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
const site = stack.url.replace('127.0.0.1', 'localhost');
console.log(`\n  Nordfynd at scale is running at ${site}/  (Ctrl+C stops it)\n`);
console.log(
  `  ${stack.instances.length} app instances: ${stack.instances.map((i) => i.address).join(', ')} (the X-Upstream header names the one that answered)`,
);
console.log(`  Redis Cluster: ${stack.redis.nodesEnv}`);
console.log(
  `  Prometheus: ${stack.prometheus.url.replace('127.0.0.1', 'localhost')}/ (alerts: /alerts); metrics: ${stack.instances.map((i) => `${i.metricsUrl}/metrics`).join(', ')}`,
);
console.log(`  Logs, cache and cluster data: ${stack.dir} (removed on exit)\n`);
