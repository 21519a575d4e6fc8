import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-components';
import { theme } from '@/styles/theme';
import { DEFAULT_SIZES, LAZY_ROOT_MARGIN, LAZY_THRESHOLD } from './near-images';

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
