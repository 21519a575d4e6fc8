/** @jest-environment jsdom */
import { installLinkNavigation } from '@/browser/link-navigation';

const router = { push: jest.fn(() => Promise.resolve(true)), prefetch: jest.fn(() => Promise.resolve()) };
let stop: () => void;

beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
  document.body.innerHTML = `
    <a id="own" data-nav="" href="/kategori/mobil-tillbehor/"><span id="inside">Mobil</span></a>
    <a id="query" data-nav="" href="/s/?q=lampa">Sök</a>
    <a id="keep" data-nav="keep-scroll" href="/kategori/mobil-tillbehor/?brand=nordic">Nordic</a>
    <a id="plain" href="/varukorg/">Not marked</a>
    <a id="blank" data-nav="" target="_blank" href="/varukorg/">New tab</a>
    <a id="self" data-nav="" target="_self" href="/varukorg/">Same tab</a>
    <a id="download" data-nav="" download href="/api/x/">Download</a>
    <a id="external" data-nav="" href="https://example.com/">Elsewhere</a>
    <a id="prevented" data-nav="" href="/varukorg/">Handled</a>`;
  document.getElementById('prevented')!.addEventListener('click', (event) => event.preventDefault());
  stop = installLinkNavigation(router);
});
afterEach(() => stop());

/** Clicks an element; answers whether the browser would still follow the link (the click was not taken). */
function click(id: string, init: MouseEventInit = {}): boolean {
  return document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

describe('one listener navigates every marked link on the client (browser/link-navigation.ts)', () => {
  it('pushes a same-origin link through the router, scrolled to the top, from a click anywhere inside it', () => {
    expect(click('own')).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/kategori/mobil-tillbehor/', undefined, { locale: false, scroll: true });
    expect(click('inside')).toBe(false);
    expect(click('query')).toBe(false);
    expect(router.push).toHaveBeenLastCalledWith('/s/?q=lampa', undefined, { locale: false, scroll: true });
    expect(click('self')).toBe(false);
    expect(router.push).toHaveBeenCalledTimes(4);
  });

  it('keeps the scroll position for a link marked data-nav="keep-scroll" (scroll={false} in LocalizedLink)', () => {
    expect(click('keep')).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/kategori/mobil-tillbehor/?brand=nordic', undefined, { locale: false, scroll: false });
  });

  it.each([['metaKey'], ['ctrlKey'], ['shiftKey'], ['altKey']])(
    'leaves a click with %s to the browser (new tab, window, download)',
    (key) => {
      expect(click('own', { [key]: true })).toBe(true);
      expect(router.push).not.toHaveBeenCalled();
    },
  );

  it('leaves other buttons, other targets, downloads, other origins, unmarked links and handled clicks to the browser', () => {
    expect(click('own', { button: 1 })).toBe(true);
    for (const id of ['blank', 'download', 'external', 'plain']) expect(click(id)).toBe(true);
    expect(click('prevented')).toBe(false); // the page's own handler took it
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches nothing when the pointer or a finger comes to a link (a click racing a prefetch was lost)', () => {
    document.getElementById('own')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    document.getElementById('own')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    stop();
    expect(click('own')).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    stop = () => undefined;
  });
});
