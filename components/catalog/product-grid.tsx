import type { CardArticle } from '@/services/catalog/page-models';
import { CardGrid } from '@/components/ui/card-grid';
import { ProductCard } from './product-card';

const GRID_COLUMNS = { base: 2, md: 3, xl: 4 };

/** A grid of product cards; the first `priorityCount` pictures load at once (above the fold). */
export function ProductGrid({ items, priorityCount = 4, label }: { items: CardArticle[]; priorityCount?: number; label?: string }) {
  return (
    <CardGrid $columns={GRID_COLUMNS} aria-label={label}>
      {items.map((article, index) => (
        <li key={article.articleId}>
          <ProductCard article={article} priority={index < priorityCount} />
        </li>
      ))}
    </CardGrid>
  );
}
