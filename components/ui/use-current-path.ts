import { useRouter } from 'next/router';
import { pathWithoutIgnoredParams } from '@/lib/ignored-params';

/**
 * The page's URL as the shopper sees it (locale prefix, localized path, query), for a form's
 * `returnTo`: the server answers the form with a 303 back here. `asPath` has no locale prefix.
 * Without the parameters no page reads (`utm_*`, click ids: lib/ignored-params.ts), so the HTML is the same with them.
 */
export function useCurrentPath(): string {
  const { asPath, locale, defaultLocale } = useRouter();
  const path = pathWithoutIgnoredParams(asPath.split('#')[0] ?? '/');
  return locale && locale !== defaultLocale ? `/${locale}${path === '/' ? '/' : path}` : path;
}
