// postinstall: applies patches/ (docs/adr/0016) with patch-package, a dev dependency. An install
// without dev dependencies (`npm ci --omit=dev`) has no patch-package: it says so and goes on, and
// pages then cost the CPU ADR 0016 measured without the patch. Any other failure fails the install.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let bin;
try {
  bin = require.resolve('patch-package/index.js');
} catch {
  console.warn('patch-package is not installed (no dev dependencies): styled-components runs unpatched (docs/adr/0016).');
  process.exit(0);
}
const result = spawnSync(process.execPath, [bin, '--error-on-fail'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
