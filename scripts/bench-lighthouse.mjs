// `npm run bench:lighthouse`: Lighthouse (mobile, Debian's Chromium) on the start, category, product and
// cart pages of a production build with Redis and the local services, and on the floor's start page
// (bench/floor/), interleaved: each round measures the floor, then every page. Two settings:
//  - Lighthouse's fixed 4× CPU slowdown;
//  - the slowdown calibrated to this host's benchmarkIndex (the median of the 4× runs), as Lighthouse's
//    docs/throttling.md says to do on a host weaker or stronger than its reference desktop.
// Each figure is the median of LIGHTHOUSE_RUNS (3) runs, and TBT and JS boot-up are also given as ratios
// to the floor's start page in the same setting. A benchmark: it prints, it never fails.
// BENCH_SKIP_BUILD=1 reuses .next. Lighthouse 13 needs Node ≥ 22.19 (docs/testing.md).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BENCH_PAGES, benchAppEnv, startBenchServices } from './lib/bench-stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { calibratedSlowdown, median, ratio, startFloor } from './lib/floor.mjs';
import { freePort, start, stopAll, waitForUrl } from './lib/processes.mjs';

const exec = promisify(execFile);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chrome = CHROMIUM_PATH;
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
const stack = await startBenchServices();
const appPort = await freePort();
const base = `http://127.0.0.1:${appPort}`;
start('storefront', 'npx', ['next', 'start', '-p', String(appPort), '-H', 'localhost'], {
  env: benchAppEnv(stack, { NEXT_PUBLIC_SITE_URL: base }),
  quiet: true,
});
const floor = await startFloor();
await waitForUrl(`${base}/`);

const dir = mkdtempSync(join(tmpdir(), 'nordfynd-lighthouse-'));
/** What is measured: the floor's start page first, then the storefront's pages. */
const TARGETS = [['floor', `${floor}/`], ...BENCH_PAGES.map(([name, path]) => [name, `${base}${path}`])];

let file = 0;
async function lighthouse(url, slowdown) {
  const out = join(dir, `${file++}.json`);
  const args = [
    'lighthouse',
    url,
    `--chrome-path=${chrome}`,
    `--chrome-flags=${FLAGS}`,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
  ];
  args.push('--only-categories=performance,accessibility,best-practices,seo', `--throttling.cpuSlowdownMultiplier=${slowdown}`);
  await exec('npx', args, { maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'TBT ms': Math.round(audit('total-blocking-time')),
    'boot-up ms': Math.round(audit('bootup-time')),
    'LCP s': Number((audit('largest-contentful-paint') / 1000).toFixed(2)),
    CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
    'FCP s': Number((audit('first-contentful-paint') / 1000).toFixed(2)),
  };
}

/** Interleaved rounds at one slowdown: { name: [result per run] }. */
async function measure(slowdown) {
  const results = Object.fromEntries(TARGETS.map(([name]) => [name, []]));
  for (let i = 0; i < runs; i++) {
    for (const [name, url] of TARGETS) {
      // One failed run (e.g. Lighthouse's NO_NAVSTART on a loaded machine) is reported and left out, not fatal.
      try {
        results[name].push(await lighthouse(url, slowdown));
      } catch (error) {
        console.warn(`${name} at ${slowdown}×: run ${i + 1} failed (${String(error?.message ?? error).split('\n')[0]})`);
      }
    }
  }
  return results;
}

function report(title, results) {
  const table = {};
  const floorOf = (key) => median(results.floor.map((r) => r[key]));
  for (const [name, rs] of Object.entries(results)) {
    if (rs.length === 0) continue;
    const row = Object.fromEntries(
      Object.keys(rs[0])
        .filter((k) => k !== 'benchmarkIndex')
        .map((key) => [key, median(rs.map((r) => r[key]))]),
    );
    row['TBT / floor'] = ratio(row['TBT ms'], floorOf('TBT ms'));
    row['boot-up / floor'] = ratio(row['boot-up ms'], floorOf('boot-up ms'));
    table[name] = row;
  }
  console.log(`\n${title}`);
  console.table(table);
}

try {
  for (const [, url] of TARGETS) await fetch(url); // warm the caches
  const fixed = await measure(4);
  const benchmarkIndex = median(
    Object.values(fixed)
      .flat()
      .map((r) => r.benchmarkIndex),
  );
  const slowdown = Number(calibratedSlowdown(benchmarkIndex).toFixed(2));
  const calibrated = await measure(slowdown);
  console.log(`\nLighthouse, mobile, ${chrome}; ${runs} interleaved runs per page and setting (median).`);
  console.log(
    `This host's benchmarkIndex: ${Math.round(benchmarkIndex)} → calibrated CPU slowdown ${slowdown}× (Lighthouse's default 4×).`,
  );
  report('At 4× CPU slowdown:', fixed);
  report(`At the calibrated ${slowdown}× CPU slowdown:`, calibrated);
} finally {
  rmSync(dir, { recursive: true, force: true });
  stopAll(0);
}
