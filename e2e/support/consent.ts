import { test as base, expect, type BrowserContext } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { hydrateContextPages } from './hydration';

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
/** Every spec's pages wait for hydration after a full navigation (./hydration.ts). */
export const liveTest = base.extend({
  context: async ({ context }, provide) => {
    await provide(hydrateContextPages(context));
  },
});

export const test = liveTest.extend({
  context: async ({ context }, provide) => {
    await presetConsent(context);
    await provide(context);
  },
});

export { expect };
