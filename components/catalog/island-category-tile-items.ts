import { islandComponent } from '@/components/ui/static-island';
import { CategoryTileItems as OnServer } from './category-tile-items';

/** The category tiles: the server's, or in the browser loaded when a client render needs them (as island-product-card.ts). */
export const CategoryTileItems =
  typeof window === 'undefined' ? OnServer : islandComponent(() => import('./category-tile-items').then((m) => m.CategoryTileItems));
