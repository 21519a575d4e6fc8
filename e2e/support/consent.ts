import { test as base, expect, type BrowserContext } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { AppLog } from './app-log';
import { hydrateContextPages } from './hydration';
import { watchContextHealth } from './page-health';

/** The compact consent cookie of "reject all" (lib/consent/consent-model.ts). */
export const REJECTED_CHOICE = '1.00000000000.0000';

/** Stores a consent choice in the browser before any page loads, so the banner does not open. */
export async function presetConsent(context: BrowserContext, value: string = REJECTED_CHOICE): Promise<void> {
  await context.addCookies([{ name: 'nf_consent', value, url: E2E.appUrl }]);
}

/**
 * For specs that are not about consent: every page starts with a stored
 * "reject all" choice, so the consent dialog never covers what they test.
 */
/**
 * Every spec's pages wait for hydration after a full navigation (./hydration.ts), unless JavaScript is off (nothing
 * hydrates, and the wait could only time out), and a test that opened a browser context fails on a CSP violation,
 * uncaught error or console error on any of its pages (./page-health.ts).
 */
export const liveTest = base.extend<{ appLog: AppLog }>({
  context: async ({ context, javaScriptEnabled }, provide) => {
    const health = await watchContextHealth(context);
    await provide(javaScriptEnabled === false ? context : hydrateContextPages(context));
    expect(health.problems, 'no CSP violation, uncaught error or console error on any page of this test').toEqual([]);
  },
  // Every test: what the app writes to stderr meanwhile is claimed by the test (appLog.take) or fails it.
  appLog: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, provide) => {
      const log = new AppLog(E2E.appLog);
      await provide(log);
      log.expectNothingUnclaimed();
    },
    { auto: true },
  ],
});

export const test = liveTest.extend({
  context: async ({ context }, provide) => {
    await presetConsent(context);
    await provide(context);
  },
});

export { expect };
