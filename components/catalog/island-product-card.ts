import type { ComponentProps, ComponentType } from 'react';
import type { ProductCard as Card } from './product-card';
import { islandComponent } from '@/components/ui/static-island';

/**
 * The product card of the rail and grid islands: the server's module, in the browser loaded when a client render needs it
 * (`typeof window` is folded at build, so only the server's bundle waits for the module).
 */
export const ProductCard: ComponentType<ComponentProps<typeof Card>> =
  typeof window === 'undefined'
    ? (await import('./product-card')).ProductCard
    : islandComponent(() => import('./product-card').then((m) => m.ProductCard));
