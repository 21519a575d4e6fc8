import type { BrowserContext, Page } from '@playwright/test';

/**
 * The app's scripts are requested after the first paint (docs/adr/0010-scripts-after-first-paint.md),
 * so a page's `load` event can come before React has hydrated it: a click right after `goto` could
 * reach a button that does nothing yet. `_app` marks `<html data-hydrated>` once the page is live.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.getElementById('__NEXT_DATA__') || document.documentElement.hasAttribute('data-hydrated'), undefined, {
      timeout: 15_000,
    })
    // A page that navigates away or closes meanwhile: the next step says what went wrong.
    .catch(() => undefined);
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

/** Every full navigation of the page resolves once the new page is hydrated (or is not a Next page). */
export function hydrateOnNavigation(page: Page): Page {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const satisfies readonly Navigation[]) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<Navigation, (...args: unknown[]) => Promise<unknown>>)[name] = async (...args: unknown[]) => {
      const response = await original(...args);
      await waitForHydration(page);
      return response;
    };
  }
  return page;
}

/** The same for every page a context opens. */
export function hydrateContextPages(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) hydrateOnNavigation(page);
  context.on('page', hydrateOnNavigation);
  return context;
}
