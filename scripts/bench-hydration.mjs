// `npm run bench:hydration`: time to first paint and to `<html data-hydrated>` (the app is live) on the
// start, category and product pages, on a phone profile through the Chrome DevTools Protocol: 4× CPU
// slowdown, 150 ms round trip, 1.6 Mbps down / 750 kbps up, 390×844. Median of HYDRATION_RUNS (3) cold
// loads per page (a fresh browser context each: empty HTTP cache), plus the JavaScript those loads
// downloaded (transfer size of every script response). A benchmark: it prints, it never fails.
// BENCH_SKIP_BUILD=1 reuses .next; HYDRATION_BASE_URL measures an app that is already running.
// HYDRATION_COMPARE_DIR=<dir> also starts the build in <dir> (a copy of the repository with its own .next,
// e.g. main's: `cp -r .next` before a change) and alternates the loads, this build and that one in turn,
// so both meet the same machine load: on a shared machine one run's load moves these figures by 2-4x.
// Every load prints the machine's 1-minute load average (/proc/loadavg) next to its figures.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { BENCH_PAGES, benchAppEnv, startBenchServices } from './lib/bench-stack.mjs';
import { freePort, start, stopAll, waitForUrl } from './lib/processes.mjs';

const runs = Number(process.env.HYDRATION_RUNS ?? 3);
const chrome = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
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
    start(`storefront (${name})`, 'npx', ['next', 'start', '-p', String(appPort), '-H', 'localhost'], { cwd, env: benchAppEnv(stack, { NEXT_PUBLIC_SITE_URL: bases[name] }), quiet: true });
  }
  for (const base of Object.values(bases)) await waitForUrl(`${base}/`, 120_000);
}
const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({
  executablePath: chrome,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
});

async function measure(base, path) {
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
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let scriptBytes = 0;
  const scripts = new Set();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const hydrated = Number(window.__hydratedAt ?? NaN);
    return { start: nav.startTime, fcp: fcp ? fcp.startTime : NaN, hydrated };
  });
  // Let late chunks finish so their bytes count.
  await page.waitForLoadState('networkidle').catch(() => {});
  await context.close();
  return { fcp: timing.fcp, hydrated: timing.hydrated, js: scriptBytes };
}

const table = {};
try {
  for (const [name, path] of PAGES) {
    const results = Object.fromEntries(Object.keys(bases).map((build) => [build, []]));
    for (const base of Object.values(bases)) await fetch(`${base}${path}`); // warm the server's caches
    for (let i = 0; i < runs; i++) {
      // Alternate which build goes first, so neither always meets the machine right after the other.
      const order = i % 2 ? Object.keys(bases).reverse() : Object.keys(bases);
      for (const build of order) {
        const load = loadAverage();
        const r = { ...(await measure(bases[build], path)), load };
        results[build].push(r);
        console.log(`${name} (${build}) load ${load}: first paint ${Math.round(r.fcp)} ms, hydrated ${Math.round(r.hydrated)} ms, JS ${(r.js / 1024).toFixed(1)} kB`);
      }
    }
    for (const [build, rs] of Object.entries(results)) {
      table[compareDir ? `${name} (${build})` : name] = {
        'first paint ms': Math.round(median(rs.map((r) => r.fcp))),
        'hydrated ms': Math.round(median(rs.map((r) => r.hydrated))),
        'JS downloaded kB': Number((median(rs.map((r) => r.js)) / 1024).toFixed(1)),
        runs: rs.map((r) => `${Math.round(r.fcp)}/${Math.round(r.hydrated)}`).join(' '),
        'load average': rs.map((r) => r.load).join(' '),
      };
    }
  }
  console.log(`\nPhone profile (4× CPU, 150 ms RTT, 1.6 Mbps), ${runs} cold loads per page${compareDir ? ' and build, alternating' : ''}, median:`);
  console.table(table);
} finally {
  await browser.close();
  if (Object.keys(bases).length > 1 || !process.env.HYDRATION_BASE_URL) stopAll(0);
}
