import { useEffect, useState, type RefObject } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@/components/ui/button';
import { useStaticIsland } from '@/components/ui/static-island';
import { useLocale } from '@/components/ui/use-locale';
import { formatPrice } from '@/lib/format';
import type { Money } from '@/lib/money';
import { breakpoints, theme } from '@/styles/theme';

/** The bar's height without the safe area: a 48px button and 8px above and below. */
const BAR_HEIGHT = '64px';
/** Below the two-column layout (lg) the buy box is far down the page; from lg it sits beside the gallery. */
const PHONE = `@media (max-width: ${breakpoints.lg - 0.02}px)`;

const Bar = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${theme.zIndex.navigation};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: ${BAR_HEIGHT};
  padding: 8px 16px calc(8px + env(safe-area-inset-bottom, 0px));
  background: ${theme.colors.base1};
  /* A shadow for its edge, not a border: the bar is exactly BAR_HEIGHT (plus the safe area) tall. */
  box-shadow:
    0 -1px 0 ${theme.colors.base4},
    0 -2px 8px rgba(0, 0, 0, 0.08);
  &[hidden] {
    display: none;
  }
  @media (min-width: ${breakpoints.lg}px) {
    display: none;
  }
  .sticky-price {
    display: grid;
    min-width: 0;
    margin: 0;
  }
  .sticky-price strong {
    font-size: ${theme.font.size.lg};
  }
  .sticky-price span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-size: ${theme.font.size.sm};
  }
  > button {
    flex-shrink: 0;
    width: auto;
  }
`;

/** While the bar shows, the page ends that much lower so the bar never covers its last lines. */
const PagePadding = createGlobalStyle`
  ${PHONE} {
    body:has([data-sticky-buy-bar]:not([hidden])) { padding-bottom: calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px)); }
  }
`;

/**
 * Whether the watched element (the buy box) has scrolled out of view above the viewport. False while it is
 * in view or not reached yet, until an IntersectionObserver has answered, and where there is none.
 */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    // The root reaches far below the viewport, so the element "intersects" while in view or still ahead and
    // stops when it has passed above: a jump (Home, End) from one side to the other crosses and is reported.
    const observer = new IntersectionObserver(
      ([entry]) => setPast(entry ? !entry.isIntersecting && entry.boundingClientRect.top < 0 : false),
      { rootMargin: '0px 0px 100000% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

/**
 * The phone's sticky buy bar (docs/spec.md §5): the price and the buy box's own submit button
 * (`form` names the buy box's form, so pressing it submits that form: the same quantity, one-time key and
 * JavaScript handling). Shown below lg once the buy box has scrolled out of view above, and while it holds the focus (a
 * keyboard user's focus never vanishes with it); hidden from lg, where the buy box sits beside the gallery. The price
 * is a static island (docs/adr/0029-static-islands.md): the first page's hydration keeps the server's text unformatted.
 */
export function StickyBuyBar({
  watch,
  formId,
  label,
  price,
  note,
  busy,
}: {
  watch: RefObject<HTMLElement | null>;
  formId: string;
  label: string;
  price: Money;
  note: string;
  busy: boolean;
}) {
  const past = useScrolledPast(watch);
  const locale = useLocale();
  const priceIsland = useStaticIsland([price, locale]);
  const [focusWithin, setFocusWithin] = useState(false);
  const shown = past || focusWithin;
  return (
    <>
      <PagePadding />
      <Bar
        data-sticky-buy-bar=""
        data-testid="sticky-buy-bar"
        hidden={!shown}
        onFocus={() => setFocusWithin(true)}
        onBlur={(event) => setFocusWithin(event.currentTarget.contains(event.relatedTarget as Node | null))}
      >
        <p className="sticky-price">
          <strong {...priceIsland.props}>{priceIsland.keep ? null : formatPrice(price, locale)}</strong>
          {/* The buy box's status region announces the outcome; this repeats it for the eye only. */}
          {/* Only while shown: the page has one text of the outcome where the bar is away. */}
          {note && shown ? <span aria-hidden="true">{note}</span> : null}
        </p>
        {/* aria-disabled, not disabled, while adding: a disabled button would drop the keyboard focus to the page. */}
        <Button type="submit" form={formId} aria-disabled={busy || undefined}>
          {label}
        </Button>
      </Bar>
    </>
  );
}
