/**
 * The DYO landing page of every product type with a picker: the proxy rewrites each type's `routes.landing` here, and the type's `picker`
 * picks the picker and its options (docs/design-your-own.md#product-types).
 */
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import type { ComponentType } from 'react';
import { LandingView } from '@/components/dyo/landing/landing-view';
import { DYO_PICKERS, type PickerProps } from '@/components/dyo/landing/pickers';
import type { DyoPicker, PickerOptions } from '@/lib/dyo/page-props';
import { typesRoutedTo } from '@/lib/dyo/product-types/info';
import type { BasePageProps, ServedProps } from '@/server/page-props';
import { PICKER_OPTIONS } from '@/server/dyo/catalog';
import { dyoPageProps, type DyoPageProps } from '@/server/dyo/dyo-page';

interface Data {
  options: PickerOptions[DyoPicker];
  initialArticleId: string | null;
  dyoId: string | null;
}

type Props = BasePageProps & DyoPageProps<Data>;

const routeKeyOf = (route: unknown) => `/dyo/${String(route)}/`;

export default function LandingPage({ seo, dyoError, options = [], initialArticleId = null, dyoId = null }: Props) {
  const [type] = typesRoutedTo(routeKeyOf(useRouter().query.route), 'landing');
  if (!type || type.picker === 'none') return null;
  // The registry pairs each type with its picker's options; the server sent this picker's.
  const Picker = DYO_PICKERS[type.picker] as ComponentType<PickerProps<DyoPicker>>;
  return (
    <LandingView type={type} seo={seo} dyoError={dyoError}>
      <Picker options={options} initialArticleId={initialArticleId} dyoId={dyoId} />
    </LandingView>
  );
}

export const getServerSideProps: GetServerSideProps<ServedProps<Props>> = async (context) => {
  const [type] = typesRoutedTo(routeKeyOf(context.params?.route), 'landing');
  if (!type || type.picker === 'none') return { notFound: true };
  const options = PICKER_OPTIONS[type.picker];
  return dyoPageProps<Data>(context, {
    routeKey: type.routes.landing,
    role: 'landing',
    load: async (resolved, ctx) => ({
      props: { options: await options(ctx), initialArticleId: resolved.article?.articleId ?? null, dyoId: resolved.design?.dyoId ?? null },
    }),
  });
};
