import { css } from 'styled-components';

/**
 * Lets the browser skip the style, layout and paint of a part while it is far from the screen
 * (`content-visibility: auto`), reserving `blockSize` for it until it has been shown once and its own
 * size after that. On the phone profile the start page's rails were over half of its layout objects
 * (docs/performance.md). Used for the start page's rails and a listing's cards, whose text is
 * dark on light: with the footer skipped too, one axe-core run in three reported its light text as lacking
 * contrast, so the footer is left out (docs/adr/0019).
 * Only where `overflow-clip-margin` is supported: the skipped part is clipped at its edges, and the
 * margin keeps a focus ring or shadow just outside it visible (Safari has `content-visibility` without
 * it, and keeps today's rendering).
 */
export const renderWhenNear = (blockSize: string) => css`
  @supports (overflow-clip-margin: 8px) {
    content-visibility: auto;
    contain-intrinsic-block-size: auto ${blockSize};
    overflow-clip-margin: 8px;
  }
`;
