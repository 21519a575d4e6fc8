/**
 * The header's cart link of the server's HTML (docs/adr/0025): the count only in `data-nf-cart-n` attributes,
 * the name from the label of the count's plural form, and a page whose count was filled in after the render
 * (a cached copy) hydrates without a mismatch.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { CartCountHint } from '@/components/header/cart-count-hint';
import { MiniCartButton } from '@/components/header/mini-cart-button';
import { theme } from '@/styles/theme';
import svTranslation from '@/public/locales/sv-SE/translation.json';
import { i18nWith } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'sv-SE', defaultLocale: 'sv-SE', asPath: '/', pathname: '/' }) }));

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Button({ hint }: { hint: string }) {
  return (
    <I18nextProvider i18n={i18nWith('sv-SE', { translation: svTranslation })}>
      <ThemeProvider theme={theme}>
        <CartCountHint.Provider value={hint}>
          <MiniCartButton count={null} open={false} onToggle={() => undefined} />
        </CartCountHint.Provider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

const labels = (root: ParentNode) =>
  Object.fromEntries([...root.querySelectorAll('[data-label]')].map((el) => [el.getAttribute('data-label'), el.textContent]));

describe('the cart link before hydration', () => {
  it("holds the count in three attributes and the three labels in the shopper's language", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Button hint="3" />);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/varukorg/');
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect([...container.querySelectorAll('[data-nf-cart-n]')].map((el) => el.getAttribute('data-nf-cart-n'))).toEqual(['3', '3', '3']);
    expect(labels(container)).toEqual({ none: 'Varukorg', one: 'Varukorg, 1 vara', other: 'Varukorg,  varor' });
    // No text node holds the count: it is only in attributes.
    expect(link.textContent).not.toContain('3');
  });

  it('hydrates a page whose count was filled in after the render without a warning, keeping the count', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    // The kept copy with another shopper's count written in (lib/page-cache.ts withNonce).
    container.innerHTML = renderToString(<Button hint="" />).replaceAll('data-nf-cart-n=""', 'data-nf-cart-n="12"');
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Button hint="" />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('a')!.getAttribute('data-nf-cart-n')).toBe('12');
    errors.mockRestore();
    container.remove();
  });
});
