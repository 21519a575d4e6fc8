// `npm run bench:hydration`: time to first paint and to `<html data-hydrated>` (the app is live) on the
// start, category and product pages, on a phone profile through the Chrome DevTools Protocol: 150 ms
// round trip, 1.6 Mbps down / 750 kbps up, 390×844, at two CPU slowdowns: Lighthouse's fixed 4× and the
// slowdown calibrated to this host's benchmarkIndex (measured first in the same browser with Lighthouse's
// own benchmark, turned into a slowdown as Lighthouse's docs/throttling.md says). The floor's start page
// (bench/floor/) is loaded beside the app's, and its time to the end of Next's hydration (the end of its `Next.js-hydration` measure) is the
// denominator of every ratio printed. Median of HYDRATION_RUNS (3) cold loads per page (a fresh browser
// context each: empty HTTP cache), plus the JavaScript those loads downloaded. A benchmark: it prints, it
// never fails. BENCH_SKIP_BUILD=1 reuses .next; HYDRATION_BASE_URL measures an app that is already running.
// HYDRATION_COMPARE_DIR=<dir> also starts the build in <dir> (a copy of the repository with its own .next,
// e.g. main's: `cp -r .next` before a change) and alternates the loads, this build and that one in turn,
// so both meet the same machine load. Every load prints the machine's 1-minute load average next to its figures.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { BENCH_PAGES, benchAppEnv, startBenchServices } from './lib/bench-stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { calibratedSlowdown, median, ratio, startFloor } from './lib/floor.mjs';
import { freePort, start, stopAll, waitForUrl } from './lib/processes.mjs';

const runs = Number(process.env.HYDRATION_RUNS ?? 3);
const PAGES = BENCH_PAGES.filter(([name]) => name !== 'cart');

const compareDir = process.env.HYDRATION_COMPARE_DIR;
/** The builds measured, by name: this one, and the one in HYDRATION_COMPARE_DIR. */
const bases = {};
if (process.env.HYDRATION_BASE_URL) bases.this = process.env.HYDRATION_BASE_URL;
if (!bases.this || compareDir) {
  const stack = await startBenchServices();
  const builds = [...(bases.this ? [] : [['this', process.cwd()]]), ...(compareDir ? [['compared', compareDir]] : [])];
  for (const [name, cwd] of builds) {
    const appPort = await freePort();
    bases[name] = `http://127.0.0.1:${appPort}`;
    // -H localhost, not 127.0.0.1: the proxy's localized routing needs it (docs/adr/0014).
    start(`storefront (${name})`, 'npx', ['next', 'start', '-p', String(appPort), '-H', 'localhost'], {
      cwd,
      env: benchAppEnv(stack, { NEXT_PUBLIC_SITE_URL: bases[name] }),
      quiet: true,
    });
  }
  for (const base of Object.values(bases)) await waitForUrl(`${base}/`, 120_000);
}
const floor = await startFloor();
const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});

async function measure(base, path, slowdown) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // A shopper who has chosen (no consent layer), with identity cookies (the page is the shared one).
  await context.addCookies([{ name: 'nf_consent', value: '1.00000000000.0000', url: base }]);
  // Records when `data-hydrated` appears, without changing the app.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.hasAttribute('data-hydrated')) {
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  let scriptBytes = 0;
  const scripts = new Set();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  // The floor has no data-hydrated: for it, and beside it for the app, the moment Next's hydration ended.
  const isFloor = base === floor;
  await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration', 'measure').length > 0, undefined, {
    timeout: 120_000,
  });
  if (!isFloor) await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const next = performance.getEntriesByName('Next.js-hydration', 'measure')[0];
    return {
      fcp: fcp ? fcp.startTime : NaN,
      hydrated: Number(window.__hydratedAt ?? NaN),
      next: next ? next.startTime + next.duration : NaN,
    };
  });
  // Let late chunks finish so their bytes count.
  await page.waitForLoadState('networkidle').catch(() => {});
  await context.close();
  return { ...timing, js: scriptBytes };
}

