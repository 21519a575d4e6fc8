import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { StatusPage } from '@/components/errors/status-page';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/lib/server/translations';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <Head>
        <title>{t('errorPage::404::title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusPage
        code="404"
        title={t('errorPage::404::title')}
        description={t('errorPage::404::description')}
        linkText={t('errorPage::404::link text')}
      />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(toLocale(locale))), pageType: 'error page' },
});
