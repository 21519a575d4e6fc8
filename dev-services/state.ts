import type { DesignSummary, DyoKind } from '../services/dyo/types';
import type { Catalog } from './seed/catalog';
import type { L10n, Locale, Market } from './lib/locale';
import { createFaultStore } from './faults';
import type { FaultStore } from './faults';
import { createRequestCounts } from './request-counts';
import type { RequestCounts } from './request-counts';
import type { Reply } from './http';

export interface CartLine {
  articleId: string;
  dyoId?: string;
  dyoImageUrl?: string;
  quantity: number;
}

export interface Cart {
  id: string;
  /** The first userId that used the cart. */
  userId: string;
  /** Newest line first. */
  lines: CartLine[];
}

/** Created by checkout; the embedded checkout places the order with its token. */
interface CheckoutSession {
  token: string;
  cartId: string;
  market: Market;
  locale: Locale;
  rebateCode?: string;
}

export interface OrderLine {
  articleId: string;
  /** A design-your-own line keeps its design and preview. */
  dyoId?: string;
  dyoImageUrl?: string;
  quantity: number;
  /** Minor units, VAT included. */
  unitPrice: number;
  costRatio: number;
}

interface ShippingAddress {
  fullName: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface OrderRecord {
  orderId: string;
  /** The `userId` that placed the order: the only one who may read it. */
  userId: string;
  market: Market;
  createdAt: string;
  email: string;
  shippingAddress: ShippingAddress;
  lines: OrderLine[];
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  rebateCode?: string;
  /** The rebate's title in every locale, as it was when the order was placed. */
  rebateTitle?: L10n;
  /** The checkout token the order was placed with (GET /order/v1/by-checkout-token/{token}). */
  checkoutToken: string;
}

/** A saved design-your-own design (POST /dyo/v1/designs). */
export interface StoredDesign {
  dyoId: string;
  articleId: string;
  kind: DyoKind;
  createdAt: string;
  document: string;
  printFront: Buffer;
  printBack?: Buffer;
  preview: Buffer;
  /** What was designed (the app computes it; stored as sent). */
  summary?: DesignSummary;
  /** The print specs as JSON text (print.json, print-back.json). */
  specFront?: string;
  specBack?: string;
  /** The saving shopper's id (SaveDesignRequest.ownerId). */
  ownerId?: string;
}

/** An original photo kept for print renders (POST /dyo/v1/photos). */
export interface StoredPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
}

/** A shopper's wish to hear when an article is back in stock (POST /catalog/v1/articles/{id}/stock-alerts). */
interface StockAlert {
  alertId: string;
  articleId: string;
  /** Trimmed and lower-cased. */
  email: string;
  market: Market;
  locale: Locale;
  createdAt: string;
}

/** Everything a running server remembers; `reset()` returns it to the seed. */
export interface ServiceState {
  catalog: Catalog;
  carts: Map<string, Cart>;
  checkouts: Map<string, CheckoutSession>;
  orders: Map<string, OrderRecord>;
  /** Saved designs by dyoId (kept by reset: carts may still point at them). */
  designs: Map<string, StoredDesign>;
  /** Original photos by photoId (kept by reset, like designs; the oldest go past 400 MB). */
  photos: Map<string, StoredPhoto>;
  /** Current stock by article id (decremented by orders). */
  stock: Map<string, number>;
  /** Units sold by article id: the seeded history, incremented by orders. */
  sold: Map<string, number>;
  faults: FaultStore;
  /** Requests received per endpoint, market and locale (kept by reset; cleared by DELETE /__control/requests). */
  requests: RequestCounts;
  /**
   * Answers of purchase writes sent with an `Idempotency-Key`, by method, path, userId and key: a repeat
   * gets the first answer and changes nothing (the newest 10,000; cleared by reset).
   */
  idempotent: Map<string, Reply>;
  /** Back-in-stock alerts by `articleId:email` (cleared by reset). */
  stockAlerts: Map<string, StockAlert>;
  reset(): void;
}

export function createState(catalog: Catalog): ServiceState {
  const state: ServiceState = {
    catalog,
    carts: new Map(),
    checkouts: new Map(),
    orders: new Map(),
    designs: new Map(),
    photos: new Map(),
    stock: new Map(),
    sold: new Map(),
    faults: createFaultStore(),
    requests: createRequestCounts(),
    idempotent: new Map(),
    stockAlerts: new Map(),
    reset() {
      state.stockAlerts.clear();
      state.idempotent.clear();
      state.carts.clear();
      state.checkouts.clear();
      state.orders.clear();
      state.faults.clear();
      state.stock = new Map(catalog.articles.map((a) => [a.articleId, a.stock]));
      state.sold = new Map(catalog.articles.map((a) => [a.articleId, a.sold]));
    },
  };
  state.reset();
  return state;
}
