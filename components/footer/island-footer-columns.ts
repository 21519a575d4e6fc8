import { islandComponent } from '@/components/ui/static-island';
import { FooterColumns as OnServer } from './footer-columns';

/** The footer's link columns: the server's, or in the browser loaded when a client render needs them (as island-product-card.ts). */
export const FooterColumns =
  typeof window === 'undefined' ? OnServer : islandComponent(() => import('./footer-columns').then((m) => m.FooterColumns));
