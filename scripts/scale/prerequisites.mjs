// The system programs the tests and the scale demo need, and the Debian package of each, so a
// bare machine hears exactly what to install instead of failing deep inside a test.
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** program → Debian package. */
const PACKAGES = {
  chromium: 'chromium',
  'redis-server': 'redis-server',
  'redis-cli': 'redis-tools',
  nginx: 'nginx',
  prometheus: 'prometheus',
  promtool: 'prometheus',
};

// nginx lives in /usr/sbin, which is not on every user's PATH.
const EXTRA_DIRS = ['/usr/sbin', '/usr/local/sbin', '/sbin'];

/** The absolute path of an executable on PATH (or in the sbin folders), or undefined. */
export function which(program) {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), ...EXTRA_DIRS]) {
    if (!dir) continue;
    const candidate = join(dir, program);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Chromium counts as present when Playwright can launch one (Debian's, PLAYWRIGHT_CHROMIUM_PATH, or its own download). */
async function hasChromium() {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return existsSync(process.env.PLAYWRIGHT_CHROMIUM_PATH);
  if (existsSync('/usr/bin/chromium') || which('chromium')) return true;
  try {
    const { chromium } = await import('@playwright/test');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

/** The programs among `programs` that are missing, with their Debian packages. */
export async function missingPrograms(programs) {
  const missing = [];
  for (const program of programs) {
    const present = program === 'chromium' ? await hasChromium() : Boolean(which(program));
    if (!present) missing.push({ program, pkg: PACKAGES[program] ?? program });
  }
  return missing;
}

/** Exits with a clear message when any of `programs` is missing; `purpose` names what needs them. */
export async function requirePrograms(programs, purpose) {
  const missing = await missingPrograms(programs);
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((m) => m.pkg))];
  console.error(
    `\n✖ ${purpose} needs ${missing.map((m) => m.program).join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not installed.`,
  );
  console.error(`  On Debian or Ubuntu: sudo apt-get install -y ${packages.join(' ')}   (.ci/run installs them in CI)\n`);
  process.exit(1);
}
