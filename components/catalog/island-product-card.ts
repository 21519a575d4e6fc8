import { islandComponent } from '@/components/ui/static-island';
import { ProductCard as OnServer } from './product-card';

/**
 * The product card of the rail and grid islands: the server's, or in the browser loaded when a client render needs it
 * (`typeof window` is folded at build: the browser's bundle keeps only the import(); next.config.js marks the card's
 * module free of side effects, so its static import goes too).
 */
export const ProductCard =
  typeof window === 'undefined' ? OnServer : islandComponent(() => import('./product-card').then((m) => m.ProductCard));
