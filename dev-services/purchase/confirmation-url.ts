import { HttpError } from '../http';

/**
 * Where the embedded checkout sends the shopper: a same-site path (`/cart/checkout/thankyou/`)
 * or an absolute http(s) URL. Anything else (javascript:, //host) is refused.
 */
export function parseConfirmationUrl(value: unknown): string {
  if (value === undefined || value === null || value === '') return '/';
  if (typeof value !== 'string' || value.length > 2000) throw new HttpError(400, 'Invalid confirmationUrl');
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.toString();
  } catch {
    // fall through
  }
  throw new HttpError(400, 'Invalid confirmationUrl');
}
