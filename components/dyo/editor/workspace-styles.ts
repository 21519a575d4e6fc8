import styled from 'styled-components';
import { up, theme } from '@/styles/theme';

export const Grid = styled.div`
  display: grid;
  gap: 24px;
  padding-bottom: 80px;
  ${up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(320px, 2fr);
    align-items: start;
    padding-bottom: 0;
    /* The canvas stays in view while the tools beside it (cropping, filters, layers) are used: both columns stick
       to the top, and the tools scroll inside their own column, which is never taller than the window. */
    & > * {
      position: sticky;
      top: 12px;
    }
    & > :last-child {
      max-height: calc(100vh - 24px);
      overflow-y: auto;
      overscroll-behavior: contain;
      padding-right: 4px;
    }
  }
  h2 {
    margin: 0 0 8px;
    font-size: ${theme.font.size.lg};
  }
`;

export const Tools = styled.div`
  label.field {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 700;
    margin-bottom: 20px;
  }
  label.field input[type='color'] {
    width: 64px;
    height: ${theme.tapTarget};
  }
`;

/** Full width on a phone; scrolling passes through unless editing is on. */
export const CanvasBox = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  margin: 0 -10px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base3};
  touch-action: pan-y;
  &[data-editing='true'] {
    touch-action: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.gold500};
    outline-offset: 2px;
  }
  &[data-dropping='true'] {
    outline: 3px dashed ${theme.colors.gold500};
    outline-offset: -3px;
  }
  ${up('lg')} {
    margin: 0;
  }
`;

/** "Drop the picture to add it", over the canvas while a file is dragged over it. */
export const DropHint = styled.p`
  position: absolute;
  inset: auto 12px 12px;
  margin: 0;
  padding: 8px 12px;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.ink900};
  color: #ffffff;
  font-weight: 700;
  text-align: center;
  pointer-events: none;
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
  label.toggle {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: ${theme.tapTarget};
    font-size: ${theme.font.size.sm};
  }
  label.toggle input {
    width: 20px;
    height: 20px;
    accent-color: ${theme.colors.hunter500};
  }
`;

export const Help = styled.p`
  margin: 8px 0 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.ink500};
`;

export const Status = styled.p<{ $bad?: boolean }>`
  margin: 8px 0;
  font-weight: 700;
  color: ${({ theme, $bad }) => ($bad ? theme.colors.danger : theme.colors.success)};
`;

/** The phone's tool sheet, above the bottom toolbar. */
export const Sheet = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 64px;
  z-index: ${theme.zIndex.modal};
  max-height: 62vh;
  overflow-y: auto;
  padding: 12px 14px 16px;
  border-top-left-radius: 16px;
  border-top-right-radius: 16px;
  background: ${theme.colors.base1};
  box-shadow: ${theme.shadow.raised};
  > button:first-child {
    float: right;
  }
`;

export const SheetBar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndex.modal};
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  height: 64px;
  background: ${theme.colors.base1};
  border-top: 1px solid ${theme.colors.base4};
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: ${theme.tapTarget};
    border: 0;
    background: none;
    color: ${theme.colors.ink900};
    font-size: ${theme.font.size.xs};
    font-weight: 700;
    cursor: pointer;
  }
  button span {
    font-size: ${theme.font.size.lg};
    line-height: 1;
  }
  button[aria-expanded='true'] {
    background: ${theme.colors.hunter100};
  }
`;
