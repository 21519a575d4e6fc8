import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { IconButton } from '@/components/ui/icon-button';
import type { Money } from '@/lib/money';
import { colorOf, up, theme } from '@/styles/theme';
import { useHydrated } from '@/components/ui/use-hydrated';
import { MenuDetails } from '@/components/menu/menu-details';
import { Logo } from './logo';
import { MiniCartButton } from './mini-cart-button';
import { SearchField } from './search-field';
import { UspStrip } from './usp-strip';

const Bar = styled.header<{ $color: string }>`
  background: ${({ $color }) => $color};
  color: ${theme.colors.base1};
`;

const Row = styled(Container)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    'menu logo cart'
    'search search search';
  position: relative;
  align-items: center;
  gap: 4px 8px;
  min-height: 108px;
  padding-top: 6px;
  padding-bottom: 8px;
  ${up('lg')} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'logo search cart';
    gap: 32px;
    min-height: 100px;
  }
`;

const MenuTrigger = styled(IconButton)`
  grid-area: menu;
  border-radius: 50%;
  color: inherit;
  ${up('lg')} {
    display: none;
  }
`;

const LogoArea = styled.div`
  grid-area: logo;
`;
const SearchArea = styled.div`
  grid-area: search;
  display: flex;
  justify-content: center;
`;
const CartArea = styled.div`
  grid-area: cart;
`;

interface Props {
  headerColor: string;
  /** null while the cart is not read yet (the server's HTML of every page but the cart). */
  cartCount: number | null;
  miniCartOpen: boolean;
  mobileMenuOpen: boolean;
  /** The free-shipping threshold, when the fees are known. */
  freeShippingFrom: Money | null;
  onToggleMiniCart: () => void;
  onToggleMobileMenu: () => void;
}

/**
 * The phone menu's control: until the app has hydrated (and without JavaScript) a `<details>` that opens
 * in place, then the drawer's button. Its own component, so that the switch after hydration re-renders
 * this control only, not the whole header (docs/performance.md).
 */
function MenuControl({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useT();
  const hydrated = useHydrated();
  // The menu opened in place before hydration stays open: the drawer takes over.
  const details = useRef<HTMLDetailsElement>(null);
  const openBeforeHydration = useRef(false);
  useEffect(() => {
    if (!hydrated) {
      openBeforeHydration.current = Boolean(details.current?.open);
    } else if (openBeforeHydration.current) {
      openBeforeHydration.current = false;
      onToggle();
    }
  }, [hydrated, onToggle]);
  return hydrated ? (
    <MenuTrigger id="menu-trigger" aria-label={t('header::openMenu')} aria-expanded={open} aria-controls="mobile-menu" onClick={onToggle}>
      <Icon name="menu" />
    </MenuTrigger>
  ) : (
    <MenuDetails detailsRef={details} />
  );
}

export function Header({
  headerColor,
  cartCount,
  miniCartOpen,
  mobileMenuOpen,
  freeShippingFrom,
  onToggleMiniCart,
  onToggleMobileMenu,
}: Props) {
  return (
    <Bar $color={colorOf(headerColor)}>
      <UspStrip freeShippingFrom={freeShippingFrom} />
      <Row>
        <MenuControl open={mobileMenuOpen} onToggle={onToggleMobileMenu} />
        <LogoArea>
          <Logo />
        </LogoArea>
        <SearchArea>
          <SearchField />
        </SearchArea>
        <CartArea>
          <MiniCartButton count={cartCount} open={miniCartOpen} onToggle={onToggleMiniCart} />
        </CartArea>
      </Row>
    </Bar>
  );
}
