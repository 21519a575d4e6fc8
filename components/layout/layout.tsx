import { Suspense, lazy, useCallback, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { ErrorDisplay } from '@/components/errors/error-display';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import { DesktopMenu } from '@/components/menu/desktop-menu';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { selectCart, selectCartCount, selectLostItems } from '@/store/cart-slice';
import { fetchCart, restoreLostItems } from '@/store/cart-thunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { mobileMenuToggled, selectMobileOpen } from '@/store/menu-slice';
import { consentSettingsOpened } from '@/store/consent-slice';
import { selectFees, selectFooter, selectHeaderColor } from '@/store/site-slice';
import { errorMessageDismissed, miniCartClosed, miniCartToggled, selectErrorMessages, selectMiniCartOpen } from '@/store/ui-slice';
import type { Notice } from '@/lib/notices';
import { theme } from '@/styles/theme';
import { FormNotice as FormNoticeOnServer } from './form-notice';

// A form's answer without JavaScript (`?notice=`, server/forms/): the server's, and in the browser loaded when a page has one (the build
// drops the static import from the browser's bundle: next.config.js LATER_PARTS). No Suspense boundary, as for the 503 page (pages/_app.tsx):
// a hydration or a client navigation waits for the code.
const FormNotice =
  typeof window === 'undefined' ? FormNoticeOnServer : lazy(() => import('./form-notice').then((m) => ({ default: m.FormNotice })));

// The mini cart's code (lines, images, stepper) loads the first time it opens.
/** docs/spec.md §8: the banner after which the cart starts over; it offers the old items back. */
const START_OVER_BANNER = 'errors::Unfortunately you will have to add your items to the cart again';

// The phone menu's drawer is not on screen at first paint: its code loads when it opens.
const MobileMenu = lazy(() => import('@/components/menu/mobile-menu').then((m) => ({ default: m.MobileMenu })));

const MiniCart = lazy(() => import('@/components/cart/mini-cart').then((m) => ({ default: m.MiniCart })));

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  padding: 8px 16px;
  background: ${theme.colors.gold500};
  color: ${theme.colors.ink900};
  z-index: ${theme.zIndex.modal + 5};
  /* Shown to keyboard users; focus put here after a consent click stays quiet (components/consent). */
  &:focus-visible {
    top: 8px;
  }
`;

const Main = styled.main`
  min-height: 50vh;
`;

/** The app shell around every page: header, menus, error display, footer, mini cart. */
export function Layout({ children, notice = null }: { children: ReactNode; notice?: Notice | null }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const headerColor = useAppSelector(selectHeaderColor);
  const fees = useAppSelector(selectFees);
  const footer = useAppSelector(selectFooter);
  const errorMessages = useAppSelector(selectErrorMessages);
  const miniCartOpen = useAppSelector(selectMiniCartOpen);
  const mobileOpen = useAppSelector(selectMobileOpen);
  const cartCount = useAppSelector(selectCartCount);
  // Unknown until the cart is read (in the browser; on the server only for the cart page): then no number is shown.
  const cartKnown = useAppSelector((state) => selectCart(state).id !== null);
  const lostItems = useAppSelector(selectLostItems);
  // Escape, the close button or a link: focus goes back to what opened the mini cart (its button, an add-to-cart button).
  useReturnFocus(miniCartOpen);
  // Stable, so that the memoised footer is not rendered again with the layout.
  const openConsentSettings = useCallback(() => dispatch(consentSettingsOpened()), [dispatch]);
  useEffect(() => {
    // The cart is the shopper's own: it loads in the browser, never in the shared HTML.
    void dispatch(fetchCart());
  }, [dispatch]);

  return (
    <>
      <SkipLink id="skip-link" href="#main">
        {t('header::skipToContent')}
      </SkipLink>
      <Header
        headerColor={headerColor}
        cartCount={cartKnown ? cartCount : null}
        miniCartOpen={miniCartOpen}
        mobileMenuOpen={mobileOpen}
        freeShippingFrom={fees?.freeShippingThreshold ?? null}
        onToggleMiniCart={() => dispatch(miniCartToggled())}
        onToggleMobileMenu={() => dispatch(mobileMenuToggled())}
      />
      <ErrorBoundary context="menu">
        <DesktopMenu />
        {mobileOpen ? (
          <Suspense fallback={null}>
            <MobileMenu />
          </Suspense>
        ) : null}
      </ErrorBoundary>
      <ErrorDisplay
        messages={errorMessages}
        onDismiss={(id) => dispatch(errorMessageDismissed(id))}
        action={
          lostItems.length > 0
            ? {
                messageId: START_OVER_BANNER,
                label: t('errors::addItemsAgain'),
                onClick: () => {
                  dispatch(errorMessageDismissed(START_OVER_BANNER));
                  void dispatch(restoreLostItems(lostItems));
                },
              }
            : null
        }
      />
      <Main id="main" tabIndex={-1}>
        {notice ? <FormNotice notice={notice} /> : null}
        <ErrorBoundary context="page">{children}</ErrorBoundary>
      </Main>
      <Footer footer={footer} onOpenConsentSettings={openConsentSettings} />
      <ErrorBoundary context="mini-cart">
        {miniCartOpen ? (
          <Suspense fallback={null}>
            <MiniCart open onClose={() => dispatch(miniCartClosed())} />
          </Suspense>
        ) : null}
      </ErrorBoundary>
    </>
  );
}
