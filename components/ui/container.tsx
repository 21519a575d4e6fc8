import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** Centered page column with the docs/spec.md §9 max widths and padding. */
export const Container = styled.div<{ $width?: 'small' | 'default' | 'large' }>`
  width: 100%;
  max-width: ${({ theme, $width = 'default' }) => theme.maxWidth[$width]};
  margin: 0 auto;
  padding: 0 ${theme.containerPadding};
`;
