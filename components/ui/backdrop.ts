import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

/** The dimmed page behind a drawer or sheet (the phone menu, the listing's filter sheet); a press on it closes them. */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(12, 42, 31, 0.5);
  z-index: ${theme.zIndex.modal};
`;

/** The drawer or sheet above the backdrop (placed by its own `inset`); it takes focus without a ring. */
export const overBackdropLook = css`
  position: fixed;
  background: ${theme.colors.base1};
  color: ${theme.colors.ink900};
  box-shadow: ${theme.shadow.raised};
  z-index: ${theme.zIndex.modal + 1};
  &:focus {
    outline: none;
  }
`;

/** Its top bar: title or back link left, close button right, ruled off below. */
export const overBackdropTopLook = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  border-bottom: 1px solid ${theme.colors.base4};
`;
