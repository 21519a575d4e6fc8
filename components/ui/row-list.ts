import { css } from 'styled-components';

/** A list laid out as a wrapping row with an 8px gap, without bullets or indent (chips, payment marks). */
export const rowListLook = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
