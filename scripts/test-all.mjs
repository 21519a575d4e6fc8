// `npm test`: every check a change must pass, in the order that fails fastest.
import { STATIC_CHECKS } from './lib/checks.mjs';
import { run, runAtOnce, startRedis, stopAll } from './lib/processes.mjs';
import { requirePrograms } from './scale/prerequisites.mjs';

// On a bare machine, say what to install now rather than fail deep inside a test.
await requirePrograms(['chromium', 'redis-server', 'redis-cli', 'nginx', 'prometheus', 'promtool'], '`npm test`');

const env = { NEXT_TELEMETRY_DISABLED: '1' };

// Typecheck, lint, knip and the format check only read the sources and are mostly single-threaded (about 57 s of
// CPU between them), as is most of the build (about 50 s): at once they keep both cores busy. Each one's output is
// printed whole when it ends. The build skips its own type pass (next.config.js): the typecheck beside it checks
// the same tsconfig.json, and a failure of either stops here.
const failedCheck = await runAtOnce(
  [
    ...STATIC_CHECKS,
    ['production build (npm run build: webpack, docs/adr/0017)', 'npm', ['run', '--silent', 'build'], { NORDFYND_TYPECHECKED: '1' }],
  ],
  env,
);
if (failedCheck) {
  console.error(`✖ ${failedCheck} failed`);
  stopAll(1);
  await new Promise(() => undefined);
}

const steps = [
  ["server build check (React's Node renderer in use)", 'node', ['scripts/check-server-build.mjs']],
  ['bundle budget', 'node', ['scripts/bundle-budget.mjs']],
  // Three workers on two cores: the suites wait on redis-server, nginx and child processes (65 → 50-55 s).
  ['unit tests (jest, real redis-server; three workers)', 'npx', ['jest', '--ci', '--maxWorkers=3']],
  // After the build, never beside it: it edits a component while it runs. `next dev` leaves the production build alone.
  ['npm run dev works (scripts/dev-smoke.mjs: pages in two locales, an edit shows)', 'node', ['scripts/dev-smoke.mjs']],
];

for (const [name, command, args, stepEnv] of steps) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, { env: { ...env, ...stepEnv } });
  if (code !== 0) {
    console.error(`✖ ${name} failed`);
    stopAll(code);
    await new Promise(() => undefined);
  }
}

console.log('\n▶ end-to-end tests (playwright, chromium, app with a Redis cache)');
const redisUrl = await startRedis();
if (!redisUrl) console.warn('redis-server not found: the e2e app uses the in-process cache');
const e2e = await run('npx', ['playwright', 'test'], { env: { ...env, E2E_REDIS_URL: redisUrl ?? '' } });
if (e2e !== 0) {
  console.error('\n✖ end-to-end tests failed');
  stopAll(e2e);
  await new Promise(() => undefined);
}

console.log('\n▶ scale drills (nginx, Redis Cluster, two app instances, Prometheus; the build above)');
const code = await run('node', ['scripts/scale/test-scale.mjs'], { env: { ...env, SCALE_SKIP_BUILD: '1' } });
console.log(code === 0 ? '\n✔ all checks passed' : '\n✖ scale drills failed');
stopAll(code);
