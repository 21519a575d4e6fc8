/**
 * The one error page for 400, 404 and 500. Rendered per request (getInitialProps), never prerendered: a prerendered page has no CSP nonce,
 * so the browser would block its scripts and styles (see docs/adr/0004-error-pages-per-request.md).
 */
import type { NextPageContext } from 'next';
import Head from 'next/head';
import { useT } from '@/components/i18n/use-t';
import { ServerErrorHeader } from '@/components/errors/server-error-header';
import { StatusPage } from '@/components/errors/status-page';
import type { ErrorPageProps } from '@/server/error-page-props';

type Kind = '400' | '404' | '500';

function kindOf(statusCode: number): Kind {
  if (statusCode === 404) return '404';
  return statusCode >= 500 ? '500' : '400';
}

export default function ErrorPage({ statusCode }: ErrorPageProps) {
  const { t } = useT();
  const kind = kindOf(statusCode);
  const body = (
    <StatusPage
      code={kind}
      title={t(`errorPage::${kind}::title`)}
      description={t(`errorPage::${kind}::description`)}
      linkText={t(`errorPage::${kind}::link text`)}
    />
  );
  return (
    <>
      <Head>
        <title>{`${t(`errorPage::${kind}::title`)} – Nordfynd`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {kind === '500' ? (
        <>
          <ServerErrorHeader />
          <main id="main">{body}</main>
        </>
      ) : (
        body
      )}
    </>
  );
}

ErrorPage.getInitialProps = async ({ req, res, err, locale }: NextPageContext): Promise<ErrorPageProps & { bare: boolean }> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  const bare = kindOf(statusCode) === '500';
  if (typeof window === 'undefined' && req && res) {
    const { errorPageProps } = await import('@/server/error-page-props');
    return { ...(await errorPageProps(req, res, locale, statusCode)), bare };
  }
  return { statusCode, bare };
};
