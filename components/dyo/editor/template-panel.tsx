import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import type { StarterTemplateId } from '@/lib/dyo/starter-templates';
import { Panel } from './panel';
import { ToolButton } from './tool-button';

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
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
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('editor::templates::title')}</h2>
      <p className="hint">{t('editor::templates::hint')}</p>
      <List>
        {templates.map((template) => (
          <ToolButton
            key={template}
            icon={ICONS[template]}
            label={t(`editor::templates::names::${template}`)}
            onClick={() => onApply(template)}
          />
        ))}
      </List>
    </Panel>
  );
}
