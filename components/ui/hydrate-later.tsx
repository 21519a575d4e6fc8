import { Suspense, type ReactNode } from 'react';

/**
 * Content below the fold (or hidden on a phone) that the page does not need to be live: React hydrates
 * it after the rest of the page has committed, in short tasks, or at once when the shopper presses,
 * taps or focuses something inside it (docs/adr/0019-hydrate-below-the-fold-later.md).
 *
 * React hydrates a `<Suspense>` boundary's content in a pass of its own at idle priority: the first
 * commit, `<html data-hydrated>` and the page's effects come without it. Nothing inside suspends, so
 * the fallback is never shown; the server writes the content in place (server/node-renderer.ts) and it
 * works before it is hydrated as any server-rendered markup does (links are links, forms post).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
