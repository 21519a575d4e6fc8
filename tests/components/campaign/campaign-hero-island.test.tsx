/**
 * The start page's hero is a static island (docs/adr/0029-static-islands.md): hydrating keeps the server's text,
 * link and picture without rendering them; a banner with children (the campaign page's status) hydrates as before.
 */
import { ThemeProvider } from 'styled-components';
import { CampaignHero, HeroBanner } from '@/components/campaign/campaign-hero';
import { HeroContent } from '@/components/campaign/hero-content';
import { theme } from '@/styles/theme';
import { serverHydration } from '../../helpers/hydration';

// The content's code is loaded in the browser only for a client render: the server's branch renders it here.
jest.mock('@/components/campaign/island-hero-content', () => jest.requireActual('@/components/campaign/hero-content'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'sv-SE', defaultLocale: 'sv-SE', asPath: '/', pathname: '/' }) }));

const HERO = {
  title: 'Veckans fynd',
  description: 'Laddare och skal till halva priset.',
  colors: { background: '#123d2b', foreground: '#ffffff', accent: '#f5c542' },
  imageUrl: '/images/hero.svg',
  slug: 'veckans-fynd',
};

function Hero() {
  return (
    <ThemeProvider theme={theme}>
      <CampaignHero campaign={HERO} cta="Se alla fynd" />
    </ThemeProvider>
  );
}

function BannerWithStatus() {
  return (
    <ThemeProvider theme={theme}>
      <HeroBanner colors={HERO.colors}>
        <HeroContent campaign={HERO} headingLevel={1} to="/campaign/">
          <p>Pågår</p>
        </HeroContent>
      </HeroBanner>
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

  it('a banner with children is no island: it hydrates its content, with no mismatch', async () => {
    page.serve(<BannerWithStatus />);
    const status = page.container.querySelectorAll('p')[1]!;
    const errors = await page.hydrate(<BannerWithStatus />);
    expect(errors).not.toHaveBeenCalled();
    expect(page.container.querySelector('[data-island]')).toBeNull();
    expect(page.container.querySelector('h1')!.textContent).toBe('Veckans fynd');
    expect(page.container.querySelectorAll('p')[1]).toBe(status);
    expect(status.textContent).toBe('Pågår');
  });
});
