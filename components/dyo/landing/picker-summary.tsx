import Image from 'next/image';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { ButtonLink } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import { Price } from '@/components/ui/price';
import { articleIdParam } from '@/lib/dyo/links';
import type { DyoArticleBase } from '@/lib/dyo/page-props';
import type { RouteKey } from '@/lib/routes/hrefs';
import { theme } from '@/styles/theme';

const Box = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: 16px;
  align-items: center;
  padding: 16px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base2};
  p {
    margin: 0 0 8px;
  }
`;

const Thumb = styled.div`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${theme.radius.small};
  overflow: hidden;
  background: ${theme.colors.base1};
`;

interface Props {
  article: DyoArticleBase | null;
  engine: RouteKey;
  dyoId: string | null;
  startLabel: string;
}

/** The chosen article, its price and the way into the engine. */
export function PickerSummary({ article, engine, dyoId, startLabel }: Props) {
  const { t } = useT('dyo');
  if (!article) return <p role="status">{t('landing::chooseFirst')}</p>;
  const query = { [articleIdParam()]: article.articleId, ...(dyoId ? { dyoId } : {}) };
  return (
    <Box aria-live="polite">
      <Thumb>
        <Image src={article.imageUrl} alt="" fill sizes="96px" unoptimized style={{ objectFit: 'cover' }} />
      </Thumb>
      <div>
        <p>
          <strong>{article.title}</strong>
        </p>
        <p>
          <Price money={article.price} />
        </p>
        <ButtonLink as={LocalizedLink} to={engine} query={query}>
          {dyoId ? t('landing::continueDesign') : startLabel}
        </ButtonLink>
      </div>
    </Box>
  );
}
