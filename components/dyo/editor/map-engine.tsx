/** The map engine (Swedish only): a map cover for a phone, drawn from shipped data, edited like any design. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { PhonePicker } from '@/components/dyo/landing/phone-picker';
import type { EngineArticle, PhoneCoverOption } from '@/lib/dyo/page-props';
import { productTemplate } from '@/lib/dyo/product-types';
import { phoneModel } from '@/lib/dyo/phone-models';
import { clientLogger } from '@/browser/beacon-logger';
import { EngineWorkspace, useEngineEditor } from './engine-editor';
import { DEFAULT_MAP, laidOutArea, mapDocument, mapNeedsLayout, settingsOf, type MapCoverSettings } from './map-document';
import { MapSettingsPanel } from './map-settings';

interface Props {
  article: EngineArticle;
  phones: PhoneCoverOption[];
  dyoId: string | null;
}

export default function MapEngine({ article: initialArticle, phones, dyoId }: Props) {
  const { t } = useT('dyo');
  const [article, setArticle] = useState<EngineArticle>(initialArticle);
  const mockup = useMemo(() => {
    const phone = phones.find((p) => p.articleId === article.articleId);
    return phone ? { model: phone.model, wallet: phone.coverType === 'isecrets' } : undefined;
  }, [phones, article.articleId]);
  const template = useMemo(() => productTemplate('map-cover', 'front', 'tshirt', mockup), [mockup]);
  // A phone the mock-up data does not know is drawn without a camera: say so in the log, so its data gets added.
  useEffect(() => {
    if (mockup) phoneModel(mockup.model, clientLogger);
  }, [mockup]);
  const templateFor = useCallback(() => template, [template]);
  const { editor, saving } = useEngineEditor({
    kind: 'map-cover',
    article,
    firstArticleId: initialArticle.articleId,
    dyoId,
    templateFor,
    initial: () => mapDocument(initialArticle.articleId, DEFAULT_MAP, template.area),
  });
  const document = editor.state.present;
  const [typed, setTyped] = useState<MapCoverSettings | null>(null);
  const settings = typed ?? settingsOf(document);
  const pending = useRef<number | undefined>(undefined);
  const latest = useRef(document);
  useEffect(() => {
    latest.current = document;
  }, [document]);
  // Another phone (or a design laid out for another one): the map, title and coordinates are laid out again for its
  // print area and camera cut-out, so the map fills the cover to its bleed and no label sits under the camera.
  const laidOutFor = useRef(template.area);
  // The settings' redraw runs after a pause: it must use the phone chosen by then, not the one when typing started.
  const areaNow = useRef(template.area);
  const { dispatch, load } = editor;
  useEffect(() => {
    areaNow.current = template.area;
    if (load !== 'ready') return;
    const current = latest.current;
    if (laidOutFor.current === template.area && !mapNeedsLayout(current, template.area)) return;
    laidOutFor.current = template.area;
    dispatch({
      type: 'documentReplaced',
      document: mapDocument(current.articleId, settingsOf(current), template.area, current, laidOutArea(current, template.area)),
      keepHistory: true,
    });
  }, [template.area, load, dispatch]);

  const change = (next: MapCoverSettings) => {
    // The panel shows the new settings at once; the map is redrawn once the shopper pauses typing.
    setTyped(next);
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => {
      const current = latest.current;
      const area = areaNow.current;
      editor.dispatch({
        type: 'documentReplaced',
        document: mapDocument(current.articleId, next, area, current, laidOutArea(current, area)),
        keepHistory: true,
      });
      setTyped(null);
    }, 150);
  };

  const panel = (
    <>
      <MapSettingsPanel settings={settings} onChange={change} />
      <section aria-labelledby="dyo-map-phone">
        <h2 id="dyo-map-phone">{t('map::phone')}</h2>
        <PhonePicker
          options={phones}
          initialArticleId={article.articleId}
          dyoId={null}
          hideSummary
          onChoose={(option) => setArticle({ ...initialArticle, ...option, properties: [] })}
        />
        <p>{t('map::phoneChosen', { title: article.title })}</p>
      </section>
    </>
  );
  return (
    <EngineWorkspace editor={editor} saving={saving} template={template} side="front" settings={panel} withBackground={false} canSave />
  );
}
