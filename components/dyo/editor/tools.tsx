/**
 * The editor's tools, registered once: the workspace renders whatever is listed here, so a new tool
 * is one entry (docs/design-your-own.md#the-editor).
 */
import type { TFunction } from 'i18next';
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import type { DesignDocument, DesignLayer, ImageLayer, TextLayer } from '@/lib/dyo/design-document';

type StickerLayer = Extract<DesignLayer, { type: 'sticker' }>;
import { textSize } from '@/canvas/design-nodes';
import { newLayerId, type EditorAction, type EditorState } from '@/lib/dyo/editor-state';
import { fitFactor, freeTextY } from '@/lib/dyo/print-area-layout';
import { MIN_PRINT_TEXT_MM } from '@/lib/dyo/text-rules';
import type { PrintArea } from '@/lib/dyo/products';
import { productType } from '@/lib/dyo/product-types';
import type { StarterTemplateId } from '@/lib/dyo/starter-templates';
import type { ProductTemplate } from '@/lib/dyo/templates';
import { AddImagePanel } from './add-panel';
import { surfaceOf } from './design-checks';
import { ImageTools } from './image-tools';
import { LayerPanel } from './layer-panel';
import { StickerPanel } from './sticker-panel';
import { TemplatePanel } from './template-panel';
import { TextPanel, type TextStyle } from './text-panel';

/** The sheets of the phone's bottom toolbar, in its order, with their icons. */
export const SHEETS = [
  { id: 'image', icon: '🖼' },
  { id: 'text', icon: 'T' },
  { id: 'stickers', icon: '★' },
  { id: 'background', icon: '◐' },
  { id: 'layers', icon: '☰' },
  { id: 'save', icon: '✓' },
] as const;
export type SheetId = (typeof SHEETS)[number]['id'];

/** What a tool's panel may read and do (built by the workspace once per render). */
export interface ToolContext {
  t: TFunction<'dyo'>;
  state: EditorState;
  layers: DesignLayer[];
  selected: DesignLayer | null;
  area: PrintArea;
  template: ProductTemplate;
  /** Product settings from the engine (garment side and colour, map settings). */
  settings?: ReactNode;
  withBackground: boolean;
  upload: Omit<ComponentProps<typeof AddImagePanel>, 'canReplace'>;
  panning: boolean;
  onPanning: (on: boolean) => void;
  dispatch: (action: EditorAction) => void;
  /** Adds a made layer: selected, the sheet closes and the canvas takes the focus. */
  add: (layer: DesignLayer) => void;
  changeSelected: (changes: Partial<DesignLayer>, field: string) => void;
  applyTemplate: (id: StarterTemplateId) => void;
  fitSelected: () => void;
  /** The save panel (preview, button, status), which belongs to the engine's saving. */
  savePanel: ReactNode;
}

interface EditorTool {
  id: string;
  /** The sheet it is shown in on a phone. */
  sheet: SheetId;
  /** On a wide screen the column shows the tools in this order (product settings first). */
  wideOrder: number;
  /** Its panel, or null where it has nothing to offer (no templates for a map cover). */
  panel: (ctx: ToolContext) => ReactNode;
}

/** A new layer's place: the print area's centre, upright. */
const centred = (area: PrintArea) => ({ x: area.widthMm / 2, y: area.heightMm / 2, rotation: 0 });

/** A new picture: centred, 80 % of the print area. */
export function newImageLayer(
  image: Pick<ImageLayer, 'src' | 'naturalWidth' | 'naturalHeight'> & Partial<ImageLayer>,
  area: PrintArea,
): ImageLayer {
  const f = fitFactor({ width: image.naturalWidth, height: image.naturalHeight }, area, 0.8, Infinity);
  return { id: newLayerId(), type: 'image', ...image, ...centred(area), width: image.naturalWidth * f, height: image.naturalHeight * f };
}

