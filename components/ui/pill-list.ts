import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';
import { rowListLook } from './row-list';

/** The pill (chip) shape: link chips and the radio chips of a form. */
const pillShape = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 14px;
  border-radius: ${theme.radius.pill};
`;

/** A bordered pill (an option to choose); `chosenPill` marks the chosen one. */
export const outlinedPill = css`
  ${pillShape}
  border: 2px solid ${theme.colors.base4};
`;

export const chosenPill = css`
  border-color: ${theme.colors.hunter500};
  background: ${theme.colors.hunter100};
`;

/**
 * A wrapping row of link chips (`<PillList><li><a>`). The link of the current choice has `aria-current`; `data-look` picks how it shows:
 * - `outlined`: bordered chips, the current one green on pale green (variant options);
 * - `filled`: the current chip solid green (a filter);
 * - `raised`: shadowed chips, none current (links onward).
 */
export const PillList = styled.ul`
  ${rowListLook}
  a {
    ${pillShape}
    background: ${theme.colors.base1};
    text-decoration: none;
    font-weight: 700;
  }
  &[data-look='outlined'] a {
    border: 2px solid ${theme.colors.base4};
    &[aria-current='page'] {
      ${chosenPill}
    }
  }
  &[data-look='filled'] a[aria-current='page'] {
    background: ${theme.colors.hunter500};
    color: ${theme.colors.base1};
  }
  &[data-look='raised'] a {
    gap: 6px;
    box-shadow: ${theme.shadow.card};
  }
`;
