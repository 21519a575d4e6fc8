// `npm run bench:hydration`: time to first paint and to `<html data-hydrated>` (the app is live) on the
// start, category and product pages, on a phone profile through the Chrome DevTools Protocol: 4× CPU
// slowdown, 150 ms round trip, 1.6 Mbps down / 750 kbps up, 390×844. Median of HYDRATION_RUNS (3) cold
// loads per page (a fresh browser context each: empty HTTP cache), plus the JavaScript those loads
// downloaded (transfer size of every script response). A benchmark: it prints, it never fails.
// BENCH_SKIP_BUILD=1 reuses .next; HYDRATION_BASE_URL measures an app that is already running.
import { chromium } from '@playwright/test';
import { BENCH_PAGES, benchAppEnv, startBenchServices } from './lib/bench-stack.mjs';
import { freePort, start, stopAll, waitForUrl } from './lib/processes.mjs';

const runs = Number(process.env.HYDRATION_RUNS ?? 3);
const chrome = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = BENCH_PAGES.filter(([name]) => name !== 'cart');

let base = process.env.HYDRATION_BASE_URL;
if (!base) {
  const stack = await startBenchServices();
  const appPort = await freePort();
  base = `http://127.0.0.1:${appPort}`;
  start('storefront', 'npx', ['next', 'start', '-p', String(appPort), '-H', '127.0.0.1'], { env: benchAppEnv(stack, { NEXT_PUBLIC_SITE_URL: base }), quiet: true });
  await waitForUrl(`${base}/`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({
  executablePath: chrome,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
});

async function measure(path) {
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
    await fetch(`${base}${path}`); // warm the server's caches
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(path));
    table[name] = {
      'first paint ms': Math.round(median(results.map((r) => r.fcp))),
      'hydrated ms': Math.round(median(results.map((r) => r.hydrated))),
      'JS downloaded kB': Number((median(results.map((r) => r.js)) / 1024).toFixed(1)),
      runs: results.map((r) => `${Math.round(r.fcp)}/${Math.round(r.hydrated)}`).join(' '),
    };
  }
  console.log(`\nPhone profile (4× CPU, 150 ms RTT, 1.6 Mbps), ${runs} cold loads per page, median:`);
  console.table(table);
} finally {
  await browser.close();
  if (!process.env.HYDRATION_BASE_URL) stopAll(0);
}
