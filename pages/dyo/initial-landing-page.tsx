import type { GetServerSideProps } from 'next';
import { LandingView } from '@/components/dyo/landing/landing-view';
import { PhonePicker } from '@/components/dyo/landing/phone-picker';
import type { PhoneCoverOption } from '@/lib/dyo/dyo-page-kinds';
import type { BasePageProps } from '@/server/page-props';
import { phoneCoverOptions } from '@/server/dyo/catalogue';
import { productInfo } from '@/lib/dyo/product-types/info';
import { dyoPageProps, type DyoPageProps } from '@/server/dyo/dyo-page';

interface Data {
  options: PhoneCoverOption[];
  initialArticleId: string | null;
  dyoId: string | null;
}

type Props = BasePageProps & DyoPageProps<Data>;

const TYPE = productInfo('phone-cover');

export default function PhoneCoverLandingPage({ seo, dyoError, options = [], initialArticleId = null, dyoId = null }: Props) {
  return (
    <LandingView type={TYPE} seo={seo} dyoError={dyoError}>
      <PhonePicker options={options} initialArticleId={initialArticleId} dyoId={dyoId} />
    </LandingView>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  dyoPageProps<Data>(context, {
    routeKey: TYPE.routes.landing,
    role: 'landing',
    load: async (resolved, ctx) => ({
      props: { options: await phoneCoverOptions(ctx), initialArticleId: resolved.article?.articleId ?? null, dyoId: resolved.design?.dyoId ?? null },
    }),
  });
