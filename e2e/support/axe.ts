import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * No serious or critical axe-core violation on the page as it is now. Every rule runs and every violating
 * node is reported; `resultTypes` only keeps one example node of the passes, the incomplete and the
 * inapplicable rules, which nothing here reads. Legacy mode runs `axe.run` in the page itself: the same rules
 * on the same DOM, without the second page and second copy of axe-core that `finishRun` needs (about 0.3 s a
 * check; the storefront has no iframes, the one thing the two modes treat differently).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/** One scripted context per browser for the copies below: its HTTP cache keeps the styles, fonts and pictures between checks. */
const copyContexts = new WeakMap<Browser, Promise<BrowserContext>>();

/**
 * The same for a page in a context with JavaScript off, where axe cannot run: the page's server HTML
 * (fetched again with the page's cookies) without its scripts, checked in a scripted copy at the same URL and size.
 */
export async function expectNoSeriousA11yViolationsWithoutScripts(page: Page): Promise<void> {
  const url = page.url();
  const response = await page.request.get(url);
  expect(response.status()).toBeLessThan(400);
  const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  let context = copyContexts.get(browser);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: true });
    copyContexts.set(browser, context);
  }
  const copy = await (await context).newPage();
  try {
    const viewport = page.viewportSize();
    if (viewport) await copy.setViewportSize(viewport);
    await copy.route(
      (address) => address.href === url,
      (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    );
    await copy.goto(url);
    await expectNoSeriousA11yViolations(copy);
  } finally {
    await copy.close();
  }
}
