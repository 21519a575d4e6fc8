import { islandComponent } from '@/components/ui/static-island';
import { CollectionCardItems as OnServer } from './collection-card-items';

/** The collection cards' items: the server's, or in the browser loaded when a client render needs them (as island-product-card.ts). */
export const CollectionCardItems =
  typeof window === 'undefined' ? OnServer : islandComponent(() => import('./collection-card-items').then((m) => m.CollectionCardItems));
