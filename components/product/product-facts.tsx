import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useLocale } from '@/components/ui/use-locale';
import { formatRating } from '@/lib/format';
import type { WireArticle } from '@/services/catalog/types';
import { theme } from '@/styles/theme';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    color: ${theme.colors.ink500};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Merchant = styled.p`
  margin: 12px 0 0;
`;

/** Properties (without the machine `condition`), shipping time and the merchant. */
export function ProductFacts({ article }: { article: WireArticle }) {
  const { t } = useT('catalog');
  const locale = useLocale();
  const properties = article.properties.filter((p) => p.key !== 'condition');
  return (
    <section aria-labelledby="product-details">
      <h2 id="product-details">{t('product::details')}</h2>
      <List>
        <dt>{t('product::brand')}</dt>
        <dd>
          <LocalizedLink to="/brand/" segments={[article.brand.slug]}>
            {article.brand.name}
          </LocalizedLink>
        </dd>
        <dt>{t('listing::condition')}</dt>
        <dd>{t(`condition::${article.condition}`)}</dd>
        {properties.map((property) => (
          <div key={property.key} style={{ display: 'contents' }}>
            <dt>{property.name}</dt>
            <dd>{property.value}</dd>
          </div>
        ))}
      </List>
      <Merchant>
        {t('product::soldBy')}{' '}
        <LocalizedLink to="/merchant/" segments={[article.merchant.id]}>
          {article.merchant.name}
        </LocalizedLink>
        {' · '}
        <LocalizedLink to="/seller-reviews/" segments={[article.merchant.id]}>
          {t('product::merchantRating', { rating: formatRating(article.merchant.rating, locale), count: article.merchant.reviewCount })}
        </LocalizedLink>
      </Merchant>
    </section>
  );
}
