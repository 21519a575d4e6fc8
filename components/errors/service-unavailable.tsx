import Head from 'next/head';
import { useRouter } from 'next/router';
import { useT } from '@/components/i18n/use-t';
import { StatusPage } from './status-page';

/** What the shopper sees (status 503) when a page's own data could not be loaded: the shell stays, a link retries. */
export function ServiceUnavailable() {
  const { t } = useT();
  const { asPath, locale, defaultLocale } = useRouter();
  // asPath has no locale prefix: the link must keep the shopper in their language.
  const retry = locale && locale !== defaultLocale ? `/${locale}${asPath}` : asPath;
  return (
    <>
      <Head>
        <title>{t('errorPage::503::title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <StatusPage
        code="503"
        title={t('errorPage::503::title')}
        description={t('errorPage::503::description')}
        linkText={t('errorPage::503::link text')}
        linkHref={retry}
      />
    </>
  );
}
