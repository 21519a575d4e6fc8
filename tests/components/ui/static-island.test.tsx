import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useStaticIsland } from '@/components/ui/static-island';

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
});
