import Image, { getImageProps } from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-components';
import { theme } from '@/styles/theme';

/** docs/spec.md §9: images start loading when they come within 25% of the viewport, 10% visible. */
const LAZY_ROOT_MARGIN = '25%';
const LAZY_THRESHOLD = 0.1;
const DEFAULT_SIZES = '(min-width: 1024px) 25vw, 50vw';

/** The picture box's CSS, for the styled container it is rendered in (the product card). */
export const productImageCss = css`
  .product-image {
    position: relative;
    width: 100%;
    /* The box is reserved before the picture arrives: no layout shift. */
    aspect-ratio: 1 / 1;
    overflow: hidden;
    border-radius: ${theme.radius.small};
    background: ${theme.colors.base2};
    img {
      object-fit: contain;
    }
  }
`;

interface Props {
  src: string;
  alt: string;
  /** Above the fold (the first cards, the product page's main image): load at once. */
  priority?: boolean;
  sizes?: string;
}

/**
 * A product picture in a square box. Off-screen pictures render only once an IntersectionObserver with the SPEC's root margin sees the box,
 * as next/image's lazy loading leaves the margin to the browser. Product pictures are SVGs, which next/image serves unoptimized. Styled by
 * its container: include `productImageCss` in the container's styled root.
 */
export function ProductImage({ src, alt, priority = false, sizes = DEFAULT_SIZES }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(priority);

  useEffect(() => {
    if (visible) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN, threshold: LAZY_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={ref} className="product-image">
      {visible ? (
        <Image src={src} alt={alt} fill sizes={sizes} priority={priority} unoptimized={src.endsWith('.svg')} />
      ) : (
        <noscript>
          <img src={src} alt={alt} width={800} height={800} />
        </noscript>
      )}
    </div>
  );
}

/** The `<img>` `ProductImage` renders once near, built from the server's `<noscript>` stand-in (its text is the markup). */
function imageFor(noscript: Element, sizes: string): HTMLImageElement | null {
  const template = document.createElement('template');
  template.innerHTML = noscript.textContent ?? '';
  const src = template.content.querySelector('img')?.getAttribute('src');
  if (!src) return null;
  const alt = template.content.querySelector('img')?.getAttribute('alt') ?? '';
  const { props } = getImageProps({ src, alt, fill: true, sizes, unoptimized: src.endsWith('.svg') });
  const img = document.createElement('img');
  // What next/image's component adds to getImageProps' props.
  img.setAttribute('data-nimg', 'fill');
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
    const img = noscript && imageFor(noscript, sizes);
    if (img) noscript.replaceWith(img);
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
