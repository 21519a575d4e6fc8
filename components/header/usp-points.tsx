import { useT } from '@/components/i18n/use-t';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import type { Money } from '@/lib/money';

/** The selling points of `UspStrip`: an island's part, in the browser loaded only for a client render (./island-usp-points.ts). */
export function UspPoints({ freeShippingFrom, locale }: { freeShippingFrom: Money | null; locale: Locale }) {
  const { t } = useT();
  return (
    <>
      {freeShippingFrom ? <li>{t('header::uspFreeShipping', { amount: formatPrice(freeShippingFrom, locale) })}</li> : null}
      <li>{t('header::uspReturns')}</li>
      <li>{t('header::uspNordic')}</li>
    </>
  );
}
