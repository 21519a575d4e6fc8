import type { GetStaticProps } from 'next';
import Head from 'next/head';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { StatusPage } from '@/components/errors/status-page';
import { Logo } from '@/components/header/logo';
import { Container } from '@/components/ui/container';
import { toLocale } from '@/lib/locales';
import { pageTranslations } from '@/lib/server/translations';

const Header = styled.header`
  background: ${({ theme }) => theme.colors.hunter500};
  color: ${({ theme }) => theme.colors.base1};
  padding: 20px 0;
`;

/** SPEC §2: header with logo, an image, a headline, a description and a full-width link home. */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <>
      <Head>
        <title>{t('errorPage::500::title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Header>
        <Container>
          <Logo />
        </Container>
      </Header>
      <main id="main">
        <StatusPage
          code="500"
          title={t('errorPage::500::title')}
          description={t('errorPage::500::description')}
          linkText={t('errorPage::500::link text')}
        />
      </main>
    </>
  );
}

ServerErrorPage.bare = true;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(toLocale(locale))), pageType: 'error page' },
});
