import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { Icon } from '@/components/ui/icon';
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
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.12); }
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
  @media (max-width: 767px) { display: none; }
`;

interface Props {
  count: number;
  open: boolean;
  onToggle: () => void;
}

/** Opens the mini cart; its name says how many items the cart holds. */
export function MiniCartButton({ count, open, onToggle }: Props) {
  const { t } = useT();
  return (
    <Trigger aria-expanded={open} aria-controls="mini-cart" aria-label={t('header::cartLabel', { count })} onClick={onToggle}>
      <Icon name="cart" />
      {count > 0 ? <Count aria-hidden="true">{count}</Count> : null}
      <Label aria-hidden="true">{t('header::cart')}</Label>
    </Trigger>
  );
}
