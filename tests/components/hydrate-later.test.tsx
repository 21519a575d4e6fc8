import { act, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateLater } from '@/components/ui/hydrate-later';

/** Whether React has hydrated this element (it keeps its fiber on the node). */
const hydrated = (id: string) => Object.keys(document.getElementById(id)!).some((key) => key.startsWith('__reactFiber$'));

function Page({ onFirstCommit, onPress }: { onFirstCommit: () => void; onPress: () => void }) {
  useLayoutEffect(() => {
    onFirstCommit();
  }, [onFirstCommit]);
  return (
    <main>
      <button id="above" type="button">
        Köp
      </button>
      <HydrateLater>
        <footer>
          <button id="below" type="button" onClick={onPress}>
            Cookieinställningar
          </button>
        </footer>
      </HydrateLater>
    </main>
  );
}

/** The server's HTML of the page, in a fresh container, as the browser has it before the scripts run. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onFirstCommit={() => {}} onPress={() => {}} />);
  document.body.replaceChildren(container);
  return container;
}

describe('HydrateLater', () => {
  it('leaves its content as the server wrote it, once, with no fallback', () => {
    const container = serverPage();
    expect(container.innerHTML).toBe(
      '<main><button id="above" type="button">Köp</button><!--$--><footer><button id="below" type="button">Cookieinställningar</button></footer><!--/$--></main>',
    );
  });

  it("is hydrated after the page's first commit, not in it", async () => {
    const container = serverPage();
    const atFirstCommit: Array<[boolean, boolean]> = [];
    const onFirstCommit = () => atFirstCommit.push([hydrated('above'), hydrated('below')]);
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Page onFirstCommit={onFirstCommit} onPress={() => {}} />);
      });
    });
    expect(atFirstCommit).toEqual([[true, false]]);
    expect(hydrated('below')).toBe(true);
    expect(document.querySelectorAll('#below')).toHaveLength(1);
  });

  it('is hydrated at once, and runs the handler, when it is pressed before its turn', async () => {
    const container = serverPage();
    const onPress = jest.fn();
    let pressedBeforeHydration: boolean | null = null;
    // Right after the first commit, before React's next task: the shopper's tap.
    const onFirstCommit = () =>
      queueMicrotask(() => {
        pressedBeforeHydration = !hydrated('below');
        document.getElementById('below')!.click();
      });
    // React's own scheduler, as in the browser (act would run all of its work in one go).
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      startTransition(() => {
        hydrateRoot(container, <Page onFirstCommit={onFirstCommit} onPress={onPress} />);
      });
      for (let wait = 0; wait < 100 && pressedBeforeHydration === null; wait += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(pressedBeforeHydration).toBe(true);
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
