import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { CardArticle } from '@/services/catalog/page-models';
import { CardGrid } from '@/components/ui/card-grid';
import { renderWhenNear } from '@/components/ui/render-when-near';
import { useStaticIsland } from '@/components/ui/static-island';
import { ProductCard } from './island-product-card';
import { showImagesWhenNear } from './near-images';

const GRID_COLUMNS = { base: 2, md: 3, xl: 4 };

/** The cards below the screen are laid out when the shopper scrolls near them (a category page has up to 48). */
const Grid = styled(CardGrid)`
  > li {
    ${renderWhenNear('450px')}
  }
`;

/** A grid of product cards; the first `priorityCount` pictures load at once (above the fold). */
export function ProductGrid({ items, priorityCount = 4, label }: { items: CardArticle[]; priorityCount?: number; label?: string }) {
  const ref = useRef<HTMLUListElement>(null);
  // The cards are static: at the first page's hydration they stay the server's (docs/adr/0029-static-islands.md).
  const cards = items.map((article, index) => (
    <li key={article.articleId}>
      <ProductCard article={article} priority={index < priorityCount} />
    </li>
  ));
  const island = useStaticIsland([items, priorityCount], cards);
  useEffect(() => (island.keep && ref.current ? showImagesWhenNear(ref.current) : undefined), [island.keep]);
  return (
    <Grid ref={ref} $columns={GRID_COLUMNS} aria-label={label} {...island.props}>
      {island.keep ? null : cards}
    </Grid>
  );
}
