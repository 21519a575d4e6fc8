/**
 * Local shop and purchase services for development, the demo and end-to-end tests.
 * Run: npx tsx dev-services/server.ts (port DEV_SERVICES_PORT, default 4010). See README.md.
 */
import { startDevServices } from './app';

export { startDevServices } from './app';
export type { DevServices, DevServicesOptions } from './app';

const runDirectly = /(^|[\\/])dev-services[\\/]server\.(ts|js|mjs|cjs)$/.test(process.argv[1] ?? '');

if (runDirectly) {
  const started = Date.now();
  startDevServices()
    .then((services) => {
      process.stdout.write(`dev-services listening on ${services.url} (ready in ${Date.now() - started} ms)\n`);
      const stop = (): void => {
        services.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      process.stderr.write(`dev-services failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
