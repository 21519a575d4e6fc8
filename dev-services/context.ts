import type { IncomingMessage } from 'node:http';
import type { Currency, Locale, Market } from './lib/locale';
import { CURRENCY_BY_MARKET, DEFAULT_LOCALE, DEFAULT_MARKET, isMarket, LOCALES } from './lib/locale';
import { parseJsonBody, readBody } from './http';
import type { ServiceState } from './state';
import type { Catalog } from './seed/catalog';

/** Everything a handler needs about one request. */
export interface RequestContext {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Readonly<Record<string, string>>;
  /** From `X-Market`; SE when missing or invalid. */
  market: Market;
  /** From `X-Locale` (case-insensitive); sv-SE when missing or invalid. */
  locale: Locale;
  currency: Currency;
  /** The `userId` header of cart and checkout calls. */
  userId: string | undefined;
  /** Base of absolute image URLs, without a trailing slash. */
  publicUrl: string;
  catalog: Catalog;
  state: ServiceState;
  /** The parsed JSON body (`{}` when empty; 400 when malformed; 413 past `maxBytes`, default 1 MB). */
  body(maxBytes?: number): Promise<unknown>;
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

export function createContext(
  req: IncomingMessage,
  url: URL,
  params: Record<string, string>,
  state: ServiceState,
  publicUrl: string,
): RequestContext {
  const marketHeader = header(req, 'x-market')?.toUpperCase();
  const localeHeader = header(req, 'x-locale')?.toLowerCase();
  const locale = LOCALES.find((l) => l.toLowerCase() === localeHeader);
  const market = isMarket(marketHeader) ? marketHeader : DEFAULT_MARKET;
  let bodyPromise: Promise<unknown> | undefined;
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    params,
    market,
    locale: locale ?? DEFAULT_LOCALE,
    currency: CURRENCY_BY_MARKET[market],
    userId: header(req, 'userid'),
    publicUrl,
    catalog: state.catalog,
    state,
    body: (maxBytes?: number) => {
      bodyPromise ??= readBody(req, maxBytes).then(parseJsonBody);
      return bodyPromise;
    },
  };
}
