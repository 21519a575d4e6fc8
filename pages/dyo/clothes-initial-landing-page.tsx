import type { GetServerSideProps } from 'next';
import { LandingView } from '@/components/dyo/landing/landing-view';
import { GarmentPicker } from '@/components/dyo/landing/garment-picker';
import type { GarmentOption } from '@/lib/dyo/dyo-page-kinds';
import type { BasePageProps } from '@/server/page-props';
import { garmentOptions } from '@/server/dyo/catalogue';
import { productInfo } from '@/lib/dyo/product-types/info';
import { dyoPageProps, type DyoPageProps } from '@/server/dyo/dyo-page';

interface Data {
  options: GarmentOption[];
  initialArticleId: string | null;
  dyoId: string | null;
}

type Props = BasePageProps & DyoPageProps<Data>;

const TYPE = productInfo('clothes');

export default function ClothesLandingPage({ seo, dyoError, options = [], initialArticleId = null, dyoId = null }: Props) {
  return (
    <LandingView type={TYPE} seo={seo} dyoError={dyoError}>
      <GarmentPicker options={options} initialArticleId={initialArticleId} dyoId={dyoId} />
    </LandingView>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  dyoPageProps<Data>(context, {
    routeKey: TYPE.routes.landing,
    role: 'landing',
    load: async (resolved, ctx) => ({
      props: { options: await garmentOptions(ctx), initialArticleId: resolved.article?.articleId ?? null, dyoId: resolved.design?.dyoId ?? null },
    }),
  });
