/**
 * The start page's hero is a static island (docs/adr/0029-static-islands.md): hydrating keeps the server's text,
 * link and picture without rendering them; a hero with children (controls) hydrates as before.
 */
import { ThemeProvider } from 'styled-components';
import { CampaignHero } from '@/components/campaign/campaign-hero';
import { theme } from '@/styles/theme';
import { serverHydration } from '../../helpers/hydration';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'sv-SE', defaultLocale: 'sv-SE', asPath: '/', pathname: '/' }) }));

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
  const page = serverHydration();
  afterEach(() => jest.restoreAllMocks());

  it('keeps the server markup as an island, with the same nodes and no mismatch', async () => {
    page.serve(<Hero />);
    const heading = page.container.querySelector('h1')!;
    const link = page.container.querySelector('a')!;
    const errors = await page.hydrate(<Hero />);
    expect(errors).not.toHaveBeenCalled();
    expect(page.container.querySelector('[data-island]')).not.toBeNull();
    expect(page.container.querySelector('h1')).toBe(heading);
    expect(heading.textContent).toBe('Veckans fynd');
    expect(page.container.querySelector('a')).toBe(link);
    expect(link.getAttribute('href')).toBe('/kampanj/veckans-fynd/');
  });

  it('with children is no island', async () => {
    page.serve(
      <Hero>
        <button type="button">Bevaka</button>
      </Hero>,
    );
    expect(page.container.querySelector('[data-island]')).toBeNull();
  });
});
