import Image from 'next/image';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useStaticIsland } from '@/components/ui/static-island';
import type { WireCampaign, WireHeroColors } from '@/services/catalog/types';
import { up, theme } from '@/styles/theme';
import type { RouteKey } from '@/lib/routes/hrefs';

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

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: ${theme.font.size.xl};
  font-weight: 800;
  line-height: 1.15;
  ${up('md')} {
    font-size: ${theme.font.size.xxl};
  }
`;

const Lead = styled.p`
  max-width: 560px;
  margin: 0 0 16px;
  font-size: ${theme.font.size.lg};
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  display: none;
  ${up('md')} {
    display: block;
  }
  img {
    object-fit: contain;
  }
`;

interface Props {
  campaign: Pick<WireCampaign, 'title' | 'description' | 'colors' | 'imageUrl'> & { slug: string };
  headingLevel?: 1 | 2;
  /** Link text to the campaign page; without it, no link (on the campaign page itself). */
  cta?: string;
  /** Route key of the link target (campaign or storefront). */
  to?: RouteKey;
  children?: ReactNode;
}

/**
 * A campaign or storefront banner in its own colours. Without children it is text, a link and a picture: at the first
 * page's hydration it stays the server's (docs/adr/0029-static-islands.md).
 */
export function CampaignHero({ campaign, headingLevel = 1, cta, to = '/campaign/', children }: Props) {
  const island = useStaticIsland([campaign, headingLevel, cta, to, children]);
  const keep = island.keep && children === undefined;
  return (
    <Section $colors={campaign.colors}>
      <Grid {...(children === undefined ? island.props : {})}>
        {keep ? null : (
          <>
            <div>
              <Title as={`h${headingLevel}`}>{campaign.title}</Title>
              <Lead>{campaign.description}</Lead>
              {children}
              {cta ? (
                <ButtonLink as={LocalizedLink} to={to} segments={[campaign.slug]} $variant="secondary">
                  {cta}
                </ButtonLink>
              ) : null}
            </div>
            {campaign.imageUrl ? (
              <Picture>
                <Image src={campaign.imageUrl} alt="" fill sizes="320px" priority unoptimized />
              </Picture>
            ) : null}
          </>
        )}
      </Grid>
    </Section>
  );
}
