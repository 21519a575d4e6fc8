import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: ${theme.tapTarget};
  padding: 4px 10px;
  border: 1px solid ${theme.colors.base4};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.base1};
  color: ${theme.colors.ink900};
  font-size: ${theme.font.size.sm};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.base2};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.hunter500};
    background: ${theme.colors.hunter100};
    font-weight: 700;
  }
  span {
    font-size: ${theme.font.size.md};
  }
`;

interface Props {
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  /** A toggle: on or off (aria-pressed); a plain button when left out. */
  pressed?: boolean;
  /** In a grid with one Tab stop (useRovingFocus): -1 for every button but the grid's current one. */
  tabIndex?: number;
  onFocus?: () => void;
}

/** A small editor button: an icon and its visible name. */
export function ToolButton({ label, icon, onClick, disabled, pressed, tabIndex, onFocus }: Props) {
  return (
    <Button type="button" onClick={onClick} disabled={disabled} aria-pressed={pressed} tabIndex={tabIndex} onFocus={onFocus}>
      <span aria-hidden="true">{icon}</span>
      {label}
    </Button>
  );
}
