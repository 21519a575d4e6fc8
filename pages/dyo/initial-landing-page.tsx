import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { DyoErrorView } from '@/components/dyo/dyo-error-view';
import { DyoIntro } from '@/components/dyo/landing/dyo-intro';
import { PhonePicker } from '@/components/dyo/landing/phone-picker';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import type { PhoneCoverOption } from '@/lib/dyo/page-types';
import { toLocale } from '@/lib/locales';
import type { BasePageProps } from '@/lib/page-props';
import { isRouteAvailable } from '@/lib/routes';
import { phoneCoverOptions } from '@/lib/server/dyo/catalogue';
import { dyoPageProps, type DyoPageProps } from '@/lib/server/dyo/dyo-page';

interface Data {
  options: PhoneCoverOption[];
  initialArticleId: string | null;
  dyoId: string | null;
}

type Props = BasePageProps & DyoPageProps<Data>;

const Title = styled.h1`
  margin: 32px 0 8px;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Lead = styled.p`
  margin: 0 0 24px;
  max-width: 640px;
  color: ${({ theme }) => theme.colors.ink700};
`;

export default function PhoneCoverLandingPage({ seo, dyoError, options = [], initialArticleId = null, dyoId = null }: Props) {
  const { t } = useTranslation('dyo');
  const { locale } = useRouter();
  if (dyoError) {
    return (
      <>
        <SeoHead title={t(`errors::${dyoError.reason}::title`)} description={t('landing::phone::lead')} seo={seo} noindex />
        <DyoErrorView reason={dyoError.reason} />
      </>
    );
  }
  return (
    <Container>
      <SeoHead title={t('landing::phone::pageTitle')} description={t('landing::phone::lead')} seo={seo} />
      <Title>{t('landing::phone::title')}</Title>
      <Lead>{t('landing::phone::lead')}</Lead>
      <DyoIntro current="phone" showMaps={isRouteAvailable('/dyo/map-engine/', toLocale(locale))} />
      <section id="dyo-picker" aria-labelledby="dyo-picker-heading">
        <h2 id="dyo-picker-heading">{t('landing::phone::pickerTitle')}</h2>
        <PhonePicker options={options} initialArticleId={initialArticleId} dyoId={dyoId} />
      </section>
    </Container>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  dyoPageProps<Data>(context, {
    routeKey: '/dyo/initial-landing-page/',
    routeFor: { 'phone-cover': '/dyo/initial-landing-page/', clothes: '/dyo/clothes-initial-landing-page/' },
    load: async (resolved, ctx) => ({
      props: { options: await phoneCoverOptions(ctx), initialArticleId: resolved.article?.articleId ?? null, dyoId: resolved.design?.dyoId ?? null },
    }),
  });
