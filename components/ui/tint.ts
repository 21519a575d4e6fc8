import { css } from 'styled-components';
import { theme, type ColorName } from '@/styles/theme';

/** A small rounded box in one background and text colour: a line's error, a warning, a deal badge. */
export const tint = (background: ColorName, color: ColorName) => css`
  border-radius: ${theme.radius.small};
  background: ${theme.colors[background]};
  color: ${theme.colors[color]};
`;
