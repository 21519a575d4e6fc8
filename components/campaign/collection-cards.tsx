import Image from 'next/image';
import styled from 'styled-components';
import { cardLinkLook, linkCardLook } from '@/components/ui/card';
import { CardGrid } from '@/components/ui/card-grid';
import { useStaticIsland } from '@/components/ui/static-island';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { RouteKey } from '@/lib/routes/hrefs';
import { theme } from '@/styles/theme';
import { FillImage } from '@/components/ui/fill-image';

export interface CollectionCard {
  // What a card shows (storefronts come as services/catalog/page-models.ts CollectionSummary).
  slug: string;
  title: string;
  description: string;
  imageUrl: string;
  /** Extra line, e.g. the status and period of a campaign. */
  meta?: string;
}

const GRID_COLUMNS = { md: 2, xl: 3 };
const Grid = styled(CardGrid)`
  margin-bottom: 32px;
`;

const Card = styled.div`
  ${linkCardLook}
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 12px;
  padding: 12px;
  h2,
  h3 {
    margin: 0 0 4px;
    font-size: ${theme.font.size.lg};
  }
  a {
    ${cardLinkLook}
  }
  p {
    margin: 0 0 4px;
  }
  .meta {
    color: ${theme.colors.ink500};
    font-size: ${theme.font.size.sm};
  }
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  img {
    object-fit: contain;
  }
`;

/** Cards linking to campaigns, storefronts or brands (route key `to` + slug); titles are h2 unless the cards sit under an h2. */
export function CollectionCards({ to, items, headingLevel = 2 }: { to: RouteKey; items: readonly CollectionCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  // Static links: at the first page's hydration they stay the server's (docs/adr/0029-static-islands.md).
  const cards = items.map((item) => (
    <li key={item.slug}>
      <Card>
        <Picture>
          {item.imageUrl.endsWith('.svg') ? (
            <FillImage src={item.imageUrl} alt="" />
          ) : (
            <Image src={item.imageUrl} alt="" fill sizes="96px" />
          )}
        </Picture>
        <div>
          <Heading>
            <LocalizedLink to={to} segments={item.slug.split('/')}>
              {item.title}
            </LocalizedLink>
          </Heading>
          {item.meta ? <p className="meta">{item.meta}</p> : null}
          <p>{item.description}</p>
        </div>
      </Card>
    </li>
  ));
  const island = useStaticIsland([items, to, headingLevel], cards);
  return (
    <Grid $columns={GRID_COLUMNS} {...island.props}>
      {island.keep ? null : cards}
    </Grid>
  );
}