/**
 * This host's benchmarkIndex, by Lighthouse's own page function, in an unthrottled page (median of three);
 * HYDRATION_BENCHMARK_INDEX sets it instead (e.g. the one `npm run bench:lighthouse` printed: Lighthouse's
 * own browser has read lower indexes than this one on the same host).
 */
async function benchmarkIndex() {
  if (process.env.HYDRATION_BENCHMARK_INDEX) return Number(process.env.HYDRATION_BENCHMARK_INDEX);
  const page = await browser.newPage();
  const values = [];
  for (let i = 0; i < 3; i++) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  await page.close();
  return median(values);
}

/** Alternating cold loads of every build and the floor at one slowdown: a table row per page and build. */
async function measureAll(slowdown, table) {
  const floorRuns = [];
  for (const [name, path] of PAGES) {
    const results = Object.fromEntries(Object.keys(bases).map((build) => [build, []]));
    for (const base of Object.values(bases)) await fetch(`${base}${path}`); // warm the server's caches
    for (let i = 0; i < runs; i++) {
      // Alternate which build goes first, so neither always meets the machine right after the other.
      const order = i % 2 ? Object.keys(bases).reverse() : Object.keys(bases);
      for (const build of order) {
        const load = loadAverage();
        const r = { ...(await measure(bases[build], path, slowdown)), load };
        results[build].push(r);
        console.log(
          `${slowdown}× ${name} (${build}) load ${load}: first paint ${Math.round(r.fcp)} ms, Next hydrated ${Math.round(r.next)} ms, live ${Math.round(r.hydrated)} ms, JS ${(r.js / 1024).toFixed(1)} kB`,
        );
      }
      const f = { ...(await measure(floor, '/', slowdown)), load: loadAverage() };
      floorRuns.push(f);
      console.log(
        `${slowdown}× floor load ${f.load}: first paint ${Math.round(f.fcp)} ms, Next hydrated ${Math.round(f.next)} ms, JS ${(f.js / 1024).toFixed(1)} kB`,
      );
    }
    for (const [build, rs] of Object.entries(results)) table[`${slowdown}× ${name}${compareDir ? ` (${build})` : ''}`] = row(rs);
  }
  const floorRow = row(floorRuns);
  table[`${slowdown}× floor start`] = floorRow;
  for (const [key, value] of Object.entries(table)) {
    if (!key.startsWith(`${slowdown}× `) || value === floorRow) continue;
    value['Next hydrated / floor'] = ratio(value['Next hydrated ms'], floorRow['Next hydrated ms']);
    value['JS / floor'] = ratio(value['JS downloaded kB'], floorRow['JS downloaded kB']);
  }
}

function row(rs) {
  return {
    'first paint ms': Math.round(median(rs.map((r) => r.fcp))),
    'Next hydrated ms': Math.round(median(rs.map((r) => r.next))),
    'live ms': Math.round(median(rs.map((r) => r.hydrated))),
    'JS downloaded kB': Number((median(rs.map((r) => r.js)) / 1024).toFixed(1)),
    'load average': rs.map((r) => r.load).join(' '),
  };
}

const table = {};
try {
  const index = await benchmarkIndex();
  const calibrated = Number(calibratedSlowdown(index).toFixed(2));
  console.log(`This host's benchmarkIndex: ${Math.round(index)} → calibrated CPU slowdown ${calibrated}× (Lighthouse's default 4×)`);
  await measureAll(4, table);
  if (calibrated !== 4) await measureAll(calibrated, table);
  console.log(
    `\nPhone profile (150 ms RTT, 1.6 Mbps; 4× and calibrated ${calibrated}× CPU), ${runs} cold loads per page${compareDir ? ' and build, alternating' : ''}, median; ratios to the floor's start page at the same slowdown:`,
  );
  console.table(table);
} finally {
  await browser.close();
  stopAll(0);
}
