// Hydration in short tasks (docs/adr/0012-hydration-in-a-transition.md).
//
// Next's pages router calls `hydrateRoot` outside any transition, so React hydrates the whole page
// at DefaultHydrationLane: one task of about 90 ms on a fast desktop core, 300 ms and more on a
// phone, which Lighthouse counts as blocking time. Started inside `startTransition`, the same
// hydration runs at TransitionHydrationLane, which React's scheduler works on in slices of about
// 5 ms and yields between them (the pattern Remix's and React Router's browser entries use). A
// click or key press on the page before hydration has finished makes React finish it at once and
// then replays the event, as it does for any dehydrated tree.
//
// Next reads `hydrateRoot` from the `react-dom/client` exports object when it hydrates, after this
// module (imported first by `_app`) has run; `e2e/hydration.spec.ts` fails if that stops holding.
import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;

/** Wraps `hydrate` so that it starts its work inside a transition; `mark` runs when it does. */
function inTransition(hydrate: HydrateRoot, mark: () => void = () => {}): HydrateRoot {
  return (container, children, options) => {
    let root: ReturnType<HydrateRoot> | undefined;
    startTransition(() => {
      root = hydrate(container, children, options);
    });
    mark();
    return root as ReturnType<HydrateRoot>;
  };
}

if (typeof window !== 'undefined') {
  const exports = ReactDOMClient as { hydrateRoot: HydrateRoot };
  const original = exports.hydrateRoot;
  exports.hydrateRoot = inTransition(original, () => {
    document.documentElement.dataset.hydration = 'transition';
  });
}
