import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A container in the document for each test of a describe block: `serve` writes an element's server HTML into it and
 * `hydrate` hydrates it, with React's recoverable errors (a mismatch) sent to a console.error spy it answers. Unmounted
 * and removed after each test.
 */
export function serverHydration() {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container?.remove();
  });
  return {
    get container(): HTMLDivElement {
      return container!;
    },
    get root(): Root {
      return root!;
    },
    serve(element: ReactElement): void {
      container!.innerHTML = renderToString(element);
    },
    async hydrate(element: ReactElement): Promise<jest.SpyInstance> {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await act(async () => {
        root = hydrateRoot(container!, element, { onRecoverableError: (error) => console.error(error) });
      });
      return errors;
    },
  };
}
