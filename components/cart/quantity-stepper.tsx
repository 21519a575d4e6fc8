import { useEffect, useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
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
  &:disabled,
  &[aria-disabled='true'] {
    color: ${theme.colors.base4};
    cursor: not-allowed;
  }
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
 * − n + ; never below 1 nor above the stock. Inside a form (components/cart/cart-line.tsx) the buttons submit `to` = the new quantity, so
 * they work without JavaScript; with it, the press is handled here. Keyboard focus stays on the pressed button: while the line is busy the
 * buttons are only `aria-disabled` (a disabled button drops focus to the body), and when a bound disables the pressed one (− at 1, + at the
 * stock) focus moves to the other.
 */
export function QuantityStepper({ value, max, label, disabled, onChange }: Props) {
  const { t } = useT();
  const minus = useRef<HTMLButtonElement>(null);
  const plus = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'minus' | 'plus' | null>(null);
  const atMin = value <= 1;
  const atMax = value >= max;
  useEffect(() => {
    const which = pressed.current;
    if (!which) return;
    const [own, other] = which === 'minus' ? [minus.current, plus.current] : [plus.current, minus.current];
    if (own?.disabled && (document.activeElement === own || document.activeElement === document.body) && other && !other.disabled) {
      pressed.current = null;
      other.focus();
    }
  }, [atMin, atMax]);
  const press = (next: number, which: 'minus' | 'plus') => (event: MouseEvent) => {
    event.preventDefault();
    if (disabled) return;
    pressed.current = which;
    onChange(next);
  };
  return (
    <Group role="group" aria-label={t('cart::quantityFor', { title: label })}>
      <Step
        ref={minus}
        type="submit"
        name="to"
        value={value - 1}
        aria-label={t('cart::decrease')}
        aria-disabled={disabled || undefined}
        disabled={atMin}
        onClick={press(value - 1, 'minus')}
      >
        −
      </Step>
      <Value aria-live="polite">{value}</Value>
      <Step
        ref={plus}
        type="submit"
        name="to"
        value={value + 1}
        aria-label={t('cart::increase')}
        aria-disabled={disabled || undefined}
        disabled={atMax}
        onClick={press(value + 1, 'plus')}
      >
        +
      </Step>
    </Group>
  );
}
