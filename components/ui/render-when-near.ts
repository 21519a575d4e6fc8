import { css } from 'styled-components';

/**
 * Lets the browser skip style, layout and paint of a part far from the screen (`content-visibility: auto`), reserving `blockSize` until it
 * has been shown once (docs/adr/0019-static-page-rules-and-offscreen-parts.md). Only where `overflow-clip-margin` is supported, so focus
 * rings at the edges stay visible; not for the footer, whose skipped light text made axe-core report contrast errors.
 */
export const renderWhenNear = (blockSize: string) => css`
  @supports (overflow-clip-margin: 8px) {
    content-visibility: auto;
    contain-intrinsic-block-size: auto ${blockSize};
    overflow-clip-margin: 8px;
  }
`;
