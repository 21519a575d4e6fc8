import { createGlobalStyle } from 'styled-components';
import { theme } from '@/styles/theme';

export const GlobalStyle = createGlobalStyle`
  /*
   * Arial (or its metric twin Liberation Sans) resized to Mulish's metrics, as next/font computes them
   * (xWidthAvg 464/1000 against Arial's 913/2048; ascent 1005, descent 250): text laid out before the
   * web font arrives takes the same room, so the swap moves nothing (CLS; docs/adr/0010).
   */
  @font-face {
    font-family: 'Mulish Fallback';
    src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');
    size-adjust: 104.08%;
    ascent-override: 96.56%;
    descent-override: 24.02%;
    line-gap-override: 0%;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  /* The consent dialog's first layer is in every page's HTML; a shopper who has chosen never sees it (pages/_document.tsx). */
  .nf-consented [data-consent-first-layer] { display: none; }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: 1.5;
    color: ${theme.colors.ink900};
    background: ${theme.colors.base2};
  }
  a { color: inherit; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: none; box-shadow: ${theme.focus}; border-radius: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