/** A new text: inside the safe zone (a long text starts smaller, down to 6 pt), in a free band below or above the other texts. */
function newTextLayer(style: TextStyle, area: PrintArea, layers: readonly DesignLayer[]): TextLayer {
  const layer: TextLayer = { id: newLayerId(), type: 'text', ...style, ...centred(area) };
  const size = textSize(layer);
  const f = fitFactor(size, { widthMm: area.widthMm - area.safeMm * 2, heightMm: area.heightMm - area.safeMm * 2 }, 1);
  const taken = layers.flatMap((l) =>
    l.type === 'text' ? [{ top: l.y - textSize(l).height / 2, bottom: l.y + textSize(l).height / 2 }] : [],
  );
  // A long text shrinks to fit, but not below the smallest font that prints legibly (6 pt).
  const g = Math.max(f, Math.min(1, MIN_PRINT_TEXT_MM / layer.fontSize));
  const y = freeTextY(size.height * g, taken, area);
  return { ...layer, y, fontSize: layer.fontSize * g, ...(layer.strokeWidth ? { strokeWidth: layer.strokeWidth * g } : {}) };
}

/** A new sticker or shape: centred, 40 % of the print area's shorter side. */
function newStickerLayer(sticker: string, fill: string, area: PrintArea): StickerLayer {
  const size = Math.min(area.widthMm, area.heightMm) * 0.4;
  return { id: newLayerId(), type: 'sticker', sticker, fill, ...centred(area), width: size, height: size };
}

const templatesOf = (document: DesignDocument) => productType(document.kind).templates;

const EDITOR_TOOLS: readonly EditorTool[] = [
  {
    id: 'photo',
    sheet: 'image',
    wideOrder: 1,
    panel: ({ upload, selected }) => <AddImagePanel {...upload} canReplace={selected?.type === 'image'} />,
  },
  {
    id: 'template',
    sheet: 'image',
    wideOrder: 2,
    panel: ({ state, applyTemplate }) =>
      templatesOf(state.present).length > 0 ? <TemplatePanel templates={templatesOf(state.present)} onApply={applyTemplate} /> : null,
  },
  {
    id: 'text',
    sheet: 'text',
    wideOrder: 3,
    panel: ({ state, selected, area, layers, add, changeSelected, dispatch }) => (
      <TextPanel
        selected={selected?.type === 'text' ? selected : null}
        surface={surfaceOf(state.present)}
        defaultSize={area.widthMm / 8}
        onAdd={(style) => add(newTextLayer(style, area, layers))}
        onChange={changeSelected}
        onNew={() => dispatch({ type: 'layerSelected', id: null })}
      />
    ),
  },
  {
    id: 'sticker',
    sheet: 'stickers',
    wideOrder: 4,
    panel: ({ area, add }) => <StickerPanel onAdd={(sticker, fill) => add(newStickerLayer(sticker, fill, area))} />,
  },
  {
    id: 'product',
    sheet: 'background',
    wideOrder: 0,
    panel: ({ t, settings, withBackground, state, dispatch }) => (
      <>
        {settings}
        {withBackground ? (
          <section aria-labelledby="dyo-bg-title">
            <h2 id="dyo-bg-title">{t('editor::background::title')}</h2>
            <label className="field">
              {t('editor::background::label')}
              <input
                type="color"
                value={state.present.background}
                onChange={(e) => dispatch({ type: 'backgroundChanged', color: e.target.value })}
              />
            </label>
          </section>
        ) : null}
      </>
    ),
  },
  {
    id: 'layers',
    sheet: 'layers',
    wideOrder: 5,
    panel: ({ selected, area, layers, dispatch, fitSelected, changeSelected, panning, onPanning }) => (
      <>
        {selected?.type === 'image' ? (
          <ImageTools layer={selected} targetDpi={area.targetDpi} onChange={changeSelected} panning={panning} onPanning={onPanning} />
        ) : null}
        <LayerPanel layers={layers} selected={selected} area={area} dispatch={dispatch} onFit={fitSelected} />
      </>
    ),
  },
  { id: 'save', sheet: 'save', wideOrder: 6, panel: ({ savePanel }) => savePanel },
];

const WIDE = [...EDITOR_TOOLS].sort((a, b) => a.wideOrder - b.wideOrder);

/** The tools of one sheet (a phone), in the registry's order. */
export function sheetPanels(sheet: SheetId, ctx: ToolContext): ReactNode {
  return EDITOR_TOOLS.filter((tool) => tool.sheet === sheet).map((tool) => <Fragment key={tool.id}>{tool.panel(ctx)}</Fragment>);
}

/** Every tool in the wide column's order. */
export function widePanels(ctx: ToolContext): ReactNode {
  return WIDE.map((tool) => <Fragment key={tool.id}>{tool.panel(ctx)}</Fragment>);
}
