import styled from 'styled-components';
import type { WireArticleSummary } from '@/services/catalog/types';
import { up } from '@/styles/theme';
import { ProductCard } from './product-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.gutter};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${up('xl')} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

/** A grid of product cards; the first `priorityCount` pictures load at once (above the fold). */
export function ProductGrid({ items, priorityCount = 4, label }: { items: WireArticleSummary[]; priorityCount?: number; label?: string }) {
  return (
    <Grid aria-label={label}>
      {items.map((article, index) => (
        <li key={article.articleId}>
          <ProductCard article={article} priority={index < priorityCount} />
        </li>
      ))}
    </Grid>
  );
}
