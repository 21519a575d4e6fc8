import styled from 'styled-components';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { WireVariationalProperty } from '@/services/catalog/types';
import { theme } from '@/styles/theme';

const Group = styled.div`
  margin: 12px 0;
  p { margin: 0 0 6px; font-weight: 800; }
  ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border: 2px solid ${theme.colors.base4};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.base1};
    text-decoration: none;
    font-weight: 700;
    &[aria-current='page'] { border-color: ${theme.colors.hunter500}; background: ${theme.colors.hunter100}; }
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
          <ul>
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
          </ul>
        </Group>
      ))}
    </>
  );
}
