import { act, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EventEmitter } from 'node:events';
import { islandComponent, useStaticIsland, warmIslandParts } from '@/components/ui/static-island';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rendered: string[] = [];

function Item({ label }: { label: string }) {
  rendered.push(label);
  return (
    <li>
      <a href={`/p/${label}/`} data-nav="">
        {label}
      </a>
    </li>
  );
}

function List({ items, heading }: { items: string[]; heading: string }) {
  const island = useStaticIsland([items]);
  return (
    <section>
      <h2>{heading}</h2>
      <ul aria-label="cards" {...island.props}>
        {island.keep ? null : items.map((label) => <Item key={label} label={label} />)}
      </ul>
    </section>
  );
}

/** The island's children made by `Card`: the server's module or, in the browser, `islandComponent`'s. */
function Cards({ items, Card }: { items: string[]; Card: ComponentType<{ label: string }> }) {
  const island = useStaticIsland([items]);
  return <ul {...island.props}>{island.keep ? null : items.map((label) => <Card key={label} label={label} />)}</ul>;
}

const FIRST = ['kabel', 'skal'];

/** The very nodes, not equal copies (`toEqual` compares DOM nodes by structure). */
function expectSameNodes(nodes: Element[], expected: Element[]) {
  expect(nodes).toHaveLength(expected.length);
  nodes.forEach((node, i) => expect(node).toBe(expected[i]));
}

describe('useStaticIsland (docs/adr/0029-static-islands.md)', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  let errors: jest.SpyInstance;

  beforeEach(() => {
    rendered.length = 0;
    errors = jest.spyOn(console, 'error');
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    errors.mockRestore();
  });

  it('hydrates without rendering the children, keeps their server DOM, and warns of no mismatch', async () => {
    container.innerHTML = renderToString(<List items={FIRST} heading="Toppfynd" />);
    expect(rendered).toEqual(['kabel', 'skal']);
    const serverLinks = [...container.querySelectorAll('a')];
    rendered.length = 0;

    await act(async () => {
      root = hydrateRoot(container, <List items={FIRST} heading="Toppfynd" />);
    });

    expect(rendered).toEqual([]);
    // The very same nodes as the server's, not copies.
    expectSameNodes([...container.querySelectorAll('a')], serverLinks);
    expect(container.querySelector('ul')!.getAttribute('data-island')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();

    // A re-render with the same content leaves the island alone.
    await act(async () => root!.render(<List items={FIRST} heading="Nyinkommet" />));
    expect(container.querySelector('h2')!.textContent).toBe('Nyinkommet');
    expect(rendered).toEqual([]);
    expectSameNodes([...container.querySelectorAll('a')], serverLinks);
  });

  it('renders the children once the content changes (new page data on the same page)', async () => {
    container.innerHTML = renderToString(<List items={FIRST} heading="Toppfynd" />);
    await act(async () => {
      root = hydrateRoot(container, <List items={FIRST} heading="Toppfynd" />);
    });
    rendered.length = 0;

    await act(async () => root!.render(<List items={['laddare']} heading="Toppfynd" />));

    expect(rendered).toEqual(['laddare']);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/p/laddare/']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders the children in a client render, where the document has no server markup', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<List items={FIRST} heading="Toppfynd" />);
    });

    expect(rendered).toEqual(['kabel', 'skal']);
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it("loads an island component's code only for a client render: not at hydration, once when the content changes", async () => {
    container.innerHTML = renderToString(<Cards items={FIRST} Card={Item} />);
    const load = jest.fn(() => Promise.resolve(Item));
    const LazyItem = islandComponent(load);
    await act(async () => {
      root = hydrateRoot(container, <Cards items={FIRST} Card={LazyItem} />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    // A client navigation renders in a transition: the old cards stay until the code has come, then the new ones show once.
    let resolve: (card: typeof Item) => void = () => {};
    load.mockImplementationOnce(() => new Promise((done) => (resolve = done)));
    await act(async () => startTransition(() => root!.render(<Cards items={['laddare']} Card={LazyItem} />)));
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['kabel', 'skal']);
    await act(async () => resolve(Item));
    expect([...container.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['laddare']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('warmIslandParts', () => {
  it("starts every island part's load when a client navigation starts, and a part made during it at once", () => {
    const events = new EventEmitter();
    const stop = warmIslandParts({ on: (e, h) => events.on(e, h), off: (e, h) => events.off(e, h) });
    const first = jest.fn(() => Promise.resolve(Item));
    islandComponent(first);
    expect(first).not.toHaveBeenCalled();

    events.emit('routeChangeStart');
    expect(first).toHaveBeenCalledTimes(1);
    // The page's own chunk brings a part while the navigation is on its way.
    const during = jest.fn(() => Promise.resolve(Item));
    islandComponent(during);
    expect(during).toHaveBeenCalledTimes(1);

    events.emit('routeChangeComplete');
    const after = jest.fn(() => Promise.resolve(Item));
    islandComponent(after);
    events.emit('routeChangeStart');
    // Each part loads once.
    expect(first).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
    events.emit('routeChangeError');
    stop();
    expect(events.listenerCount('routeChangeStart')).toBe(0);
  });
});
