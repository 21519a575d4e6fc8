// Hydration in short tasks: Next calls `hydrateRoot` outside a transition, so React would hydrate the page in one long
// task (docs/adr/0012-hydration-in-a-transition.md). `e2e/paint-first.spec.ts` fails if Next stops reading
// `hydrateRoot` from the exports object after `_app` has imported this module.
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
