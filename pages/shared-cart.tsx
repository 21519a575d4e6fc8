import type { GetServerSideProps } from 'next';
import { useT } from '@/components/i18n/use-t';
import { decodeSharedItems } from '@/lib/shared-cart-link';
import { SeoHead } from '@/components/layout/seo-head';
import { SharedCartList, type SharedLine } from '@/components/shared-cart/shared-cart-list';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { LocalizedLink } from '@/components/ui/localized-link';
import { getPageProps, type BasePageProps, type ServedProps } from '@/server/page-props';
import { catalogClient } from '@/server/services';

interface Props extends BasePageProps {
  /** null when the link is malformed. */
  lines: SharedLine[] | null;
}

export default function SharedCartPage({ seo, lines }: Props) {
  const { t } = useT();
  return (
    <Container $width="small">
      <SeoHead title={t('sharedCart::pageTitle')} description={t('sharedCart::pageDescription')} seo={seo} noindex />
      <h1>{t('sharedCart::title')}</h1>
      {lines === null ? (
        <Card role="alert">
          <h2>{t('sharedCart::malformedTitle')}</h2>
          <p>{t('sharedCart::malformed')}</p>
          <ButtonLink as={LocalizedLink} to="/">
            {t('cart::continueShopping')}
          </ButtonLink>
        </Card>
      ) : (
        <Card>
          <SharedCartList lines={lines} />
        </Card>
      )}
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) =>
  getPageProps<{ lines: SharedLine[] | null }>(context, {
    routeKey: '/shared-cart/',
    pageType: 'shared-cart',
    load: async (ctx) => {
      const items = decodeSharedItems(context.query.items);
      if (!items) {
        context.res.statusCode = 400;
        return { props: { lines: null } };
      }
      const ids = [...new Set(items.map((i) => i.articleId))].join(',');
      const found = new Map((await catalogClient().articles(ctx, { ids, pageSize: '96' })).items.map((a) => [a.articleId, a]));
      const lines = items.map((item) => ({ ...item, dyoId: item.dyoId ?? null, article: found.get(item.articleId) ?? null }));
      return { props: { lines } };
    },
  });
