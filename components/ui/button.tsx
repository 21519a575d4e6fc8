import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const base = css<{ $variant?: ButtonVariant; $small?: boolean; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  max-width: ${theme.button.maxWidth};
  min-height: ${({ theme, $small }) => ($small ? theme.button.heightSmall : theme.button.height)};
  padding: 0 20px;
  border-radius: ${theme.radius.pill};
  border: 2px solid transparent;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.hunter500};
          color: ${theme.colors.base1};
          &:hover {
            background: ${theme.colors.hunter700};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.base1};
            color: ${theme.colors.hunter700};
            border-color: ${theme.colors.hunter500};
            &:hover {
              background: ${theme.colors.hunter100};
            }
          `
        : css`
            background: transparent;
            color: inherit;
            &:hover {
              background: rgba(0, 0, 0, 0.06);
            }
          `}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** A plain rectangular button, white and outlined, in the text's font (beside a field or a message). */
export const PlainButton = styled.button`
  min-height: ${theme.tapTarget};
  padding: 0 14px;
  border: 2px solid ${theme.colors.ink900};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.base1};
  color: ${theme.colors.ink900};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

export const Button = styled.button.attrs<{ type?: 'button' | 'submit' }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: ButtonVariant;
  $small?: boolean;
  $fullWidth?: boolean;
}>`
  ${base}
`;

/** A link that looks like a button (for navigation, use this, not a button). */
export const ButtonLink = styled.a<{ $variant?: ButtonVariant; $small?: boolean; $fullWidth?: boolean }>`
  ${base}
`;
