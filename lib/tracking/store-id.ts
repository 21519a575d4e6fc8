import { BRAND, type Market } from '../locales';

const STORE_NUMBER: Record<Market, string> = { SE: '01', FI: '02', DK: '03', NO: '04' };

/** The market's store id for tracking (docs/spec.md §9): SE sco-{brand}-01, FI -02, DK -03, NO -04. */
export function storeId(market: Market, brand: string = BRAND): string {
  return `sco-${brand}-${STORE_NUMBER[market]}`;
}
