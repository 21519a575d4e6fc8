import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { theme } from '@/styles/theme';

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

const Label = styled.span`
  @media (max-width: 767px) {
    display: none;
  }
`;

interface Props {
  /** null while unknown: the name says "cart" without a number. */
  count: number | null;
  open: boolean;
  onToggle: () => void;
}

/**
 * Opens the mini cart; its name says how many items the cart holds. Until the app has hydrated (and
 * without JavaScript) it is a link to the cart page, which the server renders.
 */
export function MiniCartButton({ count, open, onToggle }: Props) {
  const { t } = useT();
  const hydrated = useHydrated();
  const label = count === null ? t('header::cart') : t('header::cartLabel', { count });
  if (!hydrated) {
    return (
      <Trigger as={LocalizedLink} to="/cart/" aria-label={label}>
        <Icon name="cart" />
        {count ? <Count aria-hidden="true">{count}</Count> : null}
        <Label aria-hidden="true">{t('header::cart')}</Label>
      </Trigger>
    );
  }
  return (
    <Trigger aria-expanded={open} aria-controls="mini-cart" aria-label={label} onClick={onToggle}>
      <Icon name="cart" />
      {count ? <Count aria-hidden="true">{count}</Count> : null}
      <Label aria-hidden="true">{t('header::cart')}</Label>
    </Trigger>
  );
}
