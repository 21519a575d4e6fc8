import styled from 'styled-components';
import { tint } from '@/components/ui/tint';
import { useT } from '@/components/i18n/use-t';
import type { DesignLayer } from '@/lib/dyo/design-document';
import type { EditorAction } from '@/lib/dyo/editor-state';
import { scaleLayer } from '@/lib/dyo/keyboard';
import { imageQuality } from './image-tools';
import { ToolButton } from './tool-button';
import { layerName } from './use-announcer';
import { theme } from '@/styles/theme';

const List = styled.ol`
  display: flex;
  flex-direction: column-reverse;
  gap: 6px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Select = styled.button`
  width: 100%;
  min-height: ${theme.tapTarget};
  padding: 6px 10px;
  border: 2px solid ${theme.colors.base4};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.base1};
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.colors.hunter500};
    background: ${theme.colors.hunter100};
    font-weight: 700;
  }
`;

const Warning = styled.p`
  &[data-level='too-low'] {
    background: ${theme.colors.coral100};
    color: ${theme.colors.danger};
    font-weight: 700;
  }
  margin: 0;
  padding: 6px 10px;
  ${tint('gold100', 'warning')}
  font-size: ${theme.font.size.sm};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 6px;
`;

interface Props {
  layers: DesignLayer[];
  selected: DesignLayer | null;
  area: { widthMm: number; heightMm: number; targetDpi: number };
  dispatch: (action: EditorAction) => void;
  onFit: () => void;
}

/** The layers, top first, and buttons for everything the canvas does by pointer (keyboard and screen readers). */
export function LayerPanel({ layers, selected, area, dispatch, onFit }: Props) {
  const { t } = useT('dyo');
  const change = (changes: Partial<DesignLayer>) => selected && dispatch({ type: 'layerChanged', id: selected.id, changes });
  return (
    <section aria-labelledby="dyo-layers-heading">
      <h2 id="dyo-layers-heading">{t('editor::layers::title')}</h2>
      {layers.length === 0 ? <p>{t('editor::layers::empty')}</p> : null}
      <List>
        {layers.map((layer, index) => {
          const quality = layer.type === 'image' ? imageQuality(layer, area.targetDpi) : null;
          return (
            <Item key={layer.id}>
              <Select
                aria-pressed={layer.id === selected?.id}
                onClick={() => dispatch({ type: 'layerSelected', id: layer.id === selected?.id ? null : layer.id })}
              >
                {layerName(t, layer, index)}
              </Select>
              {quality && quality.level !== 'ok' ? (
                <Warning data-level={quality.level}>{t(`editor::quality::short::${quality.level}`, { percent: quality.percent })}</Warning>
              ) : null}
            </Item>
          );
        })}
      </List>
      {selected ? (
        <div role="group" aria-label={t('editor::layers::controls')}>
          <Grid>
            <ToolButton label={t('editor::move::left')} icon="←" onClick={() => change({ x: selected.x - 2 })} />
            <ToolButton label={t('editor::move::right')} icon="→" onClick={() => change({ x: selected.x + 2 })} />
            <ToolButton label={t('editor::move::up')} icon="↑" onClick={() => change({ y: selected.y - 2 })} />
            <ToolButton label={t('editor::move::down')} icon="↓" onClick={() => change({ y: selected.y + 2 })} />
            <ToolButton label={t('editor::scale::bigger')} icon="+" onClick={() => change(scaleLayer(selected, 1.1))} />
            <ToolButton label={t('editor::scale::smaller')} icon="−" onClick={() => change(scaleLayer(selected, 1 / 1.1))} />
            <ToolButton label={t('editor::rotate::left')} icon="↺" onClick={() => change({ rotation: selected.rotation - 15 })} />
            <ToolButton label={t('editor::rotate::right')} icon="↻" onClick={() => change({ rotation: selected.rotation + 15 })} />
            <ToolButton
              label={t('editor::order::forward')}
              icon="⤒"
              onClick={() => dispatch({ type: 'layerMoved', id: selected.id, direction: 'up' })}
            />
            <ToolButton
              label={t('editor::order::backward')}
              icon="⤓"
              onClick={() => dispatch({ type: 'layerMoved', id: selected.id, direction: 'down' })}
            />
            <ToolButton label={t('editor::center')} icon="⊕" onClick={() => change({ x: area.widthMm / 2, y: area.heightMm / 2 })} />
            <ToolButton label={t('editor::fitShort')} icon="⤢" onClick={onFit} />
            <ToolButton label={t('editor::delete')} icon="🗑" onClick={() => dispatch({ type: 'layerRemoved', id: selected.id })} />
          </Grid>
        </div>
      ) : null}
    </section>
  );
}
