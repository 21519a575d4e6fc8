import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { LocalizedLink } from '@/components/ui/localized-link';
import { resolveRouteHref } from '@/lib/routes/content-href';
import type { CardArticle } from '@/services/catalog/page-models';
import { renderWhenNear } from '@/components/ui/render-when-near';
import { useStaticIsland } from '@/components/ui/static-island';
import { up, theme } from '@/styles/theme';
import { ProductCard } from './island-product-card';
import { showImagesWhenNear } from './near-images';
import { RailControls } from './rail-controls';

/** The rail is its one styled element: head and track are plain elements styled from here (docs/adr/0013-parts-styled-by-their-container.md). */
const Section = styled.section`
  margin-top: 32px;
  ${renderWhenNear('600px')}
  > .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    /* A long title and "see all" (fi-FI "Näytä kaikki") share a phone's row: the link never breaks, the row does. */
    flex-wrap: wrap;
    gap: 4px 12px;
    margin-bottom: 12px;
    h2 {
      margin: 0;
      font-size: ${theme.font.size.xl};
    }
    a {
      font-weight: 700;
      white-space: nowrap;
    }
    > .end {
      display: flex;
      align-items: center;
      gap: 12px;
      margin-left: auto;
    }
  }
  > .track {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(160px, 46%);
    gap: ${theme.gutter};
    margin: 0;
    padding: 4px 2px 12px;
    list-style: none;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: 2px;
    /* Its own items only: a card's badge list items inside them were snap points too, and the browser sometimes
       snapped the rail 10 px in while the page was still loading. */
    > li {
      scroll-snap-align: start;
    }
    ${up('md')} {
      grid-auto-columns: minmax(180px, 23%);
    }
    ${up('xl')} {
      grid-auto-columns: minmax(180px, 15.8%);
    }
  }
`;

/** A horizontal row of products with a "see all" link (start page rails). */
export function ProductRail({ id, title, href, items }: { id: string; title: string; href?: string; items: CardArticle[] }) {
  const { t } = useT('catalog');
  const link = href ? resolveRouteHref(href) : null;
  const trackRef = useRef<HTMLUListElement>(null);
  // The cards are static: at the first page's hydration they stay the server's (docs/adr/0029-static-islands.md).
  const cards = items.map((article) => (
    <li key={article.articleId}>
      <ProductCard article={article} />
    </li>
  ));
  const island = useStaticIsland([items], cards);
  useEffect(() => (island.keep && trackRef.current ? showImagesWhenNear(trackRef.current) : undefined), [island.keep]);
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <div className="head">
        <h2 id={id}>{title}</h2>
        <div className="end">
          {link ? (
            <LocalizedLink to={link.to} segments={link.segments} query={link.query}>
              {t('start::seeAll')}
              <span className="visually-hidden">: {title}</span>
            </LocalizedLink>
          ) : null}
          <RailControls trackRef={trackRef} title={title} />
        </div>
      </div>
      <ul className="track" ref={trackRef} tabIndex={0} aria-label={title} {...island.props}>
        {island.keep ? null : cards}
      </ul>
    </Section>
  );
}
