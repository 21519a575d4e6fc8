import type { Market } from '../lib/locale';

/** Shipping fee and free-shipping threshold per market, minor units of the market currency. */
export const FEES: Readonly<Record<Market, { shippingFee: number; freeShippingThreshold: number }>> = {
  SE: { shippingFee: 4900, freeShippingThreshold: 49900 },
  DK: { shippingFee: 3900, freeShippingThreshold: 34900 },
  NO: { shippingFee: 4900, freeShippingThreshold: 49900 },
  FI: { shippingFee: 490, freeShippingThreshold: 4990 },
};

/** Delivery promise shown in the site settings. */
export const DELIVERY_DAYS = { min: 1, max: 5 } as const;
