import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { useStaticIsland, type IslandProps } from '@/components/ui/static-island';
import type { WireCampaign, WireHeroColors } from '@/services/catalog/types';
import { up } from '@/styles/theme';
import type { RouteKey } from '@/lib/routes/hrefs';
import { HeroContent } from './island-hero-content';

const Section = styled.section<{ $colors: WireHeroColors }>`
  background: ${({ $colors }) => $colors.background};
  color: ${({ $colors }) => $colors.foreground};
  padding: 24px 0;
  ${up('md')} {
    padding: 40px 0;
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: 16px;
  align-items: center;
  ${up('md')} {
    grid-template-columns: 1fr 320px;
  }
`;

/** What a banner shows of a campaign, storefront, brand or merchant. */
export type HeroCampaign = Pick<WireCampaign, 'title' | 'description' | 'colors' | 'imageUrl'> & { slug: string };

interface Props {
  campaign: HeroCampaign;
  headingLevel?: 1 | 2;
  /** Link text to the campaign page; without it, no link (on the campaign page itself). */
  cta?: string;
  /** Route key of the link target (campaign or storefront). */
  to?: RouteKey;
}

/** A banner's frame in its colours; `HeroContent` (components/campaign/hero-content.tsx) is what it shows. */
export function HeroBanner({ colors, children, ...island }: { colors: WireHeroColors; children?: ReactNode } & Partial<IslandProps>) {
  return (
    <Section $colors={colors}>
      <Grid {...island}>{children}</Grid>
    </Section>
  );
}

/**
 * A campaign or storefront banner in its own colours: text, a link and a picture. At the first page's hydration it stays the
 * server's, and its content's code is not in the first load (docs/adr/0029-static-islands.md). A banner with more in it (the
 * campaign page's status) is a `HeroBanner` around a `HeroContent`.
 */
export function CampaignHero({ campaign, headingLevel = 1, cta, to = '/campaign/' }: Props) {
  const island = useStaticIsland([campaign, headingLevel, cta, to]);
  return (
    <HeroBanner colors={campaign.colors} {...island.props}>
      {island.keep ? null : <HeroContent campaign={campaign} headingLevel={headingLevel} cta={cta} to={to} />}
    </HeroBanner>
  );
}
