import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

/** The white, rounded, shadowed surface every card has. */
export const cardSurface = css`
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  box-shadow: ${theme.shadow.card};
`;

/**
 * A card that is one link (its link's ::after covers it): product cards, category tiles,
 * collection cards. Filling its grid cell, focus shown on the whole card.
 */
export const linkCardLook = css`
  position: relative;
  height: 100%;
  ${cardSurface}
  &:focus-within {
    box-shadow: ${theme.focus};
  }
`;

/** The card's one link: no underline, its ::after covering the card (the click area), focus shown by the card. */
export const cardLinkLook = css`
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

/** A white panel on the page background: cart lines, summaries, forms. */
export const Card = styled.section`
  padding: 16px;
  ${cardSurface}
  h2 {
    margin-top: 0;
    font-size: ${theme.font.size.lg};
  }
`;
