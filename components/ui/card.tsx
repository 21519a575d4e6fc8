import styled from 'styled-components';

/** A white panel on the page background: cart lines, summaries, forms. */
export const Card = styled.section`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.default};
  background: ${({ theme }) => theme.colors.base1};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 { margin-top: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
`;
