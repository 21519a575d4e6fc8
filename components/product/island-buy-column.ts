import { islandComponent } from '@/components/ui/static-island';
import { Details as DetailsOnServer, Summary as SummaryOnServer } from './buy-column';

/** The product page's buy column parts: the server's, or in the browser loaded when a client render needs them (as island-product-card.ts). */
export const Summary =
  typeof window === 'undefined' ? SummaryOnServer : islandComponent(() => import('./buy-column').then((m) => m.Summary));

export const Details =
  typeof window === 'undefined' ? DetailsOnServer : islandComponent(() => import('./buy-column').then((m) => m.Details));
