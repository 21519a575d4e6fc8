import Image from 'next/image';
import styled from 'styled-components';
import { cardLinkLook, linkCardLook } from '@/components/ui/card';
import { FillImage } from '@/components/ui/fill-image';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { RouteKey } from '@/lib/routes/hrefs';
import { theme } from '@/styles/theme';
import type { CollectionCard } from './collection-cards';

const Card = styled.div`
  ${linkCardLook}
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 12px;
  padding: 12px;
  h2,
  h3 {
    margin: 0 0 4px;
    font-size: ${theme.font.size.lg};
  }
  a {
    ${cardLinkLook}
  }
  p {
    margin: 0 0 4px;
  }
  .meta {
    color: ${theme.colors.ink500};
    font-size: ${theme.font.size.sm};
  }
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  img {
    object-fit: contain;
  }
`;

/** The cards of `CollectionCards`' island, one `<li>` each: rendered by the server, and in the browser only by a client render. */
export function CollectionCardItems({ to, items, headingLevel }: { to: RouteKey; items: readonly CollectionCard[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return items.map((item) => (
    <li key={item.slug}>
      <Card>
        <Picture>
          {item.imageUrl.endsWith('.svg') ? (
            <FillImage src={item.imageUrl} alt="" />
          ) : (
            <Image src={item.imageUrl} alt="" fill sizes="96px" />
          )}
        </Picture>
        <div>
          <Heading>
            <LocalizedLink to={to} segments={item.slug.split('/')}>
              {item.title}
            </LocalizedLink>
          </Heading>
          {item.meta ? <p className="meta">{item.meta}</p> : null}
          <p>{item.description}</p>
        </div>
      </Card>
    </li>
  ));
}
