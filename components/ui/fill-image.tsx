import type { CSSProperties } from 'react';

/** next/image's style for a `fill` image, in its order: the same markup. */
export const FILL_STYLE: CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  color: 'transparent',
};

/**
 * A picture that fills its positioned box and loads lazily, served as it is (an SVG tile): the same `<img>` next/image writes for `fill`
 * and `unoptimized` without `priority`, without next/image's per-image work (docs/adr/0021-links-as-plain-anchors.md). A picture to
 * optimise, or one above the fold (`priority`: a preload link), stays a next/image.
 */
export function FillImage({ src, alt }: { src: string; alt: string }) {
  return <img alt={alt} loading="lazy" decoding="async" data-nimg="fill" style={FILL_STYLE} src={src} />;
}
