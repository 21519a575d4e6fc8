// `npm install` / `npm ci` postinstall: applies patches/ with patch-package (a devDependency since
// 2026-11-25): the styled-components patch, docs/adr/0016. An install without dev dependencies (`npm ci --omit=dev`) has no
// patch-package: the install goes on, but says loudly that the patches are NOT applied. Production
// node_modules should be made with `npm ci` followed by `npm prune --omit=dev`, which keeps the
// patched file (docs/performance.md, Patched dependencies).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'package.json'));
let bin;
try {
  const manifest = require.resolve('patch-package/package.json');
  const { bin: entry } = require(manifest);
  bin = join(manifest, '..', typeof entry === 'string' ? entry : entry['patch-package']);
} catch {
  console.warn(
    'postinstall: patch-package is not installed (dev dependencies omitted), so patches/ was NOT applied to styled-components (docs/adr/0016). ' +
      'Install with `npm ci` and then `npm prune --omit=dev` to keep the patched files.',
  );
  process.exit(0);
}
const result = spawnSync(process.execPath, [bin, '--error-on-fail'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
