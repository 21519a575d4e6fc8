import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { CollectionCards, type CollectionCard } from '@/components/campaign/collection-cards';
import { LocalizedLink } from '@/components/ui/localized-link';
import { theme } from '@/styles/theme';

const Section = styled.section`
  margin-top: 32px;
  h2 {
    margin: 0 0 16px;
    font-size: ${theme.font.size.xl};
  }
  .all {
    font-weight: 700;
  }
`;

/** The storefronts where a shopper looks for them (start and campaign pages): a card each and a link to them all. */
export function StorefrontLinks({ storefronts, id }: { storefronts: readonly CollectionCard[]; id: string }) {
  const { t } = useT('catalog');
  if (storefronts.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{t('storefront::title')}</h2>
      <CollectionCards to="/storefront/" headingLevel={3} items={storefronts} />
      <LocalizedLink className="all" to="/storefront/">
        {t('storefront::all')}
      </LocalizedLink>
    </Section>
  );
}
