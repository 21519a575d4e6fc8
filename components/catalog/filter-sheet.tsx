import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { useFocusTrap } from '@/components/consent/use-focus-trap';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/components/i18n/use-t';
import { toUrlQuery } from '@/lib/catalog/listing-query';
import type { ListingScope } from '@/lib/catalog/listing-scope';
import { useListingCountQuery } from '@/store/queries';
import type { CardListing } from '@/services/catalog/page-models';
import { breakpoints, theme } from '@/styles/theme';
import { ListingFilters, formQuery, useKeepFieldFocus, type ListingView } from './listing-filters';
import { SortSelect } from './sort-select';
import { Backdrop, overBackdropLook, overBackdropTopLook } from '@/components/ui/backdrop';

const SHEET_FORM_ID = 'listing-filters-sheet';

const Sheet = styled.div`
  ${overBackdropLook}
  inset: auto 0 0 0;
  display: flex;
  flex-direction: column;
  max-height: 88dvh;
  border-radius: ${theme.radius.default} ${theme.radius.default} 0 0;
`;

const Top = styled.div`
  ${overBackdropTopLook}
  padding: 4px 8px 4px 16px;
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const Body = styled.div`
  display: grid;
  gap: 16px;
  padding: 16px;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Bottom = styled.div`
  display: grid;
  gap: 6px;
  justify-items: center;
  padding: 10px 16px 16px;
  border-top: 1px solid ${theme.colors.base4};
  p {
    margin: 0;
    color: ${theme.colors.ink700};
    font-size: ${theme.font.size.sm};
  }
`;

interface Props extends ListingView {
  /** What the listing lists before any filter (the count of pending filters is asked within it). */
  within?: ListingScope;
  result: CardListing;
  /** The Filter button: the focus goes back to it (a tap does not focus a button everywhere). */
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

function sameQuery(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** How long typing in a price field rests before its count is asked. */
const COUNT_DELAY_MS = 300;

/**
 * The phone's filters and sort, in a bottom sheet: a modal dialog that keeps the focus inside, closes on Escape, the close button, the
 * backdrop or "show N products", and says the new number of products as each filter applies (the listing behind it reloads at once, as on
 * desktop). A typed price applies on "show N products"; until then N is asked for with it (GET /api/listing/count/), so the number always
 * counts every pending filter. Loaded only when opened.
 */
export function FilterSheet({ path, scope, within, state, result, opener, onClose }: Props) {
  const { t } = useT('catalog');
  const { locale } = useRouter();
  const ref = useRef<HTMLDivElement>(null);
  const stateKey = JSON.stringify(state);
  useFocusTrap(ref);
  useEffect(() => () => opener.current?.focus(), [opener]);

  // Each filter reloads the listing and re-creates the form (keyed by the state), which drops the
  // focus: put it back on the same field, so a keyboard shopper stays where they were.
  const keepFocus = useKeepFieldFocus(SHEET_FORM_ID, stateKey);

  // The form's query when it differs from the applied one (a typed price), asked for after a pause.
  const [pending, setPending] = useState<Record<string, string> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const applied = toUrlQuery({ ...state, page: 1 }, scope);
  const onInput = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = document.getElementById(SHEET_FORM_ID) as HTMLFormElement | null;
      const query = form ? formQuery(form, scope) : null;
      setPending(query && !sameQuery(query, applied) ? query : null);
    }, COUNT_DELAY_MS);
  };
  // A new applied state (a ticked box) makes the applied count current again.
  const [pendingFor, setPendingFor] = useState(stateKey);
  if (pendingFor !== stateKey) {
    setPendingFor(stateKey);
    setPending(null);
  }
  const pendingCount = useListingCountQuery(within, pending, locale);
  const total = pending && pendingCount !== undefined ? pendingCount : result.total;

  const show = () => {
    // Apply what the form holds but has not applied yet (typed prices), then show the products.
    const form = document.getElementById(SHEET_FORM_ID) as HTMLFormElement | null;
    if (form && !sameQuery(formQuery(form, scope), toUrlQuery({ ...state, page: 1 }, scope))) form.requestSubmit();
    onClose();
  };

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Grown to desktop width (a rotated tablet): the side panel is back, the sheet goes.
    const wide = window.matchMedia(`(min-width: ${breakpoints.lg}px)`);
    const onWide = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onWide);
    return () => {
      document.body.style.overflow = previous;
      wide.removeEventListener('change', onWide);
    };
  }, [onClose]);

  return (
    <>
      <Backdrop onClick={onClose} />
      <Sheet
        ref={ref}
        id="filter-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="filter-sheet-title"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onClose();
        }}
      >
        <Top>
          <h2 id="filter-sheet-title">{t('listing::sheetTitle')}</h2>
          <IconButton type="button" aria-label={t('listing::closeFilters')} onClick={onClose}>
            <Icon name="close" />
          </IconButton>
        </Top>
        <Body onFocus={keepFocus} onInput={onInput}>
          <SortSelect path={path} scope={scope} state={state} formId={SHEET_FORM_ID} />
          <ListingFilters key={stateKey} path={path} scope={scope} state={state} facets={result.facets} formId={SHEET_FORM_ID} inSheet />
        </Body>
        <Bottom>
          <p role="status">{t('listing::results', { count: total })}</p>
          <Button $fullWidth onClick={show}>
            {t('listing::showProducts', { count: total })}
          </Button>
        </Bottom>
      </Sheet>
    </>
  );
}
