import { expect, type Page } from '@playwright/test';

/**
 * Watches a page for what a shopper would suffer from but a status code hides:
 * CSP violations (scripts or styles the browser refused), uncaught errors and
 * console errors. Attach before the first navigation.
 */
export function watchPageHealth(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The document's own 4xx/5xx status is expected on error pages; anything else is a problem.
    if (message.type() === 'error' && !/^Failed to load resource: the server responded with a status of (400|404|429|500|503)/.test(text)) {
      problems.push(`console: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return {
    problems,
    /** No CSP violation or error so far, and the page's styles are applied (styled-components and the font face). */
    async expectHealthy(): Promise<void> {
      await page.waitForLoadState('networkidle');
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
