import styled from 'styled-components';
import { CardGrid } from '@/components/ui/card-grid';
import { useStaticIsland } from '@/components/ui/static-island';
import { CollectionCardItems } from './island-collection-card-items';
import type { RouteKey } from '@/lib/routes/hrefs';

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

/** Cards linking to campaigns, storefronts or brands (route key `to` + slug); titles are h2 unless the cards sit under an h2. */
export function CollectionCards({ to, items, headingLevel = 2 }: { to: RouteKey; items: readonly CollectionCard[]; headingLevel?: 2 | 3 }) {
  // Static links: at the first page's hydration they stay the server's, and their code is not in the first load (docs/adr/0029-static-islands.md).
  const cards = <CollectionCardItems to={to} items={items} headingLevel={headingLevel} />;
  const island = useStaticIsland([items, to, headingLevel], cards);
  return (
    <Grid $columns={GRID_COLUMNS} {...island.props}>
      {island.keep ? null : cards}
    </Grid>
  );
}
