import { useEffect, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/components/i18n/use-t';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useAppSelector } from '@/store/hooks';
import { selectFeatureFlag } from '@/store/site-slice';
import { CartLines } from './cart-line';
import { CartSummary } from '@/components/checkout/checkout-summary';
import { useCart } from './use-cart';
import { useRemovalFocus } from './use-removal-focus';
import { theme } from '@/styles/theme';

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: min(92vw, 420px);
  padding: 16px;
  background: ${theme.colors.base1};
  box-shadow: ${theme.shadow.raised};
  z-index: ${theme.zIndex.modal};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const Lines = styled(CartLines)`
  flex: 1;
  margin: 8px 0;
  overflow-y: auto;
`;

const Actions = styled.div`
  display: grid;
  gap: 8px;
`;

interface Props {
  open: boolean;
  onClose: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel: Tab and Shift+Tab cycle inside it, Escape closes it, and a press outside it closes it too (light dismiss; the header's
 * cart button toggles it itself), so the page behind is never reached while it is open.
 */
function useModalPanel(ref: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || root.contains(target) || target.closest('[aria-controls="mini-cart"]')) return;
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [ref, onClose]);
}

/** Focus after the last line is removed: the empty mini cart's message. */
const miniCartEmpty = () => document.getElementById('mini-cart-empty');

/** The mini cart: the cart's lines and totals in a modal side panel; Escape, the close button or a press outside closes it. */
export function MiniCart({ open, onClose }: Props) {
  const { t } = useT();
  const { cart, loading, setQuantity, remove, totalsOf } = useCart();
  const panelRef = useRef<HTMLDivElement>(null);
  const cardLayout = useAppSelector((state) => selectFeatureFlag(state, 'new-product-card'));
  useModalPanel(panelRef, onClose);
  const removal = useRemovalFocus<HTMLUListElement>(cart.items, miniCartEmpty, remove);
  useEffect(() => {
    // Focus goes back to the opener when it closes (components/ui/use-return-focus.ts, in the layout).
    if (open) panelRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [open]);
  if (!open) return null;
  const totals = totalsOf(cart.items);
  return (
    <Panel ref={panelRef} id="mini-cart" role="dialog" aria-modal="true" aria-labelledby="mini-cart-title" tabIndex={-1}>
      <Top>
        <h2 id="mini-cart-title">{t('cart::title')}</h2>
        <IconButton aria-label={t('cart::close')} onClick={onClose}>
          <Icon name="close" />
        </IconButton>
      </Top>
      {loading ? <p role="status">{t('cart::loading')}</p> : null}
      {!loading && cart.items.length === 0 ? (
        <p id="mini-cart-empty" tabIndex={-1}>
          {t('cart::empty')}
        </p>
      ) : null}
      {cart.items.length > 0 ? (
        <>
          <Lines
            items={cart.items}
            listRef={removal.listRef}
            aria-label={t('cart::items')}
            compact
            layout={cardLayout ? 'card' : 'row'}
            onQuantity={setQuantity}
            onRemove={removal.remove}
          />
          <CartSummary totals={totals} />
        </>
      ) : null}
      <Actions>
        {cart.items.length > 0 ? (
          <ButtonLink as={LocalizedLink} to="/cart/checkout/" $fullWidth onClick={onClose}>
            {t('cart::toCheckout')}
          </ButtonLink>
        ) : null}
        <ButtonLink as={LocalizedLink} to="/cart/" $variant="secondary" $fullWidth onClick={onClose}>
          {t('cart::goToCart')}
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
