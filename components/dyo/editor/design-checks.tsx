/**
 * What to check before printing (lib/dyo/design-checks.ts), worked out for the side on the canvas and named in a list under the canvas and
 * in the save sheet, on every screen size: a layer off the print area, on the camera opening or past the safe zone, a text too small or
 * hard to read, a picture below the print-quality threshold, a side that would print blank.
 */
import styled from 'styled-components';
import { tint } from '@/components/ui/tint';
import type { TFunction } from 'i18next';
import { useT } from '@/components/i18n/use-t';
import { layerSize } from '@/canvas/design-nodes';
import type { DesignDocument, DesignLayer } from '@/lib/dyo/design-document';
import { backgroundPrints, checkSide, type LayerCheck, type SideCheck } from '@/lib/dyo/design-checks';
import { productInfo } from '@/lib/dyo/product-types/info';
import type { PrintArea } from '@/lib/dyo/products';
import { MIN_PRINT_TEXT_PT } from '@/lib/dyo/text-rules';
import { theme } from '@/styles/theme';
import { imageQuality } from './image-tools';
import { layerName } from './use-announcer';

/** What a text is printed on: a garment's colour, a cover's background (a map cover's text is on the map: not checked). */
export function surfaceOf(document: DesignDocument): string | undefined {
  if (document.kind === 'clothes') return document.garmentColor ?? '#ffffff';
  return productInfo(document.kind).background ? document.background : undefined;
}

/** The checks of the layers on the canvas. */
export function designCheck(document: DesignDocument, layers: readonly DesignLayer[], area: PrintArea): SideCheck {
  return checkSide({
    layers,
    area,
    sizeOf: layerSize,
    surface: surfaceOf(document),
    lowQuality: (layer) => imageQuality(layer, area.targetDpi).level !== 'ok',
    printedBackground: backgroundPrints(document),
  });
}

/** One check said for one layer. */
function problemOf(t: TFunction<'dyo'>, check: LayerCheck, layer: DesignLayer, targetDpi: number): string {
  if (check !== 'low-quality') return t(`editor::checks::${check}`, { pt: MIN_PRINT_TEXT_PT });
  // Only a picture is checked for print quality (lib/dyo/design-checks.ts), and it says how good it is.
  if (layer.type !== 'image') return '';
  const q = imageQuality(layer, targetDpi);
  return t(`editor::quality::short::${q.level === 'ok' ? 'warning' : q.level}`, { percent: q.percent });
}

const List = styled.div`
  margin: 8px 0 0;
  padding: 8px 10px;
  ${tint('gold100', 'ink900')}
  font-size: ${theme.font.size.sm};
  h3 {
    margin: 0 0 4px;
    font-size: ${theme.font.size.sm};
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  &[data-blank='true'] {
    background: ${theme.colors.coral100};
  }
`;

interface Props {
  check: SideCheck;
  layers: readonly DesignLayer[];
  targetDpi: number;
  /** Tells apart the list under the canvas from the one in the save sheet (ids). */
  place: 'canvas' | 'save';
  /** Nothing of the whole design would be printed (said once, with the side on the canvas). */
  blank: boolean;
  /** The garment side the list is about, where it is not the one on the canvas. */
  side?: string;
}

/** The layers to check, by name, and what about them; nothing when all is well. */
export function DesignChecks({ check, layers, targetDpi, place, blank, side }: Props) {
  const { t } = useT('dyo');
  if (check.findings.length === 0 && !blank) return null;
  const id = `dyo-checks-${place}${side ? '-other-side' : ''}`;
  return (
    // Only the list under the canvas is a named group: the save sheet's copy is not a second one of the same name.
    <List data-blank={blank ? 'true' : 'false'} {...(place === 'canvas' ? { role: 'group', 'aria-labelledby': id } : {})}>
      <h3 id={id}>{side ? `${t('editor::checks::title')} – ${side}` : t('editor::checks::title')}</h3>
      {blank ? <p>{t('editor::checks::blank')}</p> : null}
      <ul>
        {check.findings.map((finding) => {
          const index = layers.findIndex((l) => l.id === finding.id);
          const layer = layers[index];
          if (!layer) return null;
          return (
            <li key={finding.id}>
              {t('editor::checks::item', {
                name: layerName(t, layer, index),
                problems: finding.checks.map((c) => problemOf(t, c, layer, targetDpi)).join('; '),
              })}
            </li>
          );
        })}
      </ul>
    </List>
  );
}
