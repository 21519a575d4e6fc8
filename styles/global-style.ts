import { createGlobalStyle } from 'styled-components';
import { theme } from '@/styles/theme';

export const GlobalStyle = createGlobalStyle`
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
