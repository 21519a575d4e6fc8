// The floor (bench/floor/README.md): a bare Next + React app that renders the start page's markup from the
// same props. Every benchmark reports the storefront's figures as ratios to it from the same run, since
// absolute times on a shared machine move 2× from one hour to the next.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, run, start, waitForUrl } from './processes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FLOOR_DIR = join(ROOT, 'bench', 'floor');
// The storefront's own next, react and react-dom (the floor has no node_modules of its own).
const NEXT = join(ROOT, 'node_modules', '.bin', 'next');
const SOURCES = ['pages', 'lib', 'data', 'instrumentation.js', 'next.config.js'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function builtAt() {
  try {
    return statSync(join(FLOOR_DIR, '.next', 'BUILD_ID')).mtimeMs;
  } catch {
    return 0;
  }
}

/** Builds the floor when it has no build or a source is newer than it; resolves with the exit code. */
export async function buildFloor() {
  if (builtAt() > Math.max(...SOURCES.map((name) => newest(join(FLOOR_DIR, name))))) return 0;
  return run(NEXT, ['build', '--webpack'], { cwd: FLOOR_DIR, env: { NEXT_TELEMETRY_DISABLED: '1' } });
}

/** Builds the floor if needed and serves it on a free loopback port; resolves with its base URL. */
export async function startFloor() {
  const code = await buildFloor();
  if (code !== 0) throw new Error(`the floor's build failed (${code})`);
  const port = await freePort();
  start('floor', NEXT, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: FLOOR_DIR,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    quiet: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/`, 120_000);
  return base;
}

/**
 * The CPU slowdown that makes this host emulate Lighthouse's reference phone, from its benchmarkIndex,
 * as Lighthouse's docs/throttling.md calculator gives it (1300 → 3×, 1533 → 4×, 800 → 2×); below 800 the
 * host is itself as slow as the phone (1×).
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!(benchmarkIndex > 0)) return 4;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1;
}

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** "2.31×", or "–" where either side is missing. */
export const ratio = (value, floor) =>
  Number.isFinite(value) && Number.isFinite(floor) && floor > 0 ? `${(value / floor).toFixed(2)}×` : '–';
