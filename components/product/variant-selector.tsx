import styled from 'styled-components';
import { LocalizedLink } from '@/components/ui/localized-link';
import { PillList } from '@/components/ui/pill-list';
import type { WireVariationalProperty } from '@/services/catalog/types';

const Group = styled.div`
  margin: 12px 0;
  p {
    margin: 0 0 6px;
    font-weight: 800;
  }
`;

/**
 * One group per variational property (colour, storage …). Each option is a
 * sibling article, so switching is a link to its product page (shareable, and
 * the price, stock and pictures are the sibling's own).
 */
export function VariantSelector({ properties, slugs }: { properties: WireVariationalProperty[]; slugs: Record<string, string> }) {
  return (
    <>
      {properties.map((property) => (
        <Group key={property.name} role="group" aria-labelledby={`variant-${property.name}`}>
          <p id={`variant-${property.name}`}>{property.label}</p>
          <PillList data-look="outlined">
            {property.options.map((option) => (
              <li key={option.articleId}>
                <LocalizedLink
                  to="/product/"
                  segments={slugs[option.articleId] ? [option.articleId, slugs[option.articleId]!] : [option.articleId]}
                  aria-current={option.selected ? 'page' : undefined}
                  scroll={false}
                >
                  {option.label}
                </LocalizedLink>
              </li>
            ))}
          </PillList>
        </Group>
      ))}
    </>
  );
}
