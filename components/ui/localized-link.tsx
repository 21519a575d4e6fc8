import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ComponentProps } from 'react';
import { toLocale } from '@/lib/locales';
import { href as buildHref, type HrefOptions, type RouteKey } from '@/lib/routes/hrefs';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'locale'> & {
  /** A route key of lib/routes/hrefs.ts, e.g. "/cart/". */
  to: RouteKey;
} & HrefOptions;

/**
 * The only way components link inside the site: route key in, localized href out.
 * A link's page code is prefetched when the pointer or a finger comes to it, not when it scrolls
 * into view: a listing has 30 to 60 links in view, and viewport prefetching cost a 55 ms task after
 * hydration on a phone and a data request per link to the server (docs/adr/0012).
 */
export function LocalizedLink({ to, segments, localeSegments, query, prefetch = false, ...rest }: Props) {
  const { locale } = useRouter();
  return <Link href={buildHref(to, toLocale(locale), { segments, localeSegments, query })} locale={false} prefetch={prefetch} {...rest} />;
}

/** The localized href of a route in the current locale, for non-Link uses. */
export function useHref(): (to: RouteKey, options?: HrefOptions) => string {
  const { locale } = useRouter();
  return (to, options) => buildHref(to, toLocale(locale), options);
}
