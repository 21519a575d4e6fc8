// `npm run dev`: the local services and `next dev` together.
import { start } from './lib/processes.mjs';

const servicesPort = process.env.DEV_SERVICES_PORT ?? '4010';
const servicesUrl = `http://127.0.0.1:${servicesPort}/`;
start('services', 'npx', ['tsx', 'dev-services/server.ts'], { env: { DEV_SERVICES_PORT: servicesPort } });
start('next dev', 'npx', ['next', 'dev', '--webpack', '-p', process.env.PORT ?? '3000'], {
  env: { SHOP_API_URL: process.env.SHOP_API_URL ?? servicesUrl, PURCHASE_API_URL: process.env.PURCHASE_API_URL ?? servicesUrl },
});
