import { extendedCharacters, fontQuery, loadFonts, resetLoadedFonts, type FontLoader } from '@/canvas/fonts';

function deferredLoader() {
  const asked: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const loader: FontLoader = { load: (font) => (asked.push(font), gate) };
  return { loader, asked, release: () => release() };
}

describe('loading the display fonts', () => {
  beforeEach(() => resetLoadedFonts());

  it('waits until every family is loaded, asking for each once', async () => {
    const { loader, asked, release } = deferredLoader();
    let done = false;
    const wait = loadFonts(['Pacifico', 'Bebas Neue', 'Pacifico'], loader).then(() => (done = true));
    await Promise.resolve();
    expect(asked).toEqual([fontQuery('Pacifico'), fontQuery('Bebas Neue')]);
    expect(done).toBe(false);
    release();
    await wait;
    expect(done).toBe(true);
    await loadFonts(['Pacifico'], loader);
    expect(asked).toHaveLength(2);
  });

  it('asks for the characters a text needs beyond Latin-1, so the latin-ext subset of that family loads', async () => {
    const asked: [string, string | undefined][] = [];
    const loader: FontLoader = { load: async (font, text) => void asked.push([font, text]) };
    await loadFonts(['Lobster', 'Mulish'], loader, [{ family: 'Lobster', text: 'Łukasz Żółć' }]);
    // ó is in Latin-1 (the latin subset); Ł, ł, Ż and ć are in latin-ext. Mulish has no such text.
    expect(asked).toEqual([
      [fontQuery('Lobster'), 'AaÅäÖćŁłŻ'],
      [fontQuery('Mulish'), 'AaÅäÖ'],
    ]);
    // The same characters again: nothing more to load; a Turkish name: its letters.
    await loadFonts(['Lobster'], loader, [{ family: 'Lobster', text: 'Żółć Łukasz' }]);
    expect(asked).toHaveLength(2);
    await loadFonts(['Lobster'], loader, [{ family: 'Lobster', text: 'Şükrü Işık' }]);
    expect(asked[2]).toEqual([fontQuery('Lobster'), 'AaÅäÖıŞş']);
  });

  it('names the characters beyond Latin-1 of Sámi, Czech and Nordic names once each', () => {
    expect(extendedCharacters(['Áŋŋá', 'Čeněk', 'Åsa Öberg'])).toBe('Čěŋ');
  });

  it('does not block on a font that fails to load', async () => {
    const loader: FontLoader = { load: () => Promise.reject(new Error('offline')) };
    await expect(loadFonts(['Lobster'], loader)).resolves.toBeUndefined();
  });
});

describe('rendering the preview', () => {
  const order: string[] = [];
  let releaseFonts: () => void = () => undefined;

  beforeAll(() => {
    (globalThis as unknown as { window: unknown }).window = { document: { createElement: () => ({}) } };
  });
  afterAll(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
  });

  it('draws nothing before the fonts of the design are loaded', async () => {
    jest.resetModules();
    jest.doMock('konva', () => {
      class Node {
        add() {}
        position() {}
        destroy() {}
        toDataURL() {
          order.push('drawn');
          return 'data:image/png;base64,';
        }
      }
      return { __esModule: true, default: { Stage: Node, Layer: Node, Path: Node, Rect: Node, Circle: Node, Line: Node } };
    });
    jest.doMock('@/canvas/fonts', () => ({
      loadFonts: (families: string[]) => {
        order.push(`fonts:${families.join(',')}`);
        return new Promise<void>((resolve) => (releaseFonts = () => (order.push('fonts loaded'), resolve())));
      },
    }));
    jest.doMock('@/canvas/design-nodes', () => ({
      ...jest.requireActual('@/canvas/design-nodes'),
      designGroup: async () => (order.push('nodes built'), { position: () => undefined }),
    }));
    const { renderPreview } = await import('@/canvas/render-design');
    const { productTemplate } = await import('@/lib/dyo/product-types');
    const { emptyDesign } = await import('@/lib/dyo/design-document');
    const design = {
      ...emptyDesign('phone-cover', '190003'),
      sides: {
        front: [
          { id: 't', type: 'text' as const, text: 'Hej', fontFamily: 'Pacifico', fontSize: 8, fill: '#000000', x: 1, y: 1, rotation: 0 },
        ],
      },
    };
    const rendering = renderPreview(design, 'front', productTemplate('phone-cover'));
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual(['fonts:Pacifico']);
    releaseFonts();
    await rendering;
    expect(order).toEqual(['fonts:Pacifico', 'fonts loaded', 'nodes built', 'drawn']);
  });
});
