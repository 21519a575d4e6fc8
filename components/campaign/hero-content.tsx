import Image from 'next/image';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { RouteKey } from '@/lib/routes/hrefs';
import { up, theme } from '@/styles/theme';
import type { HeroCampaign } from './campaign-hero';

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

/**
 * What a campaign or storefront banner shows: its title, text, children, link and picture. The server renders it, and in the browser
 * a client render or a banner with children (components/campaign/island-hero-content.ts loads it for the first).
 */
export function HeroContent({
  campaign,
  headingLevel,
  cta,
  to,
  children,
}: {
  campaign: HeroCampaign;
  headingLevel: 1 | 2;
  cta?: string;
  to: RouteKey;
  children?: ReactNode;
}) {
  return (
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
  );
}
