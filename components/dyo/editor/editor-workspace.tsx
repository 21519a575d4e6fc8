/**
 * The editor: canvas, undo/redo, adding images and text, layers with their
 * controls, the live preview and saving to the cart. Every pointer action has
 * a keyboard way (keys on the canvas and the workspace, buttons in the panel).
 */
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { Button, ButtonLink } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { GarmentSide } from '@/lib/dyo/design-document';
import { newLayerId } from '@/lib/dyo/editor-state';
import { keyAction } from '@/lib/dyo/keyboard';
import { readUpload } from '@/lib/dyo/read-upload';
import type { ProductTemplate } from '@/lib/dyo/templates';
import type { UploadProblem } from '@/lib/dyo/upload-rules';
import { up } from '@/styles/theme';
import { AddPanel } from './add-panel';
import { DesignCanvas } from './design-canvas';
import { LayerPanel } from './layer-panel';
import { ProductPreview } from './product-preview';
import { ToolButton } from './tool-button';
import type { DesignEditor } from './use-design-editor';
import { useElementWidth } from './use-element-width';
import type { SaveStatus } from './use-save-design';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  ${up('lg')} { grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr); align-items: start; }
  h2 { margin: 0 0 8px; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const CanvasBox = styled.div`
  display: flex;
  justify-content: center;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.default};
  background: ${({ theme }) => theme.colors.base3};
  touch-action: none;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.gold500}; outline-offset: 2px; }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 8px;
`;

const Help = styled.p`
  margin: 8px 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.ink500};
`;

const Status = styled.p<{ $bad?: boolean }>`
  margin: 8px 0;
  font-weight: 700;
  color: ${({ theme, $bad }) => ($bad ? theme.colors.danger : theme.colors.success)};
`;

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
}

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

export default function EditorWorkspace({ editor, template, settings, canSave, saveStatus, onSave, withBackground, side }: Props) {
  const { t } = useTranslation('dyo');
  const { state, dispatch, layers, selected } = editor;
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const [problem, setProblem] = useState<UploadProblem | 'unreadable' | null>(null);
  const [busy, setBusy] = useState(false);
  const area = template.area;

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (TYPING.has(target.tagName)) return;
    const action = keyAction(event, selected);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };

  const addImage = async (file: File) => {
    setBusy(true);
    const result = await readUpload(file);
    setBusy(false);
    if (!result.ok) return setProblem(result.problem);
    setProblem(null);
    const { naturalWidth: w, naturalHeight: h } = result.image;
    const f = Math.min((area.widthMm * 0.8) / w, (area.heightMm * 0.8) / h);
    dispatch({ type: 'layerAdded', layer: { id: newLayerId(), type: 'image', ...result.image, x: area.widthMm / 2, y: area.heightMm / 2, rotation: 0, width: w * f, height: h * f } });
  };

  return (
    <Grid onKeyDown={onKeyDown}>
      <div>
        <Bar role="toolbar" aria-label={t('editor::history::toolbar')}>
          <ToolButton label={t('editor::history::undo')} icon="↶" disabled={state.past.length === 0} onClick={() => dispatch({ type: 'undone' })} />
          <ToolButton label={t('editor::history::redo')} icon="↷" disabled={state.future.length === 0} onClick={() => dispatch({ type: 'redone' })} />
        </Bar>
        <CanvasBox ref={ref} tabIndex={0} role="group" aria-label={t('editor::canvas::label')} aria-describedby="dyo-canvas-help">
          <DesignCanvas document={state.present} layers={layers} selectedId={state.selectedId} template={template} width={width - 16} maxHeight={640} dispatch={dispatch} />
        </CanvasBox>
        <Help id="dyo-canvas-help">{t('editor::canvas::help')}</Help>
      </div>
      <div>
        {settings}
        <AddPanel
          problem={problem}
          busy={busy}
          onFile={(file) => void addImage(file)}
          onText={(text, fontFamily, fill) =>
            dispatch({ type: 'layerAdded', layer: { id: newLayerId(), type: 'text', text, fontFamily, fill, fontSize: area.widthMm / 8, x: area.widthMm / 2, y: area.heightMm / 2, rotation: 0 } })
          }
          background={withBackground ? state.present.background : undefined}
          onBackground={withBackground ? (color) => dispatch({ type: 'backgroundChanged', color }) : undefined}
        />
        <LayerPanel layers={layers} selected={selected} area={area} dispatch={dispatch} />
        <h2>{t('editor::preview::title')}</h2>
        <ProductPreview document={state.present} side={side} template={template} />
        <Button $fullWidth onClick={onSave} disabled={!canSave || saveStatus.state === 'saving'}>
          {saveStatus.state === 'saving' ? t('editor::save::saving') : t('editor::save::button')}
        </Button>
        <div aria-live="polite">
          {!canSave ? <Status $bad>{t('editor::save::empty')}</Status> : null}
          {saveStatus.state === 'saved' ? (
            <>
              <Status>{t('editor::save::saved')}</Status>
              <ButtonLink as={LocalizedLink} to="/cart/" $variant="secondary" $fullWidth>
                {t('editor::save::toCart')}
              </ButtonLink>
            </>
          ) : null}
          {saveStatus.state === 'failed' ? <Status $bad role="alert">{t(`editor::save::failed::${saveStatus.reason}`)}</Status> : null}
        </div>
      </div>
    </Grid>
  );
}
