import { css } from 'styled-components';
import { theme } from '@/styles/theme';

/** The single-line text input of the cart and checkout (rebate code, share link, checkout fields). */
export const inputLook = css`
  min-height: ${theme.tapTarget};
  padding: 0 12px;
  border: 1px solid ${theme.colors.base4};
  border-radius: ${theme.radius.small};
`;
