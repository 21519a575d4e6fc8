import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** The dimmed page behind a drawer or sheet (the phone menu, the listing's filter sheet); a press on it closes them. */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(12, 42, 31, 0.5);
  z-index: ${theme.zIndex.modal};
`;
