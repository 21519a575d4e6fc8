import type { GetServerSideProps } from 'next';
import { useT } from '@/components/i18n/use-t';
import { ProductGrid } from '@/components/catalog/product-grid';
import { ContentPage } from '@/components/content/content-page';
import { budgetQuestion } from '@/components/finder/budget-question';
import { QuestionForm } from '@/components/finder/question-form';
import { FINDER_CATEGORIES, FINDER_CONDITIONS, parseFinderQuery, type FinderState } from '@/lib/catalog/finder';
import { finderRequest } from '@/services/catalog/requests';
import { currencyOf } from '@/lib/locales';
import { useLocale } from '@/components/ui/use-locale';
import type { BasePageProps, ServedProps } from '@/server/page-props';
import { cmsPageProps, type CmsProps } from '@/server/catalog/cms-page';
import { catalogClient } from '@/server/services';
import type { WireCategory } from '@/services/catalog/types';
import { toCardArticle, type CardArticle } from '@/services/catalog/page-models';

interface Extra {
  state: FinderState;
  categories: Pick<WireCategory, 'slug' | 'name'>[];
  /** null until a question is answered. */
  matches: CardArticle[] | null;
}

type Props = BasePageProps & CmsProps & Extra;

export default function FyndFinderPage({ seo, page, state, categories, matches }: Props) {
  const { t } = useT('catalog');
  const locale = useLocale();
  return (
    <ContentPage seo={seo} page={page} routeKey="/fynd-finder/" noindex={matches !== null} hideBlocks={matches !== null}>
      <QuestionForm
        to="/fynd-finder/"
        submit={t('finder::submit')}
        questions={[
          {
            name: 'category',
            legend: t('finder::category'),
            anyLabel: t('finder::any'),
            value: state.category,
            options: categories.map((c) => ({ value: c.slug, label: c.name })),
          },
          budgetQuestion(locale, t, state.budget),
          {
            name: 'condition',
            legend: t('finder::condition'),
            anyLabel: t('finder::any'),
            value: state.condition,
            options: FINDER_CONDITIONS.map((c) => ({ value: c, label: t(`condition::${c}`) })),
          },
        ]}
      />
      {matches === null ? (
        <p>{t('finder::start')}</p>
      ) : (
        <section aria-labelledby="finder-results">
          <h2 id="finder-results">{t('finder::results')}</h2>
          {matches.length > 0 ? <ProductGrid items={matches} priorityCount={0} /> : <p role="status">{t('finder::noMatches')}</p>}
        </section>
      )}
    </ContentPage>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = (context) => {
  const state = parseFinderQuery(context.query);
  return cmsPageProps<Extra>(context, {
    routeKey: '/fynd-finder/',
    pageType: 'fynd-finder',
    key: 'fynd-finder',
    extra: async (ctx, locale) => {
      const request = finderRequest(state, currencyOf(locale));
      const catalog = catalogClient();
      const [categories, result] = await Promise.all([
        catalog.categories(ctx),
        request ? catalog.articles(ctx, request) : Promise.resolve(null),
      ]);
      const top = categories
        .filter((c) => (FINDER_CATEGORIES as readonly string[]).includes(c.slug))
        .map(({ slug, name }) => ({ slug, name }));
      return { props: { state, categories: top, matches: result ? result.items.map(toCardArticle) : null } };
    },
  });
};
