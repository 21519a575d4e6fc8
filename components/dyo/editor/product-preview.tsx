import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import type { DesignDocument, GarmentSide } from '@/lib/dyo/design-document';
import { renderPreview } from '@/lib/dyo/render-design';
import type { ProductTemplate } from '@/lib/dyo/templates';

const Figure = styled.figure`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.default};
  background: ${({ theme }) => theme.colors.base2};
  text-align: center;
  img { max-width: 100%; max-height: 220px; }
  figcaption { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.ink500}; }
`;

interface Props {
  document: DesignDocument;
  side: GarmentSide;
  template: ProductTemplate;
}

/** A live picture of the product with the design, redrawn shortly after each change. */
export function ProductPreview({ document, side, template }: Props) {
  const { t } = useTranslation('dyo');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      renderPreview(document, side, template, 240).then((url) => live && setSrc(url), () => undefined);
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [document, side, template]);
  return (
    <Figure>
      {src ? <img src={src} alt={t('editor::preview::alt')} /> : null}
      <figcaption>{t('editor::preview::caption')}</figcaption>
    </Figure>
  );
}
