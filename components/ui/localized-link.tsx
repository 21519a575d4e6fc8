import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ComponentProps } from 'react';
import { toLocale } from '@/lib/locales';
import { href as buildHref, type HrefOptions, type RouteKey } from '@/lib/routes';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'locale'> & {
  /** A route key of lib/routes.ts, e.g. "/cart/". */
  to: RouteKey;
} & HrefOptions;

/** The only way components link inside the site: route key in, localized href out. */
export function LocalizedLink({ to, segments, query, ...rest }: Props) {
  const { locale } = useRouter();
  return <Link href={buildHref(to, toLocale(locale), { segments, query })} locale={false} {...rest} />;
}

/** The localized href of a route in the current locale, for non-Link uses. */
export function useHref(): (to: RouteKey, options?: HrefOptions) => string {
  const { locale } = useRouter();
  return (to, options) => buildHref(to, toLocale(locale), options);
}
