import type { ComponentProps, ComponentType } from 'react';
import { islandComponent } from '@/components/ui/static-island';
import type { Details as DetailsPart, Summary as SummaryPart } from './buy-column';

/*
 * The product page's buy column parts, static islands: the server's module, in the browser loaded when a client render needs
 * them (`typeof window` is folded at build, so only the server's bundle waits for the module).
 */
const parts = typeof window === 'undefined' ? await import('./buy-column') : null;

export const Summary: ComponentType<ComponentProps<typeof SummaryPart>> =
  parts?.Summary ?? islandComponent(() => import('./buy-column').then((m) => m.Summary));

export const Details: ComponentType<ComponentProps<typeof DetailsPart>> =
  parts?.Details ?? islandComponent(() => import('./buy-column').then((m) => m.Details));
