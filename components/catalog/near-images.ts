/**
 * Product pictures in static islands (components/ui/static-island.ts) shown when they come near, without the card's code: the
 * product rail and grid load it only for a client render.
 */
import { FILL_STYLE } from '@/components/ui/fill-image';

/** docs/spec.md §9: images start loading when they come within 25% of the viewport, 10% visible. */
export const LAZY_ROOT_MARGIN = '25%';
export const LAZY_THRESHOLD = 0.1;
export const DEFAULT_SIZES = '(min-width: 1024px) 25vw, 50vw';

/** next/image serves an SVG as it is (no `dangerouslyAllowSVG` in next.config.js): the product pictures of the seeded catalogue. */
function isSvg(src: string): boolean {
  return src.split('?', 1)[0]!.endsWith('.svg');
}

/**
 * The `<img>` `ProductImage` renders once near, built from the server's `<noscript>` stand-in (its text is the markup). An SVG
 * needs no loader: its `<img>` is the one next/image writes for `fill`, lazy and unoptimised, without next/image's code in the
 * first load; another picture waits for next/image's `getImageProps` (its srcset).
 */
async function imageFor(noscript: Element, sizes: string): Promise<HTMLImageElement | null> {
  const template = document.createElement('template');
  template.innerHTML = noscript.textContent ?? '';
  const src = template.content.querySelector('img')?.getAttribute('src');
  if (!src) return null;
  const alt = template.content.querySelector('img')?.getAttribute('alt') ?? '';
  const img = document.createElement('img');
  // What next/image's component adds to getImageProps' props.
  img.setAttribute('data-nimg', 'fill');
  if (isSvg(src)) {
    img.alt = alt;
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    Object.assign(img.style, FILL_STYLE);
    img.setAttribute('src', src);
    return img;
  }
  const { getImageProps } = await import('next/image');
  const { props } = getImageProps({ src, alt, fill: true, sizes });
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (name === 'style') Object.assign(img.style, value);
    else if (name === 'srcSet') img.setAttribute('srcset', String(value));
    else if (name === 'fetchPriority') img.setAttribute('fetchpriority', String(value));
    else if (name === 'className') img.className = String(value);
    else img.setAttribute(name, String(value));
  }
  return img;
}

/**
 * For cards that React does not hydrate (a static island, components/ui/static-island.ts): each picture box in `container` still holding
 * its `<noscript>` gets its picture when it comes near the viewport, by the same rule and with the same `<img>` as `ProductImage`. Answers
 * the cleanup.
 */
export function showImagesWhenNear(container: HTMLElement, sizes: string = DEFAULT_SIZES): () => void {
  const boxes = [...container.querySelectorAll<HTMLElement>('.product-image')].filter((box) => box.querySelector(':scope > noscript'));
  const show = (box: Element) => {
    const noscript = box.querySelector(':scope > noscript');
    if (!noscript) return;
    void imageFor(noscript, sizes).then((img) => {
      if (img && noscript.isConnected) noscript.replaceWith(img);
    });
  };
  if (boxes.length === 0) return () => {};
  if (typeof IntersectionObserver === 'undefined') {
    boxes.forEach(show);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        show(entry.target);
      }
    },
    { rootMargin: LAZY_ROOT_MARGIN, threshold: LAZY_THRESHOLD },
  );
  for (const box of boxes) observer.observe(box);
  return () => observer.disconnect();
}
