import styled from 'styled-components';
import { up, theme } from '@/styles/theme';

export interface GridColumns {
  /** Columns below the md breakpoint (default 1). */
  base?: number;
  md?: number;
  xl?: number;
}

const columns = (count: number | undefined) => (count ? `grid-template-columns: repeat(${count}, minmax(0, 1fr));` : '');

/** A list laid out as a grid of cards: product grids, category tiles, collections. */
export const CardGrid = styled.ul<{ $columns: GridColumns }>`
  display: grid;
  ${({ $columns }) => columns($columns.base ?? 1)}
  gap: ${theme.gutter};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    ${({ $columns }) => columns($columns.md)}
  }
  ${up('xl')} {
    ${({ $columns }) => columns($columns.xl)}
  }
`;
