import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** The h1 and lead of a list page. */
export const PageTitle = styled.h1`
  margin: 8px 0 4px;
  font-size: ${theme.font.size.xl};
`;

export const PageLead = styled.p`
  margin: 0 0 20px;
  max-width: 720px;
`;
