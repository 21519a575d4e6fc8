import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { theme } from '@/styles/theme';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${theme.colors.base4};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.base1};
`;

const Step = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  font-size: 20px;
  font-weight: 800;
  cursor: pointer;
  &:disabled { color: ${theme.colors.base4}; cursor: not-allowed; }
`;

const Value = styled.output`
  min-width: 32px;
  text-align: center;
  font-weight: 700;
`;

interface Props {
  value: number;
  max: number;
  label: string;
  disabled?: boolean;
  onChange: (next: number) => void;
}

/**
 * − n + ; never below 1 nor above the stock. Inside a form (components/cart/cart-line.tsx) the buttons
 * submit `to` = the new quantity, so they work without JavaScript; with it, the press is handled here.
 */
export function QuantityStepper({ value, max, label, disabled, onChange }: Props) {
  const { t } = useT();
  const press = (next: number) => (event: MouseEvent) => {
    event.preventDefault();
    onChange(next);
  };
  return (
    <Group role="group" aria-label={t('cart::quantityFor', { title: label })}>
      <Step type="submit" name="to" value={value - 1} aria-label={t('cart::decrease')} disabled={disabled || value <= 1} onClick={press(value - 1)}>
        −
      </Step>
      <Value aria-live="polite">{value}</Value>
      <Step type="submit" name="to" value={value + 1} aria-label={t('cart::increase')} disabled={disabled || value >= max} onClick={press(value + 1)}>
        +
      </Step>
    </Group>
  );
}
