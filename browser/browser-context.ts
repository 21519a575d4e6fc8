import { clientLogger } from './beacon-logger';
import { marketOf, toLocale } from '@/lib/locales';
import { publicAppEnv } from '@/lib/public-env';
import type { RequestContext } from '@/lib/request-context';

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** The request context of a call made from the browser (a new request id per call). */
export function browserContext(localeName: string | undefined): RequestContext {
  const locale = toLocale(localeName);
  return {
    requestId: newId(),
    locale,
    market: marketOf(locale),
    referrerBaseUrl: typeof window === 'undefined' ? '' : window.location.origin,
    environment: publicAppEnv(),
    log: clientLogger,
  };
}
