import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { IMAGE_FILTERS, type ImageCrop, type ImageLayer } from '@/lib/dyo/design-document';
import { cropPixels } from '@/lib/dyo/design-nodes';
import { printQuality, type PrintQuality } from '@/lib/dyo/print-quality';
import { Panel, Row } from './panel';
import { theme } from '@/styles/theme';

const Meter = styled.div`
  padding: 8px 10px;
  border-radius: ${theme.radius.small};
  font-size: ${theme.font.size.sm};
  &[data-level='ok'] { background: ${theme.colors.hunter100}; color: ${theme.colors.ink900}; }
  &[data-level='warning'] { background: ${theme.colors.gold100}; color: ${theme.colors.ink900}; }
  &[data-level='too-low'] { background: ${theme.colors.coral100}; color: ${theme.colors.danger}; font-weight: 700; }
  meter { width: 100%; height: 12px; }
  p { margin: 0 0 4px; }
`;

/** The quality of an image at its placed size, against the product's target DPI. */
export function imageQuality(layer: ImageLayer, targetDpi: number): PrintQuality {
  return printQuality(cropPixels(layer), layer, targetDpi);
}

export function QualityMeter({ layer, targetDpi }: { layer: ImageLayer; targetDpi: number }) {
  const { t } = useT('dyo');
  const q = imageQuality(layer, targetDpi);
  return (
    <Meter data-level={q.level} role="status">
      <p>{t(`editor::quality::${q.level}`, { dpi: q.dpi, percent: q.percent, target: targetDpi })}</p>
      <meter min={0} max={150} low={50} high={99.9} optimum={150} value={Math.min(150, q.percent)} aria-label={t('editor::quality::label')} />
    </Meter>
  );
}

interface Props {
  layer: ImageLayer;
  targetDpi: number;
  onChange: (changes: Partial<ImageLayer>, field: string) => void;
}

const FULL: ImageCrop = { x: 0, y: 0, width: 1, height: 1 };

/** Crop a picture inside its frame (it keeps its scale), and filters. */
export function ImageTools({ layer, targetDpi, onChange }: Props) {
  const { t } = useT('dyo');
  const id = useId();
  const crop = layer.crop ?? FULL;
  const edges = { left: crop.x, right: 1 - crop.x - crop.width, top: crop.y, bottom: 1 - crop.y - crop.height };
  const mmPerFraction = { x: layer.width / crop.width, y: layer.height / crop.height };
  const setEdge = (edge: keyof typeof edges, value: number) => {
    const e = { ...edges, [edge]: value };
    const next: ImageCrop = { x: e.left, y: e.top, width: Math.max(0.05, 1 - e.left - e.right), height: Math.max(0.05, 1 - e.top - e.bottom) };
    // The picture keeps its scale: the frame shrinks with what is cut away.
    onChange({ crop: next, width: next.width * mmPerFraction.x, height: next.height * mmPerFraction.y }, `crop-${edge}`);
  };
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('editor::imageTools::title')}</h2>
      <QualityMeter layer={layer} targetDpi={targetDpi} />
      <fieldset>
        <legend>{t('editor::imageTools::crop')}</legend>
        <Row>
          {(['left', 'right', 'top', 'bottom'] as const).map((edge) => (
            <label key={edge}>
              {t(`editor::imageTools::edges::${edge}`, { percent: Math.round(edges[edge] * 100) })}
              <input type="range" min={0} max={0.45} step={0.01} value={edges[edge]} onChange={(e) => setEdge(edge, Number(e.target.value))} />
            </label>
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
        <label>
          {t('editor::imageTools::brightness', { value: Math.round((layer.brightness ?? 0) * 100) })}
          <input type="range" min={-0.5} max={0.5} step={0.05} value={layer.brightness ?? 0} onChange={(e) => onChange({ brightness: Number(e.target.value) }, 'brightness')} />
        </label>
        <label>
          {t('editor::imageTools::contrast', { value: layer.contrast ?? 0 })}
          <input type="range" min={-50} max={50} step={5} value={layer.contrast ?? 0} onChange={(e) => onChange({ contrast: Number(e.target.value) }, 'contrast')} />
        </label>
      </Row>
    </Panel>
  );
}
