// `npm run dev`: the local services and `next dev` together (http://localhost:3000; PORT and
// DEV_SERVICES_PORT move them). The rendered-page cache is off under `next dev` (server/env.ts),
// so an edit shows on the next request.
import { start } from './lib/processes.mjs';

const servicesPort = process.env.DEV_SERVICES_PORT ?? '4010';
const servicesUrl = `http://127.0.0.1:${servicesPort}`;
const env = { NEXT_TELEMETRY_DISABLED: '1' };
start('services', 'npx', ['tsx', 'dev-services/server.ts'], { env: { ...env, DEV_SERVICES_PORT: servicesPort } });
start('next dev', 'npx', ['next', 'dev', '--webpack', '-p', process.env.PORT ?? '3000', '-H', 'localhost'], {
  env: {
    ...env,
    SHOP_API_URL: process.env.SHOP_API_URL ?? `${servicesUrl}/`,
    PURCHASE_API_URL: process.env.PURCHASE_API_URL ?? `${servicesUrl}/`,
    IMAGE_HOSTS: process.env.IMAGE_HOSTS ?? servicesUrl,
  },
});
