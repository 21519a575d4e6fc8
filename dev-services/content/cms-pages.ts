import type { WireCmsPageKey } from '../../services/catalog/content-types';
import type { PageDef } from './page-def';
import { CUSTOMER_SERVICE } from './pages/customer-service';
import { DISCOVER, FYND_FINDER } from './pages/finders';
import { INSPIRATION } from './pages/inspiration';
import { IPHONE_ACCESSORIES, IPHONE_CHARGER } from './pages/iphone';
import { MARKETING } from './pages/marketing';
import { REFURB_IPHONE } from './pages/refurb-iphone';

/** The CMS pages served by GET /cms/v1/pages/{key}. */
export const CMS_PAGES: Readonly<Record<WireCmsPageKey, PageDef>> = {
  inspiration: INSPIRATION,
  marketing: MARKETING,
  'customer-service': CUSTOMER_SERVICE,
  'refurb-iphone': REFURB_IPHONE,
  'iphone-accessories': IPHONE_ACCESSORIES,
  'iphone-charger': IPHONE_CHARGER,
  'fynd-finder': FYND_FINDER,
  discover: DISCOVER,
};

export function isCmsPageKey(key: string): key is WireCmsPageKey {
  return Object.prototype.hasOwnProperty.call(CMS_PAGES, key);
}
