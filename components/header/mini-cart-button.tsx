import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { theme } from '@/styles/theme';
import { CART_COUNT_ATTRIBUTE } from '@/lib/cookies';
import { useCartCountHint } from './cart-count-hint';

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: ${theme.tapTarget};
  padding: 0 10px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  left: 24px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${theme.colors.gold500};
  color: ${theme.colors.ink900};
  font-size: ${theme.font.size.xs};
  line-height: 20px;
  text-align: center;
`;

/**
 * The link of the server's HTML: the count is in `data-nf-cart-n` attributes only (filled per response,
 * also on a shared cached page: server/cart-count.ts), shown by CSS. The link's name comes from the one
 * label that fits the count (none, one, other: the plural forms of all five locales, where "one" is 1).
 */
const CartLink = styled(Trigger)`
  & > [data-label] {
    display: none;
  }
  &[${CART_COUNT_ATTRIBUTE}=''] > [data-label='none'],
  &[${CART_COUNT_ATTRIBUTE}='1'] > [data-label='one'],
  &:not([${CART_COUNT_ATTRIBUTE}='']):not([${CART_COUNT_ATTRIBUTE}='1']) > [data-label='other'] {
    display: inline;
  }
`;

const HintCount = styled(Count)`
  &::after {
    content: attr(${CART_COUNT_ATTRIBUTE});
  }
  &[${CART_COUNT_ATTRIBUTE}=''] {
    display: none;
  }
`;

const HintNumber = styled.span`
  &::before {
    content: attr(${CART_COUNT_ATTRIBUTE});
  }
`;

const Label = styled.span`
  @media (max-width: 767px) {
    display: none;
  }
`;

/** A number of the plural category "other" in all five locales, to cut the label around the count. */
const OTHER = 777;

interface Props {
  /** null while unknown: the name says "cart" without a number. */
  count: number | null;
  open: boolean;
  onToggle: () => void;
}

/**
 * Opens the mini cart; its name says how many items the cart holds. Until the app has hydrated (and
 * without JavaScript) it is a link to the cart page, which the server renders, with the count the server
 * knows (the cart page's cart, else the `nf_cart_n` cookie's).
 */
export function MiniCartButton({ count, open, onToggle }: Props) {
  const { t } = useT();
  const hydrated = useHydrated();
  const hint = useCartCountHint();
  if (!hydrated) {
    const value = count === null ? hint : count > 0 ? String(Math.min(count, 999)) : '';
    const [before = '', after = ''] = t('header::cartLabel', { count: OTHER }).split(String(OTHER));
    // The attributes hold the count of this response (written after the render on a cached page) and '' in the
    // browser's first render: React leaves the server's attribute values (suppressHydrationWarning, exactly
    // these elements), and no text differs, so hydration matches. After hydration the button below replaces the link.
    const slot = { [CART_COUNT_ATTRIBUTE]: value, suppressHydrationWarning: true };
    return (
      <CartLink as={LocalizedLink} to="/cart/" {...slot}>
        <Icon name="cart" />
        <HintCount aria-hidden="true" {...slot} />
        <Label aria-hidden="true">{t('header::cart')}</Label>
        <span className="visually-hidden" data-label="none">
          {t('header::cart')}
        </span>
        <span className="visually-hidden" data-label="one">
          {t('header::cartLabel', { count: 1 })}
        </span>
        <span className="visually-hidden" data-label="other">
          {before}
          <HintNumber {...slot} />
          {after}
        </span>
      </CartLink>
    );
  }
  const label = count === null ? t('header::cart') : t('header::cartLabel', { count });
  return (
    <Trigger aria-expanded={open} aria-controls="mini-cart" aria-label={label} onClick={onToggle}>
      <Icon name="cart" />
      {count ? <Count aria-hidden="true">{count}</Count> : null}
      <Label aria-hidden="true">{t('header::cart')}</Label>
    </Trigger>
  );
}
