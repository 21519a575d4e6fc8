import styled from 'styled-components';

/** Category links in as many columns of at least 200 px as fit: a submenu panel and the bar's "More" panel. */
export const LinkGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
