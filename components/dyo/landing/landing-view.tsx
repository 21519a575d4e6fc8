import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import type { DyoPageError, DyoPicker } from '@/lib/dyo/page-props';
import type { DyoProductInfo } from '@/lib/dyo/product-types/types';
import type { PageSeo } from '@/lib/page-types';
import { toLocale } from '@/lib/locales';
import { isRouteAvailable } from '@/lib/routes/hrefs';
import { DyoErrorView } from '../dyo-error-view';
import { DyoIntro } from './dyo-intro';
import { theme } from '@/styles/theme';

const Title = styled.h1`
  margin: 32px 0 8px;
  font-size: ${theme.font.size.xl};
`;

const Lead = styled.p`
  margin: 0 0 24px;
  max-width: 640px;
  color: ${theme.colors.ink700};
`;

interface Props {
  /** The product type (lib/dyo/product-types/info.ts), one with a picker: its texts are `landing::{copy}::*`. */
  type: Extract<DyoProductInfo, { picker: DyoPicker }>;
  seo: PageSeo;
  dyoError: DyoPageError | null;
  /** The model or garment picker. */
  children: ReactNode;
}

/** The frame of the DYO landing pages: texts of the kind, the intro, the picker, or the DYO error. */
export function LandingView({ type, seo, dyoError, children }: Props) {
  const { t } = useT('dyo');
  const { locale } = useRouter();
  const kind = type.copy;
  if (dyoError) {
    return (
      <>
        <SeoHead
          title={`${t(`errors::${dyoError.reason}::title`)} – Nordfynd`}
          description={t(`landing::${kind}::lead`)}
          seo={seo}
          noindex
        />
        <DyoErrorView reason={dyoError.reason} />
      </>
    );
  }
  return (
    <Container>
      <SeoHead title={`${t(`landing::${kind}::pageTitle`)} – Nordfynd`} description={t(`landing::${kind}::lead`)} seo={seo} />
      <Title>{t(`landing::${kind}::title`)}</Title>
      <Lead>{t(`landing::${kind}::lead`)}</Lead>
      <DyoIntro current={type.kind} available={(route) => isRouteAvailable(route, toLocale(locale))} />
      <section id="dyo-picker" aria-labelledby="dyo-picker-heading">
        <h2 id="dyo-picker-heading">{t(`landing::${kind}::pickerTitle`)}</h2>
        {children}
      </section>
    </Container>
  );
}
