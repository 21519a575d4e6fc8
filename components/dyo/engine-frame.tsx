import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import { Price } from '@/components/ui/price';
import type { EngineArticle } from '@/lib/dyo/dyo-page-kinds';
import type { PageSeo } from '@/lib/page-types';
import { theme } from '@/styles/theme';

const Title = styled.h1`
  margin: 24px 0 4px;
  font-size: ${theme.font.size.xl};
`;

const Lead = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.ink700};
`;

interface Props {
  title: string;
  lead: string;
  article: EngineArticle;
  seo: PageSeo;
  children: ReactNode;
}

/** The page around an engine: heading, the article and its price. */
export function EngineFrame({ title, lead, article, seo, children }: Props) {
  return (
    <Container>
      <SeoHead title={`${title} – ${article.title}`} description={lead} seo={seo} noindex />
      <Title>{title}</Title>
      <Lead>
        {article.title} · <Price money={article.price} />
      </Lead>
      <Lead>{lead}</Lead>
      {children}
    </Container>
  );
}

function Loading() {
  const { t } = useT('dyo');
  return <p role="status">{t('editor::loading')}</p>;
}

EngineFrame.Loading = Loading;
