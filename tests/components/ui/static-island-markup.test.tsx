/**
 * @jest-environment node
 */
/**
 * The server keeps an island's markup (docs/adr/0031-static-island-markup-kept.md): the second page with the same
 * content, locale and shell renders none of the island's children, writes the same HTML, and still carries the
 * island's styles and image preloads; anything else that changes renders the children again. The page renders with
 * React's Node stream renderer, as Next's pages do here (docs/adr/0015-node-renderer.md); the island apart with
 * `renderToStaticMarkup`, whose hooks are its own.
 */
import { renderToReadableStream } from 'react-dom/server.node';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { useRouter } from 'next/router';
import { Provider } from 'react-redux';
import styled, { ServerStyleSheet } from 'styled-components';
import '@/components/ui/static-island-markup';
import { useStaticIsland } from '@/components/ui/static-island';
import { useAppSelector } from '@/store/hooks';
import { selectBadges } from '@/store/site-slice';
import { makeStore } from '@/store/store';
import type { BadgeMap } from '@/services/shop/models';

const Title = styled.strong`
  color: rgb(1, 2, 3);
`;

let cardRenders = 0;

function Card({ name, first }: { name: string; first: boolean }) {
  cardRenders++;
  const { locale } = useRouter();
  const badges = useAppSelector(selectBadges);
  return (
    <li lang={locale}>
      {first ? <img src={`/images/${name}.svg`} alt="" fetchPriority="high" /> : null}
      <Title>{name}</Title>
      {Object.keys(badges).join(',')}
    </li>
  );
}

/** Two islands with the same content and other children, as the product page's summary and details are. */
function Twins({ names }: { names: string[] }) {
  const first = <Title>{`first ${names.join()}`}</Title>;
  const second = <em>{`second ${names.join()}`}</em>;
  const one = useStaticIsland([names], first);
  const two = useStaticIsland([names], second);
  return (
    <>
      <p {...one.props}>{one.keep ? null : first}</p>
      <p {...two.props}>{two.keep ? null : second}</p>
    </>
  );
}

function Rail({ names, extra }: { names: string[]; extra?: unknown }) {
  const cards = names.map((name, i) => <Card key={name} name={name} first={i === 0} />);
  const island = useStaticIsland([names, extra], cards);
  return (
    <ul aria-label="rail" {...island.props}>
      {island.keep ? null : cards}
    </ul>
  );
}

const BADGES: BadgeMap = { fynd: { id: 'fynd', label: 'Fynd', color: '#f00' } } as unknown as BadgeMap;

async function page(
  names: string[],
  {
    locale = 'sv-SE',
    badges = BADGES,
    extra,
    twins = false,
  }: { locale?: string; badges?: BadgeMap; extra?: unknown; twins?: boolean } = {},
) {
  const store = makeStore({ site: { settings: null, footer: null, badges, fees: null, featureFlags: {} } });
  const router = { locale, defaultLocale: 'sv-SE', asPath: '/', pathname: '/', query: {} } as unknown as NextRouter;
  const sheet = new ServerStyleSheet();
  try {
    const stream = await renderToReadableStream(
      sheet.collectStyles(
        <RouterContext.Provider value={router}>
          <Provider store={store}>{twins ? <Twins names={names} /> : <Rail names={names} extra={extra} />}</Provider>
        </RouterContext.Provider>,
      ),
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('static islands kept on the server', () => {
  beforeEach(() => {
    cardRenders = 0;
  });

  it('renders the children once for the same content and writes the same page, styles and preloads each time', async () => {
    const names = ['kabel-a1', 'skal-a1'];
    const first = await page(names);
    expect(cardRenders).toBe(2);
    const second = await page([...names]);
    expect(cardRenders).toBe(2);
    expect(second.html).toBe(first.html);
    expect(second.css).toBe(first.css);
    // The island's own rule is in the page's sheet both times.
    expect(second.css).toContain('{color:rgb(1,2,3);}');
    // The picture's preload is the page's, before the list, not a child of it.
    expect(second.html).toMatch(
      /^<link rel="preload" href="\/images\/kabel-a1.svg" as="image" fetchPriority="high"\/><ul aria-label="rail" data-island="[^"]+"><li lang="sv-SE"><img /,
    );
    expect(second.html).toContain('kabel-a1</strong>fynd</li>');
  });

  it('renders again for another locale, another shell part or other content', async () => {
    const names = ['kabel-b1'];
    await page(names);
    expect(cardRenders).toBe(1);
    expect((await page(names, { locale: 'fi-FI' })).html).toContain('<li lang="fi-FI">');
    expect(cardRenders).toBe(2);
    // Equal badges in a new object: the shop's cache reloaded them, so the island renders again.
    await page(names, { badges: { ...BADGES } });
    expect(cardRenders).toBe(3);
    await page(['kabel-b2']);
    expect(cardRenders).toBe(4);
  });

  it('keeps the markup of two islands with the same content apart when their children differ', async () => {
    for (let i = 0; i < 2; i++) {
      const { html } = await page(['kabel-d1'], { twins: true });
      expect(html).toMatch(
        /<p data-island="[^"]+"><strong class="[^"]+">first kabel-d1<\/strong><\/p><p data-island="[^"]+"><em>second kabel-d1<\/em><\/p>/,
      );
    }
  });

  it('renders in place, every time, content that is not plain data', async () => {
    const names = ['kabel-c1'];
    const extra = new Map([['a', 1]]);
    const first = await page(names, { extra });
    const second = await page(names, { extra });
    expect(cardRenders).toBe(2);
    expect(second.html).toBe(first.html);
    expect(first.html).toContain('<li lang="sv-SE">');
  });
});
