import { useRouter } from 'next/router';
import { toLocale, type Locale } from '@/lib/locales';

/** The shopper's locale, for the Intl formatters of lib/format. */
export function useLocale(): Locale {
  return toLocale(useRouter().locale);
}
