import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { EngineFrame, phoneEngineTitleKey, useShowProduct } from '@/components/dyo/engine-frame';
import type { EngineArticle } from '@/lib/dyo/page-props';
import { article } from '../../helpers/cart-builders';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'sv-SE', asPath: '/', push: jest.fn(), prefetch: jest.fn(() => Promise.resolve()) }),
}));

const CASE: EngineArticle = article('190002', { title: 'Designa eget mobilskal – iPhone 15', price: { amount: 24900, currency: 'SEK' } });
const WALLET: EngineArticle = article('190013', {
  title: 'Designa eget plånboksfodral – iPhone 15',
  price: { amount: 34900, currency: 'SEK' },
});
const SEO = { canonical: 'http://localhost/dyo/engine/', alternates: [] };

/** Stands in for an engine: it designs one article and can switch to the wallet case. */
function Engine() {
  const [current, setCurrent] = useState(CASE);
  useShowProduct(current, current === WALLET ? 'Designa ditt plånboksfodral' : undefined);
  return (
    <button type="button" onClick={() => setCurrent(WALLET)}>
      byt
    </button>
  );
}

describe('EngineFrame: the heading and price follow the engine', () => {
  it('names the article the engine designs now, with its price, after a switch from a case to a wallet case', () => {
    renderWithApp(
      <EngineFrame title="Designa ditt mobilskal" lead="Lägg till bilder" article={CASE} seo={SEO}>
        <Engine />
      </EngineFrame>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Designa ditt mobilskal');
    expect(screen.getByText(/iPhone 15 ·/)).toHaveTextContent(/^Designa eget mobilskal – iPhone 15 · 249\s?kr$/);
    fireEvent.click(screen.getByRole('button', { name: 'byt' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Designa ditt plånboksfodral');
    expect(screen.getByText(/iPhone 15 ·/)).toHaveTextContent(/^Designa eget plånboksfodral – iPhone 15 · 349\s?kr$/);
  });

  it('names a wallet case as one', () => {
    expect(phoneEngineTitleKey({ wallet: true })).toBe('engine::phone::titleWallet');
    expect(phoneEngineTitleKey({ wallet: false })).toBe('engine::phone::title');
  });
});
