import { useT } from '@/components/i18n/use-t';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/localized-link';

/** What the cart and checkout pages show when the cart is empty: a way back to shopping. */
export function EmptyCart() {
  const { t } = useT();
  return (
    <Card>
      {/* Where focus goes when the last line is removed (components/cart/use-removal-focus.ts). */}
      <p id="cart-empty" tabIndex={-1}>
        {t('cart::empty')}
      </p>
      <ButtonLink as={LocalizedLink} to="/">
        {t('cart::continueShopping')}
      </ButtonLink>
    </Card>
  );
}
