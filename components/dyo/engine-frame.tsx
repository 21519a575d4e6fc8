import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import { Price } from '@/components/ui/price';
import type { EngineArticle } from '@/lib/dyo/page-props';
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

/** What the page's heading names: the article being designed and, where it differs from the page's, the heading. */
interface ShownProduct {
  article: EngineArticle;
  title?: string;
}

/** Lets an engine tell the frame which article it designs now (another phone model, a wallet case, a garment colour). */
const ShownProductContext = createContext<(shown: ShownProduct) => void>(() => undefined);

/**
 * The engine's current article and heading, told to the frame whenever they change: the heading, the
 * price and the document title follow a model or product change at once, and stay after saving.
 */
export function useShowProduct(article: EngineArticle, title?: string): void {
  const show = useContext(ShownProductContext);
  useEffect(() => show({ article, title }), [show, article, title]);
}

/** A phone cover engine's heading (`dyo` namespace): a wallet case is named as one. */
export function phoneEngineTitleKey(mockup: { wallet: boolean }) {
  return mockup.wallet ? 'engine::phone::titleWallet' : 'engine::phone::title';
}

interface Props {
  title: string;
  lead: string;
  article: EngineArticle;
  seo: PageSeo;
  children: ReactNode;
}

/** The page around an engine: heading, the article and its price (the engine's current ones: `useShowProduct`). */
export function EngineFrame({ title: pageTitle, lead, article: pageArticle, seo, children }: Props) {
  const [shown, setShown] = useState<ShownProduct>({ article: pageArticle, title: pageTitle });
  // A new page (another article from the server) starts from what the server named.
  const [from, setFrom] = useState(pageArticle);
  if (from !== pageArticle) {
    setFrom(pageArticle);
    setShown({ article: pageArticle, title: pageTitle });
  }
  const show = useCallback(
    (next: ShownProduct) =>
      setShown((s) =>
        s.article === next.article && s.title === (next.title ?? pageTitle) ? s : { article: next.article, title: next.title ?? pageTitle },
      ),
    [pageTitle],
  );
  const title = shown.title ?? pageTitle;
  const { article } = shown;
  return (
    <Container>
      <SeoHead title={`${title} – ${article.title}`} description={lead} seo={seo} noindex />
      <Title>{title}</Title>
      <Lead>
        {article.title} · <Price money={article.price} />
      </Lead>
      <Lead>{lead}</Lead>
      <ShownProductContext.Provider value={show}>{children}</ShownProductContext.Provider>
    </Container>
  );
}

function Loading() {
  const { t } = useT('dyo');
  return <p role="status">{t('editor::loading')}</p>;
}

EngineFrame.Loading = Loading;
