import Image from 'next/image';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Icon } from '@/components/ui/icon';
import { theme } from '@/styles/theme';
import { placeFor, type GalleryPlace } from './gallery-place';

const Region = styled.section`
  display: grid;
  gap: 8px;
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focus};
    border-radius: ${theme.radius.default};
  }
`;

const Stage = styled.div`
  position: relative;
  /* Reserved square: the picture never shifts the layout. */
  aspect-ratio: 1 / 1;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  overflow: hidden;
  touch-action: pan-y;
  img {
    object-fit: contain;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: ${theme.tapTarget};
  height: ${theme.tapTarget};
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.base1};
  box-shadow: ${theme.shadow.card};
  cursor: pointer;
`;

const Thumbs = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    position: relative;
    width: 64px;
    height: 64px;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${theme.radius.small};
    background: ${theme.colors.base1};
    cursor: pointer;
    &[aria-current='true'] {
      border-color: ${theme.colors.hunter500};
    }
  }
  img {
    object-fit: contain;
  }
`;

const SWIPE_PX = 40;

interface Props {
  images: string[];
  title: string;
  /** The article shown, and its sibling variants: switching to one keeps the shopper's place. */
  articleId: string;
  variantIds: readonly string[];
}

/** Product pictures: arrow buttons, thumbnails, arrow keys when focused and swiping on touch screens. */
export function Gallery({ images, title, articleId, variantIds }: Props) {
  const { t } = useT('catalog');
  const total = images.length;
  const [place, setPlace] = useState<GalleryPlace>({ articleId, variantIds, index: 0 });
  // The page stays mounted when a variant link is followed: settle the place for the new article during render.
  const settled = placeFor(place, { articleId, variantIds, total });
  if (settled.articleId !== place.articleId || settled.index !== place.index) setPlace(settled);
  const index = settled.index;
  const start = useRef<number | null>(null);
  const go = (next: number) => setPlace({ ...settled, index: ((next % total) + total) % total });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const delta = event.clientX - start.current;
    start.current = null;
    if (Math.abs(delta) > SWIPE_PX) go(delta < 0 ? index + 1 : index - 1);
  };

  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <Region aria-roledescription="carousel" aria-label={t('product::gallery')} tabIndex={0} onKeyDown={onKeyDown}>
      <Stage onPointerDown={onPointerDown} onPointerUp={onPointerUp} aria-live="polite">
        <Image
          key={current}
          src={current}
          alt={t('product::image', { n: index + 1, total, title })}
          fill
          sizes="(min-width: 1024px) 50vw, 100vw"
          priority={index === 0}
          unoptimized={current.endsWith('.svg')}
          draggable={false}
        />
        {total > 1 ? (
          <>
            <Arrow type="button" $side="left" aria-label={t('product::previousImage')} onClick={() => go(index - 1)}>
              <Icon name="chevronLeft" />
            </Arrow>
            <Arrow type="button" $side="right" aria-label={t('product::nextImage')} onClick={() => go(index + 1)}>
              <Icon name="chevronRight" />
            </Arrow>
          </>
        ) : null}
      </Stage>
      {total > 1 ? (
        <Thumbs>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t('product::showImage', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              >
                {/* The stage's picture is loading already: its thumbnail is not lazy (next/image tells the two apart by src only). */}
                <Image src={src} alt="" fill sizes="64px" unoptimized={src.endsWith('.svg')} loading={src === current ? 'eager' : 'lazy'} />
              </button>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </Region>
  );
}
