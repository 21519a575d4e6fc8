/**
 * End-to-end tests drive a real Chromium against the built app (`next start`)
 * and the local services. Run `npm run build` first (`npm test` does).
 * Debian's Chromium is used when present (PLAYWRIGHT_CHROMIUM_PATH overrides);
 * elsewhere Playwright's own browser.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const appPort = Number(process.env.E2E_APP_PORT ?? 3100);
const servicesPort = Number(process.env.E2E_SERVICES_PORT ?? 4110);
const servicesUrl = `http://127.0.0.1:${servicesPort}`;
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const E2E = { appUrl: `http://127.0.0.1:${appPort}`, servicesUrl };

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E.appUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: [
    {
      command: 'npx tsx dev-services/server.ts',
      url: `${servicesUrl}/__control/health`,
      env: { DEV_SERVICES_PORT: String(servicesPort), DEV_SERVICES_PUBLIC_URL: servicesUrl },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx next start -p ${appPort} -H localhost`,
      url: `${E2E.appUrl}/`,
      env: {
        SHOP_API_URL: `${servicesUrl}/`,
        PURCHASE_API_URL: `${servicesUrl}/`,
        SHOP_CACHE_TTL_SECONDS: '2',
        CATALOG_CACHE_TTL_SECONDS: '2',
        PAGE_CACHE_SECONDS: '2',
        BREAKER_OPEN_SECONDS: '3',
        IMAGE_HOSTS: servicesUrl,
        NEXT_PUBLIC_SITE_URL: E2E.appUrl,
        LOG_LEVEL: 'warn',
        REDIS_URL: process.env.E2E_REDIS_URL ?? '',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
