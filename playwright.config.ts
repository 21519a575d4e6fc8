/**
 * End-to-end tests drive a real Chromium against the built app (`next start`)
 * and the local services. Run `npm run build` first (`npm test` does).
 * Debian's Chromium is used when present (PLAYWRIGHT_CHROMIUM_PATH overrides);
 * elsewhere Playwright's own browser.
 *
 * Three workers on two cores (a test often waits on its app; E2E_WORKERS or `--workers` changes it), each with a stack of its own: the local services
 * (carts, stock, orders, injected faults) and an app (breakers, page cache, rate limits) on their own
 * ports, and its own Redis database. Worker 0 uses E2E_APP_PORT and E2E_SERVICES_PORT; further workers
 * free loopback ports the runner picks once and hands to its workers (E2E_STACKS). Tests are fully
 * parallel; a spec that injects faults runs in order in one worker and clears them after its last test
 * (docs/testing.md).
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

interface Stack {
  appPort: number;
  servicesPort: number;
  /** The app's operations port (METRICS_PORT): health detail with each breaker's state. */
  metricsPort: number;
}

/** `--workers N`, `--workers=N`, `-j N` or `-jN` on the runner's command line, else E2E_WORKERS, else 3. */
function workerCount(): number {
  const argv = process.argv;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^(?:--workers=|-j)(\d+)$/.exec(arg) ?? (['--workers', '-j'].includes(arg) ? /^(\d+)$/.exec(argv[i + 1] ?? '') : null);
    if (match) return Math.max(1, Number(match[1]));
  }
  return Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
}

/** Free loopback ports, picked synchronously (the config is evaluated synchronously). */
function freePorts(count: number): number[] {
  if (count === 0) return [];
  const script = `const net=require('node:net');const s=[];let n=${count};const out=[];
for(let i=0;i<${count};i++){const v=net.createServer();s.push(v);v.listen(0,'127.0.0.1',()=>{out.push(v.address().port);if(--n===0){console.log(out.join(' '));s.forEach((x)=>x.close());}});}`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number);
}

/** One stack per worker; the runner picks the ports and its worker processes inherit them. */
function stacks(workers: number): Stack[] {
  if (process.env.E2E_STACKS) return JSON.parse(process.env.E2E_STACKS) as Stack[];
  const extra = freePorts(3 * workers - 2);
  const list: Stack[] = [
    {
      appPort: Number(process.env.E2E_APP_PORT ?? 3100),
      servicesPort: Number(process.env.E2E_SERVICES_PORT ?? 4110),
      metricsPort: extra[0] ?? 0,
    },
  ];
  for (let i = 1; i + 2 < extra.length; i += 3)
    list.push({ appPort: extra[i] ?? 0, servicesPort: extra[i + 1] ?? 0, metricsPort: extra[i + 2] ?? 0 });
  process.env.E2E_STACKS = JSON.stringify(list);
  return list;
}

/**
 * The e2e app's cache lifetimes and breaker open time (server/env.ts). Tests wait for what these
 * cause (a fault rule's hits, a page's Cache-Control, a breaker's state), not for these times.
 */
export const E2E_TIMES = { dataSeconds: 0.2, pageSeconds: 1, breakerSeconds: 3 } as const;

const workers = workerCount();
const STACKS = stacks(workers);
const urlsOf = (stack: Stack) => ({
  appUrl: `http://127.0.0.1:${stack.appPort}`,
  servicesUrl: `http://127.0.0.1:${stack.servicesPort}`,
  metricsUrl: `http://127.0.0.1:${stack.metricsPort}`,
  /** The app's stderr (Next's error lines), read by the tests (e2e/support/app-log.ts), not printed. */
  appLog: join(tmpdir(), `nordfynd-e2e-app-${stack.appPort}.stderr.log`),
});
/** Every stack's app stderr file (e2e/global-teardown.ts). */
export const APP_LOGS = STACKS.map((stack) => urlsOf(stack).appLog);

/** The Redis database of a stack: a database of its own on the same server (the keys do not name the upstream). */
function redisUrlOf(index: number): string {
  const base = process.env.E2E_REDIS_URL ?? '';
  if (!base) return '';
  const url = new URL(base);
  url.pathname = `/${index}`;
  return url.toString();
}

/** This worker's stack (the runner itself, which has no parallel index, sees the first). */
const OWN = STACKS[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % STACKS.length];
if (!OWN) throw new Error(`no e2e stack for worker ${process.env.TEST_PARALLEL_INDEX ?? 0} in E2E_STACKS`);
export const E2E = urlsOf(OWN);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers,
  forbidOnly: true,
  retries: 0,
  // Each worker's browser and app share the machine's cores with the other worker's: a test's and an
  // assertion's budgets grow with the workers (30 s and 7 s alone; at 2 workers and a load average of 34,
  // axe on a page took over 30 s and a checkout page over 7 s to show the order).
  timeout: 30_000 * workers,
  expect: { timeout: 7_000 * workers },
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: E2E.appUrl,
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Without the screencast frames a
    // trace also records (2026-11-26: the mini cart's 40-key focus test took 11-13 s instead of 12-19 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: STACKS.flatMap((stack, index): WebServer[] => {
    const { appUrl, servicesUrl, appLog } = urlsOf(stack);
    return [
      {
        // Node itself with tsx's loader: no npx lookup and no second process (the tsx command runs its own child).
        command: 'node --import tsx dev-services/server.ts',
        url: `${servicesUrl}/__control/health`,
        env: { DEV_SERVICES_PORT: String(stack.servicesPort), DEV_SERVICES_PUBLIC_URL: servicesUrl },
        reuseExistingServer: false,
        timeout: 30_000,
      },
      {
        // stderr to a file of its own (emptied, with its claims, at each start); printed if the app exits with an error.
        // Next's own binary, not npx; connections kept open as `npm start` keeps them (a test's request on a socket
        // Node's 5 s default had just closed failed with ECONNRESET).
        command: `: > '${appLog}.claimed'; node node_modules/next/dist/bin/next start -p ${stack.appPort} -H localhost --keepAliveTimeout 65000 2> '${appLog}' || { cat '${appLog}' >&2; exit 1; }`,
        url: `${appUrl}/`,
        env: {
          SHOP_API_URL: `${servicesUrl}/`,
          PURCHASE_API_URL: `${servicesUrl}/`,
          // Short lifetimes, so a test meets an injected fault within a fraction of a second (E2E_TIMES).
          SHOP_CACHE_TTL_SECONDS: String(E2E_TIMES.dataSeconds),
          CATALOG_CACHE_TTL_SECONDS: String(E2E_TIMES.dataSeconds),
          PAGE_CACHE_SECONDS: String(E2E_TIMES.pageSeconds),
          BREAKER_OPEN_SECONDS: String(E2E_TIMES.breakerSeconds),
          // Every test shopper is 127.0.0.1: the per-IP form and rebate limits are Jest's to test (tests/pages/api-forms-cart-limits.test.ts).
          FORM_POSTS_PER_MINUTE_IP: '1000000',
          FORM_POSTS_PER_MINUTE_SHOPPER: '1000000',
          REBATE_ATTEMPTS_PER_WINDOW: '1000000',
          METRICS_PORT: String(stack.metricsPort),
          IMAGE_HOSTS: servicesUrl,
          NEXT_PUBLIC_SITE_URL: appUrl,
          LOG_LEVEL: 'warn',
          REDIS_URL: redisUrlOf(index),
        },
        reuseExistingServer: false,
        timeout: 120_000, // three apps start at once on a shared 2-core machine
      },
    ];
  }),
});
