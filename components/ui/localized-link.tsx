import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ComponentProps } from 'react';
import { NAV_ATTRIBUTE } from '@/browser/link-navigation';
import { toLocale } from '@/lib/locales';
import { href as buildHref, type HrefOptions, type RouteKey } from '@/lib/routes/hrefs';

type LinkProps = ComponentProps<typeof Link>;
type Props = Omit<LinkProps, 'href' | 'locale'> & {
  /** A route key of lib/routes/hrefs.ts, e.g. "/cart/". */
  to: RouteKey;
} & HrefOptions;

/** next/link's own options: a link that sets one of them is rendered by next/link. */
const LINK_OPTIONS = ['as', 'replace', 'scroll', 'shallow', 'passHref', 'legacyBehavior', 'onNavigate', 'transitionTypes'] as const;

/**
 * The only way components link inside the site: route key in, localized href out.
 * A plain `<a href data-nav>`: one listener on the document navigates on the client for every such
 * link and prefetches a link's page code when the pointer or a finger comes to it
 * (browser/link-navigation.ts, docs/adr/0021-links-as-plain-anchors.md), instead of next/link's
 * per-link work (href resolution, an IntersectionObserver, three handlers). A link that sets one of
 * next/link's options (`scroll={false}`, `replace`, …) or asks for viewport prefetching is a next/link.
 */
export function LocalizedLink({ to, segments, localeSegments, query, prefetch = false, ...rest }: Props) {
  const { locale } = useRouter();
  const href = buildHref(to, toLocale(locale), { segments, localeSegments, query });
  if (prefetch !== false || LINK_OPTIONS.some((option) => rest[option] !== undefined)) {
    return <Link href={href} locale={false} prefetch={prefetch} {...rest} />;
  }
  const anchor = rest as Omit<LinkProps, 'href' | 'locale' | (typeof LINK_OPTIONS)[number] | 'prefetch'>;
  return <a {...anchor} href={href} {...{ [NAV_ATTRIBUTE]: '' }} />;
}

/** The localized href of a route in the current locale, for non-Link uses. */
export function useHref(): (to: RouteKey, options?: HrefOptions) => string {
  const { locale } = useRouter();
  return (to, options) => buildHref(to, toLocale(locale), options);
}
