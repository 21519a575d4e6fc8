import type { ComponentProps, ComponentType } from 'react';
import { islandComponent } from '@/components/ui/static-island';
import type { ProductCard as Card } from './product-card';

/*
 * The product card of the rail and grid islands: the server's module, in the browser loaded when a client render needs it
 * (`typeof window` is folded at build, so only the server's bundle waits for the module).
 */
const card = typeof window === 'undefined' ? await import('./product-card') : null;

export const ProductCard: ComponentType<ComponentProps<typeof Card>> =
  card?.ProductCard ?? islandComponent(() => import('./product-card').then((m) => m.ProductCard));
