/**
 * The image engine, loaded on its page only: one printed side of any product type whose `engine` is
 * 'image'. Changing a phone model keeps the design (canvas/refit.ts).
 */
import { useCallback, useMemo, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { phoneEngineTitleKey } from '@/components/dyo/engine-frame';
import { PhonePicker } from '@/components/dyo/landing/phone-picker';
import { isBlank } from '@/lib/dyo/design-document';
import type { EngineArticle, PhoneCoverOption } from '@/lib/dyo/page-props';
import type { DyoKind } from '@/lib/dyo/kinds';
import type { PhoneMockup } from '@/lib/dyo/phone-models';
import { productInfo, productTemplate } from '@/lib/dyo/product-types';
import { refitLayers } from '@/canvas/refit';
import { EngineWorkspace, useEngineEditor } from './engine-editor';

interface Props {
  kind: DyoKind;
  article: EngineArticle;
  /** A phone cover's model and wallet flap. */
  mockup?: PhoneMockup;
  /** The phone-cover articles the model can be changed to (none: the model stays). */
  phones?: PhoneCoverOption[];
  dyoId: string | null;
}

export default function ImageEngine({ kind, article: initialArticle, mockup: initialMockup, phones = [], dyoId }: Props) {
  const { t } = useT('dyo');
  const [article, setArticle] = useState<EngineArticle>(initialArticle);
  const [mockup, setMockup] = useState<PhoneMockup | undefined>(initialMockup);
  const [fitted, setFitted] = useState<{ model: string; outside: number } | null>(null);
  const template = useMemo(() => productTemplate(kind, 'front', 'tshirt', mockup), [kind, mockup]);
  const templateFor = useCallback(() => template, [template]);
  const { editor, saving } = useEngineEditor({
    kind,
    article,
    firstArticleId: initialArticle.articleId,
    dyoId,
    templateFor,
    // A wallet case has its own heading.
    heading: kind === 'phone-cover' && mockup ? t(phoneEngineTitleKey(mockup)) : undefined,
  });

  /** Another phone: the same design, moved and scaled into its print area (one undo step). */
  const changePhone = (option: PhoneCoverOption) => {
    if (option.articleId === article.articleId) return;
    const next: PhoneMockup = { model: option.model, wallet: option.coverType === 'isecrets' };
    const document = editor.state.present;
    const { layers, outside } = refitLayers(document.sides.front, template.area, productTemplate(kind, 'front', 'tshirt', next).area);
    editor.dispatch({
      type: 'documentReplaced',
      document: { ...document, sides: { ...document.sides, front: layers } },
      keepHistory: true,
    });
    setArticle({ ...initialArticle, ...option, properties: [] });
    setMockup(next);
    setFitted({ model: option.model, outside: outside.length });
  };

  const settings =
    phones.length > 0 ? (
      <section aria-labelledby="dyo-phone-model">
        <h2 id="dyo-phone-model">{t('editor::model::title')}</h2>
        <PhonePicker options={phones} initialArticleId={article.articleId} dyoId={null} hideSummary onChoose={changePhone} />
        <p role="status">
          {fitted ? t('editor::model::fitted', { model: fitted.model }) : null}
          {fitted && fitted.outside > 0 ? ` ${t('editor::model::outside', { count: fitted.outside })}` : null}
        </p>
      </section>
    ) : undefined;
  return (
    <EngineWorkspace
      editor={editor}
      saving={saving}
      template={template}
      side="front"
      settings={settings}
      withBackground={productInfo(kind).background}
      canSave={!isBlank(editor.state.present)}
    />
  );
}
