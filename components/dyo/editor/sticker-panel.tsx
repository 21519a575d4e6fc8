import { useId, useState } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { STICKER_BOX, STICKERS } from '@/lib/dyo/stickers';
import { Panel } from './panel';
import { TEXT_COLORS } from './text-panel';
import { useRovingFocus } from './use-roving-focus';
import { theme } from '@/styles/theme';

/** Stickers per row (Up and Down move by a row). */
const STICKER_COLUMNS = 5;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(${STICKER_COLUMNS}, minmax(0, 1fr));
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    min-height: 52px;
    padding: 6px;
    border: 1px solid ${theme.colors.base4};
    border-radius: ${theme.radius.small};
    background: ${theme.colors.base1};
    cursor: pointer;
  }
  button:hover {
    background: ${theme.colors.base2};
  }
  svg {
    width: 36px;
    height: 36px;
  }
`;

interface Props {
  onAdd: (sticker: string, fill: string) => void;
}

/** The shipped stickers (drawn for this project), in a colour the shopper picks. */
export function StickerPanel({ onAdd }: Props) {
  const { t } = useT('dyo');
  const id = useId();
  const [fill, setFill] = useState<string>(TEXT_COLORS[2].value);
  const roving = useRovingFocus(STICKERS.length, STICKER_COLUMNS);
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('editor::stickers::title')}</h2>
      <label>
        {t('editor::stickers::color')}
        <input type="color" value={fill} onChange={(e) => setFill(e.target.value)} />
      </label>
      <Grid onKeyDown={roving.onKeyDown}>
        {STICKERS.map((s, index) => (
          <li key={s.id}>
            <button
              type="button"
              {...roving.item(index)}
              onClick={() => onAdd(s.id, fill)}
              aria-label={t('editor::stickers::add', { name: t(`editor::stickers::names::${s.id}`) })}
            >
              <svg viewBox={`0 0 ${STICKER_BOX} ${STICKER_BOX}`} aria-hidden="true" focusable="false">
                <path d={s.path} fill={fill} />
              </svg>
            </button>
          </li>
        ))}
      </Grid>
      <p className="hint">{t('editor::stickers::licence')}</p>
    </Panel>
  );
}
