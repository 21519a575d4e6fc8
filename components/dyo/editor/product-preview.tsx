import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import type { DesignDocument, GarmentSide } from '@/lib/dyo/design-document';
import { renderPreview } from '@/canvas/render-design';
import type { ProductTemplate } from '@/lib/dyo/templates';
import { theme } from '@/styles/theme';

const Figure = styled.figure`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base2};
  text-align: center;
  img {
    max-width: 100%;
    max-height: 220px;
  }
  figcaption {
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.ink500};
  }
`;

interface Props {
  document: DesignDocument;
  side: GarmentSide;
  template: ProductTemplate;
}

/** A live picture of the product with the design, redrawn shortly after each change. */
export function ProductPreview({ document, side, template }: Props) {
  const { t } = useT('dyo');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      renderPreview(document, side, template, 240).then(
        (url) => live && setSrc(url),
        () => undefined,
      );
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
