import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** A button that is only an icon (close, dismiss, menu): a full tap target, no chrome. */
export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: ${theme.tapTarget};
  min-height: ${theme.tapTarget};
  border: 0;
  background: transparent;
  cursor: pointer;
`;
