/**
 * The image engine (loaded on its page only, with next/dynamic): one printed side of any
 * product type whose `engine` is 'image' (phone covers with their model's mock-up, posters).
 */
import { useCallback, useMemo } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { isBlank } from '@/lib/dyo/design-document';
import type { EngineArticle } from '@/lib/dyo/dyo-page-kinds';
import type { DyoKind } from '@/lib/dyo/kinds';
import type { PhoneMockup } from '@/lib/dyo/phone-models';
import { productInfo, productTemplate } from '@/lib/dyo/product-types';
import EditorWorkspace from './editor-workspace';
import { LoadMessage } from './load-message';
import { useDesignEditor } from './use-design-editor';
import { useSaveDesign } from './use-save-design';

interface Props {
  kind: DyoKind;
  article: EngineArticle;
  /** A phone cover's model and wallet flap. */
  mockup?: PhoneMockup;
  dyoId: string | null;
}

export default function ImageEngine({ kind, article, mockup, dyoId }: Props) {
  const { t } = useT('dyo');
  const template = useMemo(() => productTemplate(kind, 'front', 'tshirt', mockup), [kind, mockup]);
  const templateFor = useCallback(() => template, [template]);
  const saving = useSaveDesign({ article, dyoId, draftArticleId: article.articleId, templateFor });
  const { status, save } = saving;
  const editor = useDesignEditor({ kind, articleId: article.articleId, dyoId: saving.dyoId });
  if (editor.load === 'loading') return <p role="status">{t('editor::loading')}</p>;
  return (
    <>
      {editor.load === 'failed' ? <LoadMessage /> : null}
      <EditorWorkspace
        editor={editor}
        template={template}
        side="front"
        withBackground={productInfo(kind).background}
        canSave={!isBlank(editor.state.present)}
        saveStatus={status}
        onSave={() => void save(editor.state.present, editor.draftKey)}
      />
    </>
  );
}
