/**
 * The start page's hero is a static island (docs/adr/0029-static-islands.md): hydrating keeps the server's text,
 * link and picture without rendering them; a hero with children (controls) hydrates as before.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { CampaignHero } from '@/components/campaign/campaign-hero';
import { theme } from '@/styles/theme';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'sv-SE', defaultLocale: 'sv-SE', asPath: '/', pathname: '/' }) }));

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const HERO = {
  title: 'Veckans fynd',
  description: 'Laddare och skal till halva priset.',
  colors: { background: '#123d2b', foreground: '#ffffff', accent: '#f5c542' },
  imageUrl: '/images/hero.svg',
  slug: 'veckans-fynd',
};

function Hero({ children }: { children?: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CampaignHero campaign={HERO} cta="Se alla fynd">
        {children}
      </CampaignHero>
    </ThemeProvider>
  );
}

describe('the campaign hero at hydration', () => {
  let root: Root | undefined;
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    jest.restoreAllMocks();
  });

  it('keeps the server markup as an island, with the same nodes and no mismatch', async () => {
    container.innerHTML = renderToString(<Hero />);
    const heading = container.querySelector('h1')!;
    const link = container.querySelector('a')!;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(container, <Hero />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-island]')).not.toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
    expect(heading.textContent).toBe('Veckans fynd');
    expect(container.querySelector('a')).toBe(link);
    expect(link.getAttribute('href')).toBe('/kampanj/veckans-fynd/');
  });

  it('with children is no island', async () => {
    container.innerHTML = renderToString(
      <Hero>
        <button type="button">Bevaka</button>
      </Hero>,
    );
    expect(container.querySelector('[data-island]')).toBeNull();
  });
});
