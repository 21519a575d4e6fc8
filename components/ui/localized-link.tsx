import { useRouter } from 'next/router';
import type { ComponentProps } from 'react';
import { NAV_ATTRIBUTE, NAV_KEEP_SCROLL } from '@/browser/link-navigation';
import { toLocale } from '@/lib/locales';
import { href as buildHref, type HrefOptions, type RouteKey } from '@/lib/routes/hrefs';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** A route key of lib/routes/hrefs.ts, e.g. "/cart/". */
  to: RouteKey;
  /** `false`: a client navigation keeps the scroll position (a filter chip, a review or variant pill). */
  scroll?: boolean;
} & HrefOptions;

/**
 * The only way components link inside the site: route key in, localized href out, as a plain `<a href data-nav>` that
 * browser/link-navigation.ts navigates and prefetches, so next/link is in no page's JavaScript
 * (docs/adr/0026-no-next-link-in-the-browser.md). `scroll={false}` marks it `data-nav="keep-scroll"`.
 */
export function LocalizedLink({ to, segments, localeSegments, query, scroll = true, ...anchor }: Props) {
  const { locale } = useRouter();
  const href = buildHref(to, toLocale(locale), { segments, localeSegments, query });
  return <a {...anchor} href={href} {...{ [NAV_ATTRIBUTE]: scroll ? '' : NAV_KEEP_SCROLL }} />;
}

/** The localized href of a route in the current locale, for non-Link uses. */
export function useHref(): (to: RouteKey, options?: HrefOptions) => string {
  const { locale } = useRouter();
  return (to, options) => buildHref(to, toLocale(locale), options);
}
