import { islandComponent } from '@/components/ui/static-island';
import { HeroContent as OnServer } from './hero-content';

/** A banner's content without children: the server's, or in the browser loaded when a client render needs it (as island-product-card.ts). */
export const HeroContent =
  typeof window === 'undefined' ? OnServer : islandComponent(() => import('./hero-content').then((m) => m.HeroContent));
