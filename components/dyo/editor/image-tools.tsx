import { useId, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { useLocale } from '@/components/ui/use-locale';
import { IMAGE_FILTERS, type ImageLayer } from '@/lib/dyo/design-document';
import { cropEdge, cropEdges, panCrop } from '@/lib/dyo/crop';
import { printSourcePixels } from '@/canvas/design-nodes';
import { printQuality, type PrintQuality } from '@/lib/dyo/print-quality';
import { Panel, Range, Row } from './panel';
import { ToolButton } from './tool-button';
import { theme } from '@/styles/theme';

const Meter = styled.div`
  padding: 8px 10px;
  border-radius: ${theme.radius.small};
  font-size: ${theme.font.size.sm};
  &[data-level='ok'] {
    background: ${theme.colors.hunter100};
    color: ${theme.colors.ink900};
  }
  &[data-level='warning'] {
    background: ${theme.colors.gold100};
    color: ${theme.colors.ink900};
  }
  &[data-level='too-low'] {
    background: ${theme.colors.coral100};
    color: ${theme.colors.danger};
    font-weight: 700;
  }
  meter {
    width: 100%;
    height: 12px;
  }
  p {
    margin: 0 0 4px;
  }
`;

/** The quality of an image at its placed size, from the original's pixels, against the product's target DPI. */
export function imageQuality(layer: ImageLayer, targetDpi: number): PrintQuality {
  return printQuality(printSourcePixels(layer), layer, targetDpi);
}

/** Centimetres in the shopper's number format, rounded down (one decimal under 10 cm). */
const cm = (mm: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: mm < 100 ? 1 : 0 }).format(mm < 100 ? Math.floor(mm) / 10 : Math.floor(mm / 10));

function QualityMeter({ layer, targetDpi }: { layer: ImageLayer; targetDpi: number }) {
  const { t } = useT('dyo');
  const locale = useLocale();
  const q = imageQuality(layer, targetDpi);
  return (
    <Meter data-level={q.level} role="status">
      <p>
        {t(`editor::quality::${q.level}`, {
          dpi: q.dpi,
          percent: q.percent,
          target: targetDpi,
          maxWidth: cm(q.maxMm.width, locale),
          maxHeight: cm(q.maxMm.height, locale),
        })}
      </p>
      <meter
        min={0}
        max={150}
        low={50}
        high={99.9}
        optimum={150}
        value={Math.min(150, q.percent)}
        aria-label={t('editor::quality::label')}
      />
    </Meter>
  );
}

interface Props {
  layer: ImageLayer;
  targetDpi: number;
  onChange: (changes: Partial<ImageLayer>, field: string) => void;
  /** Crop mode: a drag on the canvas moves the picture inside its frame. */
  panning: boolean;
  onPanning: (on: boolean) => void;
}

/** How far one press moves the picture inside its frame (mm; with Shift 5 mm), as the arrow keys move a layer. */
const PAN_MM = 1;
const PAN_KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const PAN_BUTTONS = [
  ['left', -1, 0, '←'],
  ['right', 1, 0, '→'],
  ['up', 0, -1, '↑'],
  ['down', 0, 1, '↓'],
] as const;

/** Crop a picture inside its frame (it keeps its scale), and filters. */
export function ImageTools({ layer, targetDpi, onChange, panning, onPanning }: Props) {
  const { t } = useT('dyo');
  const id = useId();
  const edges = cropEdges(layer);
  // The picture keeps its scale: the frame shrinks with what is cut away.
  const setEdge = (edge: keyof typeof edges, value: number) => onChange(cropEdge(layer, edge, value), `crop-${edge}`);
  const pan = (dx: number, dy: number, step = PAN_MM) => onChange({ crop: panCrop(layer, dx * step, dy * step) }, 'crop-pan');
  const onPanKey = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    const move = PAN_KEYS[e.key];
    if (!move) return;
    // The arrows move the picture inside its frame here, not the layer on the canvas.
    e.preventDefault();
    e.stopPropagation();
    pan(move[0], move[1], e.shiftKey ? PAN_MM * 5 : PAN_MM);
  };
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('editor::imageTools::title')}</h2>
      <QualityMeter layer={layer} targetDpi={targetDpi} />
      <fieldset>
        <legend>{t('editor::imageTools::crop')}</legend>
        <Row>
          {(['left', 'right', 'top', 'bottom'] as const).map((edge) => (
            <Range
              key={edge}
              label={t(`editor::imageTools::edges::${edge}`, { percent: Math.round(edges[edge] * 100) })}
              min={0}
              max={0.45}
              step={0.01}
              value={edges[edge]}
              onChange={(value) => setEdge(edge, value)}
            />
          ))}
        </Row>
      </fieldset>
      <fieldset onKeyDown={onPanKey} aria-describedby={`${id}-pan-help`}>
        <legend>{t('editor::imageTools::pan::title')}</legend>
        <p id={`${id}-pan-help`}>{t('editor::imageTools::pan::help')}</p>
        <Row>
          <ToolButton label={t('editor::imageTools::pan::drag')} icon="✥" pressed={panning} onClick={() => onPanning(!panning)} />
        </Row>
        <Row>
          {PAN_BUTTONS.map(([way, dx, dy, arrow]) => (
            <ToolButton key={way} label={t(`editor::imageTools::pan::${way}`)} icon={arrow} onClick={() => pan(dx, dy)} />
          ))}
        </Row>
      </fieldset>
      <label>
        {t('editor::imageTools::filter')}
        <select value={layer.filter ?? 'none'} onChange={(e) => onChange({ filter: e.target.value as ImageLayer['filter'] }, 'filter')}>
          {IMAGE_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`editor::imageTools::filters::${f}`)}
            </option>
          ))}
        </select>
      </label>
      <Row>
        <Range
          label={t('editor::imageTools::brightness', { value: Math.round((layer.brightness ?? 0) * 100) })}
          min={-0.5}
          max={0.5}
          step={0.05}
          value={layer.brightness ?? 0}
          onChange={(brightness) => onChange({ brightness }, 'brightness')}
        />
        <Range
          label={t('editor::imageTools::contrast', { value: layer.contrast ?? 0 })}
          min={-50}
          max={50}
          step={5}
          value={layer.contrast ?? 0}
          onChange={(contrast) => onChange({ contrast }, 'contrast')}
        />
      </Row>
    </Panel>
  );
}
