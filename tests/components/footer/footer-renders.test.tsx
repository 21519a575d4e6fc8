import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Footer } from '@/components/footer/footer';
import { markHydrated } from '@/components/ui/use-hydrated';
import { resolveRouteHref } from '@/lib/routes/content-href';
import type * as ContentHref from '@/lib/routes/content-href';
import type { Footer as FooterData } from '@/services/shop/models';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'sv-SE',
    defaultLocale: 'sv-SE',
    asPath: '/',
    query: {},
    push: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
  }),
}));
// The real function, counted: it runs once per footer link each time the links render.
// The server's columns: this test renders the footer as the server does, not as a client render that loads them.
jest.mock('@/components/footer/island-footer-columns', () => jest.requireActual('@/components/footer/footer-columns'));
jest.mock('@/lib/routes/content-href', () => {
  const actual: typeof ContentHref = jest.requireActual('@/lib/routes/content-href');
  return { ...actual, resolveRouteHref: jest.fn(actual.resolveRouteHref) };
});

const footer: FooterData = {
  columns: [
    {
      title: 'Kundservice',
      links: [
        { label: 'Kontakta oss', href: '/kundservice/' },
        { label: 'Varukorg', href: '/varukorg/' },
      ],
    },
    { title: 'Nordfynd', links: [{ label: 'Inspiration', href: '/inspiration/' }] },
  ],
  paymentMethods: [],
  legal: '© Nordfynd',
};

const resolved = resolveRouteHref as jest.MockedFunction<typeof resolveRouteHref>;

/** Renders the footer under a parent that can render again with the same props, as the layout does. */
function renderFooter(onOpen: () => void) {
  let rerender = () => {};
  function Parent() {
    const [, setCount] = useState(0);
    rerender = () => setCount((n) => n + 1);
    return <Footer footer={footer} onOpenConsentSettings={onOpen} />;
  }
  renderWithApp(<Parent />);
  return () => act(() => rerender());
}

describe('Footer renders (docs/performance.md: what renders again after hydration)', () => {
  it('switches its cookie-settings link to a button after hydration without rendering its links again, and skips a parent render with the same props', () => {
    const onOpen = jest.fn();
    const renderParentAgain = renderFooter(onOpen);
    expect(resolved).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('link', { name: /settings/i })).toHaveAttribute('href', '/?consent=settings');

    act(() => markHydrated());
    expect(screen.getByRole('button', { name: /settings/i })).toBeInTheDocument();
    expect(resolved).toHaveBeenCalledTimes(3);

    renderParentAgain();
    expect(resolved).toHaveBeenCalledTimes(3);
    screen.getByRole('button', { name: /settings/i }).click();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
