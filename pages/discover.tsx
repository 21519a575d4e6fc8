import type { GetServerSideProps } from 'next';
import { useT } from '@/components/i18n/use-t';
import { ProductGrid } from '@/components/catalog/product-grid';
import { ContentPage } from '@/components/content/content-page';
import { budgetQuestion } from '@/components/finder/budget-question';
import { QuestionForm } from '@/components/finder/question-form';
import { RECIPIENTS, parseDiscoverQuery, type DiscoverState } from '@/lib/catalog/finder';
import { discoverRequests } from '@/services/catalog/requests';
import { currencyOf } from '@/lib/locales';
import { useLocale } from '@/components/ui/use-locale';
import type { BasePageProps, ServedProps } from '@/server/page-props';
import { cmsPageProps, type CmsProps } from '@/server/catalog/cms-page';
import { catalogClient } from '@/server/services';
import type { WireArticleSummary } from '@/services/catalog/types';
import { toCardArticle, type CardArticle } from '@/services/catalog/page-models';

interface Extra {
  state: DiscoverState;
  /** Gift ideas, null until a recipient is chosen. */
  gifts: CardArticle[] | null;
}

type Props = BasePageProps & CmsProps & Extra;

/** The gift generator (Swedish only; the route table answers 404 in other locales). */
export default function DiscoverPage({ seo, page, state, gifts }: Props) {
  const { t } = useT('catalog');
  const locale = useLocale();
  return (
    <ContentPage seo={seo} page={page} routeKey="/discover/" noindex={gifts !== null} hideBlocks={gifts !== null}>
      <QuestionForm
        to="/discover/"
        submit={t('discover::submit')}
        questions={[
          {
            name: 'recipient',
            legend: t('discover::recipient'),
            value: state.recipient,
            options: (Object.keys(RECIPIENTS) as (keyof typeof RECIPIENTS)[]).map((r) => ({
              value: r,
              label: t(`discover::recipients::${r}`),
            })),
          },
          budgetQuestion(locale, t, state.budget),
        ]}
      />
      {gifts === null ? null : (
        <section aria-labelledby="gift-results">
          <h2 id="gift-results">{t('discover::results')}</h2>
          {gifts.length > 0 ? <ProductGrid items={gifts} priorityCount={0} /> : <p role="status">{t('discover::noMatches')}</p>}
        </section>
      )}
    </ContentPage>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) => {
  const state = parseDiscoverQuery(context.query);
  return cmsPageProps<Extra>(context, {
    routeKey: '/discover/',
    pageType: 'discover',
    key: 'discover',
    extra: async (ctx, locale) => {
      const requests = discoverRequests(state, currencyOf(locale));
      if (requests.length === 0) return { props: { state, gifts: null } };
      const results = await Promise.all(requests.map((request) => catalogClient().articles(ctx, request)));
      // Interleave the categories so the ideas are varied, at most 12.
      const longest = Math.max(...results.map((r) => r.items.length));
      const gifts: WireArticleSummary[] = [];
      for (let i = 0; i < longest; i++) for (const r of results) if (r.items[i]) gifts.push(r.items[i]!);
      return { props: { state, gifts: gifts.slice(0, 12).map(toCardArticle) } };
    },
  });
};
