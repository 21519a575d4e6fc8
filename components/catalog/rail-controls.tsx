import { useCallback, useEffect, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Icon } from '@/components/ui/icon';
import { IconButton } from '@/components/ui/icon-button';
import { theme } from '@/styles/theme';

const Controls = styled.div`
  display: flex;
  gap: 4px;
`;

const Step = styled(IconButton)`
  border: 1px solid ${theme.colors.base4};
  border-radius: 50%;
  background: ${theme.colors.base1};
  color: ${theme.colors.ink900};
  &:hover {
    background: ${theme.colors.hunter100};
  }
  /* aria-disabled rather than disabled: a keyboard user who reaches the end keeps focus on the button. */
  &[aria-disabled='true'] {
    color: ${theme.colors.ink500};
    background: ${theme.colors.base2};
    cursor: default;
  }
`;

/** How near an end counts as at it: scroll snapping may stop a few pixels short (the track's padding). */
const SLACK = 4;

/** Where the track is: at its start, at its end (both when everything fits). */
function edges(track: HTMLElement): { start: boolean; end: boolean } {
  return { start: track.scrollLeft <= SLACK, end: track.scrollLeft + track.clientWidth >= track.scrollWidth - SLACK };
}

/** Previous/next buttons for a horizontal rail; each scrolls the track by about a view. */
export function RailControls({ trackRef, title }: { trackRef: RefObject<HTMLElement | null>; title: string }) {
  const { t } = useT('catalog');
  // Before hydration the rail is at its start; whether it has an end in view is known once measured.
  const [at, setAt] = useState({ start: true, end: false });
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => setAt(edges(track));
    track.addEventListener('scroll', update, { passive: true });
    // The observer reports the track's first size after the browser's next layout, and again when the rail,
    // skipped while off screen (renderWhenNear), is laid out: measuring here at once forced the style and
    // layout of every rail into the hydration's commit (0.3-0.5 s on the phone profile).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(track);
    else update();
    return () => {
      track.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [trackRef]);
  const step = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      if (!track) return;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: smooth ? 'smooth' : 'auto' });
    },
    [trackRef],
  );
  return (
    <Controls>
      <Step type="button" aria-label={t('start::railPrevious', { title })} aria-disabled={at.start} onClick={() => !at.start && step(-1)}>
        <Icon name="chevronLeft" size={20} />
      </Step>
      <Step type="button" aria-label={t('start::railNext', { title })} aria-disabled={at.end} onClick={() => !at.end && step(1)}>
        <Icon name="chevronRight" size={20} />
      </Step>
    </Controls>
  );
}
