import { expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

/** The document's own 4xx/5xx status is expected on error pages; any other console error is a problem. */
const EXPECTED_CONSOLE_ERROR = /^Failed to load resource: the server responded with a status of (400|404|429|500|503)/;

/** A console message that is a problem: an error other than an error page's own status. */
const problemOf = (message: ConsoleMessage): string | null =>
  message.type() === 'error' && !EXPECTED_CONSOLE_ERROR.test(message.text()) ? `console: ${message.text()}` : null;

/**
 * The page-health watch of every test that opens a browser context (the `context` fixture of ./consent.ts):
 * CSP violations, uncaught errors and console errors on any of its pages, checked when the test ends.
 * Chromium's own "Failed to load resource" lines are left out: they report an answer's status or a network
 * failure, which the fault and offline tests provoke and check themselves.
 */
export async function watchContextHealth(context: BrowserContext): Promise<{ problems: string[] }> {
  const problems: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: '))
      problems.push(`console: ${message.text()} (${message.page()?.url() ?? 'no page'})`);
  });
  context.on('weberror', (error) => problems.push(`pageerror: ${error.error().message} (${error.page()?.url() ?? 'no page'})`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return { problems };
}

/**
 * Watches a page for what a shopper would suffer from but a status code hides:
 * CSP violations (scripts or styles the browser refused), uncaught errors and
 * console errors. Attach before the first navigation.
 */
export function watchPageHealth(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const problem = problemOf(message);
    if (problem) problems.push(problem);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return {
    problems,
    /**
     * No CSP violation or error so far, and the page's styles are applied (styled-components and the font face).
     * Waits for the load event and hydration, not for `networkidle` (half a second of silence on every call); what
     * goes wrong later is the context's watch's (`watchContextHealth`, checked when the test ends).
     */
    async expectHealthy(): Promise<void> {
      await page.waitForLoadState('load');
      await waitForHydration(page);
      const styled = await page.evaluate(() => ({
        font: getComputedStyle(document.body).fontFamily,
        sheets: document.querySelectorAll('style[data-styled]').length,
        hydrated: Boolean((window as unknown as { next?: { router?: unknown } }).next?.router),
      }));
      expect(styled.font, 'the global style sets the font').toContain('Mulish');
      expect(styled.sheets, 'styled-components styles are in the page').toBeGreaterThan(0);
      expect(styled.hydrated, 'Next hydrated the page (its scripts ran)').toBe(true);
      expect(problems, 'no CSP violation, uncaught error or console error').toEqual([]);
    },
  };
}
