/**
 * The editor: canvas, undo/redo, print guides, tools (tools.tsx), preview and saving; tools beside the canvas on wide screens, as sheets on
 * a phone. Every pointer action has a keyboard way and changes are announced (docs/design-your-own.md#the-editor).
 */
import { useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '@/components/i18n/use-t';
import { Button, ButtonLink } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { DesignLayer, GarmentSide } from '@/lib/dyo/design-document';
import { layerSize } from '@/canvas/design-nodes';
import type { EditorAction } from '@/lib/dyo/editor-state';
import { DYO_FONTS, fontNeeds, loadFonts, type FontText } from '@/canvas/fonts';
import { keyAction } from '@/lib/dyo/keyboard';
import { designPrintsBlank, needsConfirming } from '@/lib/dyo/design-checks';
import { fitToArea } from '@/lib/dyo/print-area-layout';
import { readUpload } from '@/browser/read-upload';
import { uploadDesignPhoto } from '@/store/dyo-photos';
import { useLocale } from '@/components/ui/use-locale';
import { starterDesign, type StarterTemplateId } from '@/lib/dyo/starter-templates';
import type { ProductTemplate } from '@/lib/dyo/templates';
import type { UploadProblem } from '@/lib/dyo/upload-rules';
import './font-faces';
import { DesignCanvas } from './design-canvas';
import { DesignChecks, designCheck } from './design-checks';
import { placeholderPhoto } from './placeholder';
import { ProductPreview } from './product-preview';
import { ToolButton } from './tool-button';
import { newImageLayer, SHEETS, sheetPanels, widePanels, type SheetId, type ToolContext } from './tools';
import { announcementFor, useAnnouncer } from './use-announcer';
import { useCanvasReady } from './use-canvas-ready';
import type { DesignEditor } from './use-design-editor';
import { useElementWidth } from './use-element-width';
import type { SaveStatus } from './use-save-design';
import { Bar, CanvasBox, DropHint, Grid, Help, Sheet, SheetBar, Status, Tools } from './workspace-styles';
import { useWide } from '@/components/ui/use-wide';

interface Props {
  editor: DesignEditor;
  template: ProductTemplate;
  /** Extra controls above the adding panel (garment side and colour, map settings). */
  settings?: ReactNode;
  canSave: boolean;
  saveStatus: SaveStatus;
  onSave: () => void;
  /** Clothes have no background colour. */
  withBackground: boolean;
  side: GarmentSide;
  /** Each side's product (a garment's front and back): the checks before saving cover every side. */
  templateFor?: (side: GarmentSide) => ProductTemplate;
}

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

export default function EditorWorkspace({
  editor,
  template,
  settings,
  canSave,
  saveStatus,
  onSave,
  withBackground,
  side,
  templateFor,
}: Props) {
  const { t } = useT('dyo');
  const { state, layers, selected } = editor;
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const locale = useLocale();
  // A file dragged over the canvas (desktop): the canvas says "drop it here".
  const [dropping, setDropping] = useState(false);
  const [busy, setBusy] = useState(false);
  // The upload under way: its progress (0…1) and the controller that cancels it.
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = useRef<AbortController | null>(null);
  const [showGuides, setShowGuides] = useState(true);
  // The picture whose crop a drag on the canvas moves (instead of moving the picture's frame).
  const [panningId, setPanningId] = useState<string | null>(null);
  const [fontsReady, setFontsReady] = useState(0);
  const wide = useWide();
  const [sheet, setSheet] = useState<SheetId | null>(null);
  // On a touch screen the canvas lets the page scroll until the shopper turns editing on.
  const [touchEditing, setTouchEditing] = useState(false);
  const editing = wide || touchEditing;
  const { message, announce } = useAnnouncer();
  const area = template.area;
  const mergeKey = useRef<string | null>(null);
  const ready = useCanvasReady(layers, fontsReady > 0);
  // What to check before printing: marked on the canvas, named under it and in the save sheet.
  const check = designCheck(state.present, layers, area);
  const flagged = check.findings.map((f) => f.id);
  // The other side of a garment is checked too: saving asks about it, and the save sheet names it.
  const areaOf = (s: GarmentSide) => (s === side ? area : (templateFor?.(s) ?? template).area);
  const otherSides = (Object.keys(state.present.sides) as GarmentSide[]).flatMap((s) => {
    const sideLayers = state.present.sides[s] ?? [];
    return s === side || sideLayers.length === 0
      ? []
      : [{ side: s, layers: sideLayers, check: designCheck(state.present, sideLayers, areaOf(s)) }];
  });
  // Nothing of the design would be printed: it cannot be saved until something is moved back.
  const hasLayers = layers.length > 0 || otherSides.length > 0;
  const printsBlank = hasLayers && designPrintsBlank(state.present, areaOf, layerSize);
  // Saving asks first when something will not print as it looks (the question shows until the design changes).
  const [confirmFor, setConfirmFor] = useState<unknown>(null);
  const confirming = confirmFor === state.present;
  const confirmRef = useRef<HTMLDivElement>(null);
  const saveStatusRef = useRef<HTMLDivElement>(null);
  const requestSave = () => {
    if ((needsConfirming(check) || otherSides.some((o) => needsConfirming(o.check))) && !confirming) {
      setConfirmFor(state.present);
      window.requestAnimationFrame(() => confirmRef.current?.focus());
      return;
    }
    // The question goes away: the focus goes to where the outcome is said, not to the page.
    if (confirming) window.requestAnimationFrame(() => saveStatusRef.current?.focus());
    setConfirmFor(null);
    onSave();
  };

  // The extended characters each font's texts use ("Łukasz" needs Mulish's latin-ext file): when they
  // change, the subsets they need are loaded and the canvas is drawn again with them.
  const textFonts = layers.flatMap((l) => (l.type === 'text' ? [{ family: l.fontFamily, text: l.text }] : []));
  const needs = JSON.stringify([...fontNeeds([], textFonts)].filter(([, chars]) => chars).map(([family, text]) => ({ family, text })));
  useEffect(() => {
    let live = true;
    // Konva measures text when it draws: redraw once the fonts are there.
    void loadFonts(DYO_FONTS, undefined, JSON.parse(needs) as FontText[]).then(() => live && setFontsReady((n) => n + 1));
    return () => {
      live = false;
    };
  }, [needs]);

  const dispatch = useCallback(
    (action: EditorAction) => {
      if (action.type !== 'layerChanged') mergeKey.current = null;
      announce(announcementFor(t, action, editor.state));
      editor.dispatch(action);
    },
    [announce, editor, t],
  );

  /** A field edit: the first change of a field is an undo step, the rest of that typing merges into it. */
  const changeSelected = (changes: Partial<DesignLayer>, field: string) => {
    if (!selected) return;
    const key = `${selected.id}:${field}`;
    dispatch({ type: 'layerChanged', id: selected.id, changes, merge: mergeKey.current === key });
    mergeKey.current = key;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (TYPING.has(target.tagName)) return;
    const action = keyAction(event, selected);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };

  const focusCanvas = () => window.requestAnimationFrame(() => ref.current?.focus());

  const addImage = async (file: File, replace: boolean) => {
    // A new upload (a drop or a paste during one) replaces the one under way; the last error goes at once.
    uploading.current?.abort();
    const controller = new AbortController();
    uploading.current = controller;
    setProblem(null);
    setBusy(true);
    setProgress(0);
    const result = await readUpload(file, (picked, type, options) => uploadDesignPhoto(locale, picked, type, options), {
      signal: controller.signal,
      onProgress: setProgress,
    });
    if (uploading.current !== controller) return;
    uploading.current = null;
    setBusy(false);
    setProgress(null);
    if (!result.ok) {
      if ('cancelled' in result) return announce(t('editor::image::cancelled'));
      return setProblem(result.problem);
    }
    const { naturalWidth: w, naturalHeight: h } = result.image;
    if (replace && selected?.type === 'image') {
      // The new picture fills the old one's frame (centred crop), at the same place.
      const { slotCrop } = await import('@/lib/dyo/starter-templates');
      dispatch({
        type: 'layerChanged',
        id: selected.id,
        changes: { ...result.image, crop: slotCrop({ width: w, height: h }, selected.width / selected.height) },
      });
    } else {
      dispatch({ type: 'layerAdded', layer: newImageLayer(result.image, area) });
    }
    setSheet(null);
    // The new layer is selected; the canvas takes the focus so the keys move it at once.
    focusCanvas();
  };

  // Paste a picture (Ctrl/Cmd+V) anywhere on the page but in a text field: it is added like an upload.
  const addImageRef = useRef(addImage);
  addImageRef.current = addImage;
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (event.target instanceof HTMLElement && TYPING.has(event.target.tagName)) return;
      const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (!file) return;
      event.preventDefault();
      void addImageRef.current(file, false);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const hasFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');
  const dropProps = {
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDropping(true);
    },
    onDragLeave: () => setDropping(false),
    onDrop: (event: DragEvent) => {
      setDropping(false);
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      void addImage(file, false);
    },
  };

  /** A tool's new layer (tools.tsx): selected; on a phone the sheet closes so the shopper sees it on the product. */
  const add = (layer: DesignLayer) => {
    dispatch({ type: 'layerAdded', layer });
    setSheet(null);
    focusCanvas();
  };

  const applyTemplate = async (id: StarterTemplateId) => {
    const photo = await placeholderPhoto(t('editor::templates::photoHere'));
    const design = starterDesign(id, area, photo);
    const document = {
      ...state.present,
      sides: { ...state.present.sides, [side]: design.layers },
      ...(withBackground && design.background ? { background: design.background } : {}),
    };
    dispatch({ type: 'documentReplaced', document, keepHistory: true });
    announce(t('editor::announce::template', { name: t(`editor::templates::names::${id}`) }));
    setSheet(null);
  };

  const fitSelected = () => {
    if (!selected) return;
    dispatch({ type: 'layerChanged', id: selected.id, changes: fitToArea(selected, layerSize(selected), area) });
  };

  const canvas = (
    <>
      <Bar role="toolbar" aria-label={t('editor::history::toolbar')}>
        <ToolButton
          label={t('editor::history::undo')}
          icon="↶"
          disabled={state.past.length === 0}
          onClick={() => dispatch({ type: 'undone' })}
        />
        <ToolButton
          label={t('editor::history::redo')}
          icon="↷"
          disabled={state.future.length === 0}
          onClick={() => dispatch({ type: 'redone' })}
        />
        <ToolButton label={t('editor::fit')} icon="⤢" disabled={!selected} onClick={fitSelected} />
        <label className="toggle">
          <input type="checkbox" checked={showGuides} onChange={(e) => setShowGuides(e.target.checked)} />
          {t('editor::guides::toggle')}
        </label>
        {wide ? null : (
          <ToolButton
            label={touchEditing ? t('editor::touch::done') : t('editor::touch::edit')}
            icon={touchEditing ? '✓' : '✎'}
            onClick={() => setTouchEditing((v) => !v)}
          />
        )}
      </Bar>
      <CanvasBox
        ref={ref}
        tabIndex={0}
        role="group"
        aria-label={t('editor::canvas::label')}
        aria-describedby="dyo-canvas-help"
        data-editing={editing ? 'true' : 'false'}
        data-ready={ready ? 'true' : 'false'}
        data-dropping={dropping ? 'true' : 'false'}
        {...dropProps}
      >
        <DesignCanvas
          key={fontsReady}
          document={state.present}
          layers={layers}
          selectedId={state.selectedId}
          template={template}
          width={width - 2}
          maxHeight={wide ? 680 : 560}
          showGuides={showGuides}
          editing={editing}
          panningId={panningId === state.selectedId ? panningId : null}
          flagged={flagged}
          dispatch={dispatch}
        />
        {dropping ? <DropHint aria-hidden="true">{t('editor::image::drop')}</DropHint> : null}
      </CanvasBox>
      {showGuides ? <Help>{t(template.phone ? 'editor::guides::legendPhone' : 'editor::guides::legendGarment')}</Help> : null}
      <DesignChecks check={check} layers={layers} targetDpi={area.targetDpi} place="canvas" blank={printsBlank} />
      <Help id="dyo-canvas-help">{t(wide ? 'editor::canvas::help' : 'editor::canvas::helpTouch')}</Help>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </>
  );

  const savePanel = (
    <>
      <h2>{t('editor::preview::title')}</h2>
      <ProductPreview document={state.present} side={side} template={template} />
      <DesignChecks check={check} layers={layers} targetDpi={area.targetDpi} place="save" blank={printsBlank} />
      {otherSides.map((o) => (
        <DesignChecks
          key={o.side}
          check={o.check}
          layers={o.layers}
          targetDpi={areaOf(o.side).targetDpi}
          place="save"
          side={t(`editor::side::${o.side}`)}
          blank={false}
        />
      ))}
      <Button $fullWidth onClick={requestSave} disabled={!canSave || printsBlank || saveStatus.state === 'saving'}>
        {saveStatus.state === 'saving' ? t('editor::save::saving') : t('editor::save::button')}
      </Button>
      {confirming ? (
        <div ref={confirmRef} tabIndex={-1} role="alertdialog" aria-labelledby="dyo-save-confirm" aria-modal="false">
          <Status $bad id="dyo-save-confirm">
            {t('editor::save::confirm::question')}
          </Status>
          <Button $fullWidth onClick={requestSave}>
            {t('editor::save::confirm::yes')}
          </Button>
          <Button
            $fullWidth
            $variant="secondary"
            onClick={() => {
              setConfirmFor(null);
              focusCanvas();
            }}
          >
            {t('editor::save::confirm::no')}
          </Button>
        </div>
      ) : null}
      <div aria-live="polite" ref={saveStatusRef} tabIndex={-1}>
        {printsBlank ? <Status $bad>{t('editor::checks::blank')}</Status> : null}
        {!canSave ? <Status $bad>{t('editor::save::empty')}</Status> : null}
        {saveStatus.state === 'saved' ? (
          <>
            <Status>{t('editor::save::saved')}</Status>
            <ButtonLink as={LocalizedLink} to="/cart/" $variant="secondary" $fullWidth>
              {t('editor::save::toCart')}
            </ButtonLink>
          </>
        ) : null}
        {saveStatus.state === 'failed' ? (
          <Status $bad role="alert">
            {t(`editor::save::failed::${saveStatus.reason}`)}
          </Status>
        ) : null}
      </div>
    </>
  );

  const tools: ToolContext = {
    t,
    state,
    layers,
    selected,
    area,
    template,
    settings,
    withBackground,
    upload: {
      problem,
      busy,
      progress,
      onCancel: () => uploading.current?.abort(),
      onFile: (file, replace) => void addImage(file, replace),
    },
    panning: !!selected && panningId === selected.id,
    onPanning: (on) => setPanningId(on && selected ? selected.id : null),
    dispatch,
    add,
    changeSelected,
    applyTemplate: (id) => void applyTemplate(id),
    fitSelected,
    savePanel,
  };

  if (wide) {
    return (
      <Grid onKeyDown={onKeyDown}>
        <div>{canvas}</div>
        <Tools>{widePanels(tools)}</Tools>
      </Grid>
    );
  }

  return (
    <Grid onKeyDown={onKeyDown}>
      <div>{canvas}</div>
      {sheet ? (
        <Sheet id="dyo-sheet" role="region" aria-label={t(`editor::sheets::${sheet}`)}>
          <Button $variant="secondary" $small onClick={() => setSheet(null)}>
            {t('editor::sheets::close')}
          </Button>
          {sheetPanels(sheet, tools)}
        </Sheet>
      ) : null}
      <SheetBar role="toolbar" aria-label={t('editor::sheets::toolbar')}>
        {SHEETS.map(({ id, icon }) => (
          <button
            key={id}
            type="button"
            aria-expanded={sheet === id}
            aria-controls={sheet === id ? 'dyo-sheet' : undefined}
            onClick={() => setSheet(sheet === id ? null : id)}
          >
            <span aria-hidden="true">{icon}</span>
            {t(`editor::sheets::${id}`)}
          </button>
        ))}
      </SheetBar>
    </Grid>
  );
}
