import { useRouter } from 'next/router';
import { formatPrice } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import type { Money } from '@/lib/money';

/** A price formatted for the shopper's locale and the money's currency. */
export function Price({ money, className }: { money: Money; className?: string }) {
  const { locale } = useRouter();
  return <span className={className}>{formatPrice(money, toLocale(locale))}</span>;
}

export function useFormatPrice(): (money: Money) => string {
  const { locale } = useRouter();
  return (money) => formatPrice(money, toLocale(locale));
}
