// `npm run demo`: build, then serve the storefront with the local services and
// the embedded (in-process) cache, and print the URL.
import { localStack } from './lib/local-stack.mjs';
import { buildApp, start, waitForUrl } from './lib/processes.mjs';

const port = process.env.PORT ?? '3000';
const { servicesPort, servicesUrl, appEnv } = localStack();
const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${port}`;
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  ...appEnv,
  NEXT_PUBLIC_SITE_URL: siteUrl,
};

if (process.env.DEMO_SKIP_BUILD !== '1') {
  const code = await buildApp(env);
  if (code !== 0) process.exit(code);
}
start('services', 'npx', ['tsx', 'dev-services/server.ts'], { env: { DEV_SERVICES_PORT: servicesPort } });
await waitForUrl(`${servicesUrl}/__control/health`);
start('storefront', 'npx', ['next', 'start', '-p', port, '-H', 'localhost'], { env: { ...env, REDIS_URL: process.env.REDIS_URL ?? '' } });
await waitForUrl(`http://127.0.0.1:${port}/`);
console.log(`\n  Nordfynd is running at ${siteUrl}/  (Ctrl+C stops it)\n`);
console.log(`  Locales: ${siteUrl}/  ${siteUrl}/da-DK/  ${siteUrl}/nb-NO/  ${siteUrl}/fi-FI/  ${siteUrl}/en-US/\n`);
