// `npm run bench:lighthouse`: Lighthouse (mobile defaults, Debian's Chromium) on the start,
// category, product and cart pages of a production build with Redis and the local services;
// the median of LIGHTHOUSE_RUNS (3) runs per page. A benchmark: it prints, it never fails.
// BENCH_SKIP_BUILD=1 reuses .next.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BENCH_PAGES as PAGES, benchAppEnv, startBenchServices } from './lib/bench-stack.mjs';
import { freePort, start, stopAll, waitForUrl } from './lib/processes.mjs';

const exec = promisify(execFile);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chrome = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --disable-quic';
const stack = await startBenchServices();
const appPort = await freePort();
const base = `http://127.0.0.1:${appPort}`;
start('storefront', 'npx', ['next', 'start', '-p', String(appPort), '-H', 'localhost'], {
  env: benchAppEnv(stack, { NEXT_PUBLIC_SITE_URL: base }),
  quiet: true,
});
await waitForUrl(`${base}/`);

const dir = mkdtempSync(join(tmpdir(), 'nordfynd-lighthouse-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouse(url, file) {
  await exec('npx', ['lighthouse', url, `--chrome-path=${chrome}`, `--chrome-flags=${FLAGS}`, '--output=json', `--output-path=${file}`, '--quiet', '--only-categories=performance,accessibility,best-practices,seo'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'TBT ms': Math.round(audit('total-blocking-time')),
    'LCP s': Number((audit('largest-contentful-paint') / 1000).toFixed(2)),
    CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
    'FCP s': Number((audit('first-contentful-paint') / 1000).toFixed(2)),
  };
}

const table = {};
try {
  for (const [name, path] of PAGES) {
    await fetch(`${base}${path}`); // warm the caches
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await lighthouse(`${base}${path}`, join(dir, `${name}-${i}.json`)));
    table[name] = Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]));
  }
  console.log(`\nLighthouse ${runs}× per page (median), mobile defaults, ${chrome}:`);
  console.table(table);
} finally {
  rmSync(dir, { recursive: true, force: true });
  stopAll(0);
}
