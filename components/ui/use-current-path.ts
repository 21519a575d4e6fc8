import { useRouter } from 'next/router';

/**
 * The page's URL as the shopper sees it (locale prefix, localized path, query), for a form's
 * `returnTo`: the server answers the form with a 303 back here. `asPath` has no locale prefix.
 */
export function useCurrentPath(): string {
  const { asPath, locale, defaultLocale } = useRouter();
  const path = asPath.split('#')[0] ?? '/';
  return locale && locale !== defaultLocale ? `/${locale}${path === '/' ? '/' : path}` : path;
}
