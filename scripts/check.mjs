// `npm run check`: the everyday check, about 75 s with warm caches on a 2-core machine (docs/testing.md):
// typecheck, lint, knip, the format check and the unit tests at once, without the browser, the build or the scale drills. The map
// drawings at print size (Jest project `render`) are left to `npm test` and `npm run test:unit`.
import { STATIC_CHECKS } from './lib/checks.mjs';
import { runAtOnce } from './lib/processes.mjs';
import { requirePrograms } from './scale/prerequisites.mjs';

// The Jest tests start a real redis-server and nginx and run promtool: say what to install before starting.
await requirePrograms(['redis-server', 'nginx', 'promtool'], '`npm run check`');

const started = Date.now();
const failed = await runAtOnce(
  [
    ...STATIC_CHECKS,
    ['unit tests (jest: node and dom projects)', 'npx', ['jest', '--ci', '--maxWorkers=2', '--selectProjects', 'node', 'dom']],
  ],
  {
    NEXT_TELEMETRY_DISABLED: '1',
  },
);
console.log(failed ? `\n✖ ${failed} failed` : `\n✔ check passed in ${Math.round((Date.now() - started) / 1000)} s`);
process.exitCode = failed ? 1 : 0;
