import { islandComponent } from '@/components/ui/static-island';
import { UspPoints as OnServer } from './usp-points';

/** The header's selling points: the server's, or in the browser loaded when a client render needs them (as island-product-card.ts). */
export const UspPoints = typeof window === 'undefined' ? OnServer : islandComponent(() => import('./usp-points').then((m) => m.UspPoints));
