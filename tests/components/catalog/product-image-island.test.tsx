/**
 * Cards in a static island are not hydrated: their pictures come from `showImagesWhenNear`, by the rule and with the
 * `<img>` of `ProductImage` (docs/adr/0029-static-islands.md).
 */
import { waitFor } from '@testing-library/react';
import { showImagesWhenNear } from '@/components/catalog/near-images';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((e) => e !== element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reporting `element` near the viewport. */
  near(element: Element) {
    this.callback([{ target: element, isIntersecting: true }]);
  }
}

/** Two cards as the server renders them: the first picture at once (priority), the second behind its `<noscript>`. */
function serverCards(): HTMLUListElement {
  const list = document.createElement('ul');
  list.innerHTML =
    '<li><article><div class="product-image"><img alt="" data-nimg="fill" src="/images/articles/1-1.svg"></div></article></li>' +
    '<li><article><div class="product-image"><noscript><img src="/images/articles/2-1.svg?v=1&amp;w=2" alt="" width="800" height="800"></noscript></div></article></li>';
  // With scripting on, a <noscript>'s content is text; jsdom parses it as elements: give it the browser's text.
  const noscript = list.querySelector('noscript')!;
  noscript.textContent = '<img src="/images/articles/2-1.svg?v=1&amp;w=2" alt="" width="800" height="800">';
  document.body.append(list);
  return list;
}

describe('showImagesWhenNear', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = original;
    document.body.innerHTML = '';
  });

  it("watches the boxes still without a picture with the SPEC's margin, and puts in next/image's lazy <img> when one is near", async () => {
    const list = serverCards();
    const stop = showImagesWhenNear(list);
    const observer = FakeObserver.last!;
    const [, second] = [...list.querySelectorAll('.product-image')];

    expect(observer.options).toEqual({ rootMargin: '25%', threshold: 0.1 });
    expect(observer.observed).toEqual([second]);
    expect(second!.querySelector('img')).toBeNull();

    observer.near(second!);

    await waitFor(() => expect(second!.querySelector('img')).not.toBeNull());
    const img = second!.querySelector('img')!;
    expect(second!.querySelector('noscript')).toBeNull();
    expect(img.getAttribute('src')).toBe('/images/articles/2-1.svg?v=1&w=2');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('data-nimg')).toBe('fill');
    expect(img.style.position).toBe('absolute');
    expect(img.style.width).toBe('100%');
    expect(img.style.height).toBe('100%');
    expect(observer.observed).toEqual([]);

    stop();
    expect(observer.disconnected).toBe(true);
  });

  it('gives a picture that is not an SVG the srcset of next/image, through its loader', async () => {
    const list = document.createElement('ul');
    list.innerHTML = '<li><div class="product-image"><noscript></noscript></div></li>';
    list.querySelector('noscript')!.textContent =
      '<img src="http://127.0.0.1:4010/images/hero.jpg" alt="Laddare" width="800" height="800">';
    document.body.append(list);
    showImagesWhenNear(list, '50vw');
    FakeObserver.last!.near(list.querySelector('.product-image')!);

    await waitFor(() => expect(list.querySelector('img')).not.toBeNull());
    const img = list.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Laddare');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('srcset')).toContain('/_next/image/?url=http%3A%2F%2F127.0.0.1%3A4010%2Fimages%2Fhero.jpg&w=640&q=75 640w');
    expect(img.getAttribute('data-nimg')).toBe('fill');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.style.position).toBe('absolute');
  });

  it('watches nothing when every picture is there', () => {
    const list = document.createElement('ul');
    list.innerHTML = '<li><div class="product-image"><img alt="" src="/a.svg"></div></li>';
    FakeObserver.last = undefined;
    showImagesWhenNear(list)();
    expect(FakeObserver.last).toBeUndefined();
  });
});
