// `npm run dev`: the local services and `next dev` together (http://localhost:3000; PORT and
// DEV_SERVICES_PORT move them). The rendered-page cache is off under `next dev` (server/env.ts),
// so an edit shows on the next request.
import { localStack } from './lib/local-stack.mjs';
import { start } from './lib/processes.mjs';

const { servicesPort, appEnv } = localStack();
const env = { NEXT_TELEMETRY_DISABLED: '1' };
start('services', 'npx', ['tsx', 'dev-services/server.ts'], { env: { ...env, DEV_SERVICES_PORT: servicesPort } });
start('next dev', 'npx', ['next', 'dev', '--webpack', '-p', process.env.PORT ?? '3000', '-H', 'localhost'], {
  env: { ...env, ...appEnv },
});
