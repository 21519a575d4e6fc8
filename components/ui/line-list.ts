import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * A list of item lines, each a row of picture, text and a right-hand column, divided by rules (ordered items, a shared cart).
 * `data-size="large"` gives a bigger picture, centred with its text.
 */
export const LineList = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 64px 1fr auto;
    gap: 12px;
    align-items: start;
    padding: 12px 0;
    border-bottom: 1px solid ${theme.colors.base3};
  }
  &[data-size='large'] li {
    grid-template-columns: 72px 1fr auto;
    align-items: center;
  }
`;
