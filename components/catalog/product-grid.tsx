import type { CardArticle } from '@/services/catalog/page-models';
import { CardGrid } from '@/components/ui/card-grid';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { ProductCard } from './product-card';

const GRID_COLUMNS = { base: 2, md: 3, xl: 4 };

const card = (article: CardArticle, priority: boolean) => (
  <li key={article.articleId}>
    <ProductCard article={article} priority={priority} />
  </li>
);

/**
 * A grid of product cards. The first `priorityCount` are above the fold: their pictures load at once,
 * and they are hydrated with the page; the others are hydrated just after it (components/ui/hydrate-later).
 */
export function ProductGrid({ items, priorityCount = 4, label }: { items: CardArticle[]; priorityCount?: number; label?: string }) {
  return (
    <CardGrid $columns={GRID_COLUMNS} aria-label={label}>
      {items.slice(0, priorityCount).map((article) => card(article, true))}
      <HydrateLater>{items.slice(priorityCount).map((article) => card(article, false))}</HydrateLater>
    </CardGrid>
  );
}
