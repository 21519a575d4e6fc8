/** What every engine shares: the editor and its saving for the article chosen, and the workspace as a page shows it. */
import type { ComponentProps } from 'react';
import { useT } from '@/components/i18n/use-t';
import { useShowProduct } from '@/components/dyo/engine-frame';
import type { GarmentSide } from '@/lib/dyo/design-document';
import type { EngineArticle } from '@/lib/dyo/page-props';
import type { ProductTemplate } from '@/lib/dyo/templates';
import EditorWorkspace from './editor-workspace';
import { LoadMessage } from './load-message';
import { useDesignEditor } from './use-design-editor';
import { useSaveDesign } from './use-save-design';

interface Options extends Omit<Parameters<typeof useDesignEditor>[0], 'articleId' | 'dyoId'> {
  /** The article chosen now: the page's heading and price, and the cart line, follow it. */
  article: EngineArticle;
  /** The engine's first article, which the draft is kept under. */
  firstArticleId: string;
  dyoId: string | null;
  templateFor: (side: GarmentSide) => ProductTemplate;
  /** The page's heading when it is not the article's title (a wallet case's). */
  heading?: string;
}

export function useEngineEditor({ article, firstArticleId, dyoId, templateFor, heading, ...editorOptions }: Options) {
  const saving = useSaveDesign({ article, dyoId, draftArticleId: firstArticleId, templateFor });
  useShowProduct(article, heading);
  const editor = useDesignEditor({ ...editorOptions, articleId: firstArticleId, dyoId: saving.dyoId });
  return { editor, saving };
}

type Props = Omit<ComponentProps<typeof EditorWorkspace>, 'saveStatus' | 'onSave'> & { saving: ReturnType<typeof useSaveDesign> };

/** The workspace once the design has loaded (a message above it when the saved one could not be), saving what is shown. */
export function EngineWorkspace({ saving, ...props }: Props) {
  const { t } = useT('dyo');
  const { editor } = props;
  if (editor.load === 'loading') return <p role="status">{t('editor::loading')}</p>;
  return (
    <>
      {editor.load === 'failed' ? <LoadMessage /> : null}
      <EditorWorkspace {...props} saveStatus={saving.status} onSave={() => void saving.save(editor.state.present, editor.draftKey)} />
    </>
  );
}
