import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** A white panel on the page background: cart lines, summaries, forms. */
export const Card = styled.section`
  padding: 16px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  box-shadow: ${theme.shadow.card};
  h2 { margin-top: 0; font-size: ${theme.font.size.lg}; }
`;
