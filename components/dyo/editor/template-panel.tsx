import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import type { StarterTemplateId } from '@/lib/dyo/starter-templates';
import { Panel } from './panel';
import { ToolButton } from './tool-button';
import { useRovingFocus } from './use-roving-focus';

/** Templates per row (Up and Down move by a row). */
const COLUMNS = 2;

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(${COLUMNS}, minmax(0, 1fr));
  gap: 6px;
`;

const ICONS: Record<StarterTemplateId, string> = {
  'photo-caption': '🖼',
  name: 'Aa',
  monogram: '♛',
  collage: '▦',
  badge: '☀',
  polaroid: '▣',
  duo: '◫',
  quote: '❝',
  team: '№',
  year: '#',
  love: '♥',
  'night-sky': '☾',
};

/** Starter templates: one click lays a design out on the current side (undo brings the old one back). */
export function TemplatePanel({
  templates,
  onApply,
}: {
  templates: readonly StarterTemplateId[];
  onApply: (id: StarterTemplateId) => void;
}) {
  const { t } = useT('dyo');
  const id = useId();
  const roving = useRovingFocus(templates.length, COLUMNS);
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('editor::templates::title')}</h2>
      <p className="hint">{t('editor::templates::hint')}</p>
      <List onKeyDown={roving.onKeyDown}>
        {templates.map((template, index) => (
          <ToolButton
            key={template}
            {...roving.item(index)}
            icon={ICONS[template]}
            label={t(`editor::templates::names::${template}`)}
            onClick={() => onApply(template)}
          />
        ))}
      </List>
    </Panel>
  );
}
