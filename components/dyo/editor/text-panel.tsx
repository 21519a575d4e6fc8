import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { TEXT_ALIGNS, type TextLayer } from '@/lib/dyo/design-document';
import { DEFAULT_FONT, DYO_FONTS } from '@/canvas/fonts';
import { lowContrast, TEXT_BLACK, TEXT_WHITE, textColorFor } from '@/lib/dyo/contrast';
import {
  characterCount,
  cleanText,
  MAX_TEXT_CHARACTERS,
  MIN_PRINT_TEXT_MM,
  MIN_PRINT_TEXT_PT,
  tooSmallToPrint,
} from '@/lib/dyo/text-rules';
import { Panel, Range, Row } from './panel';

export const TEXT_COLORS = [
  { value: TEXT_BLACK, name: 'black' },
  { value: TEXT_WHITE, name: 'white' },
  { value: '#d9472b', name: 'red' },
  { value: '#1f6fb2', name: 'blue' },
  { value: '#1b5e45', name: 'green' },
  { value: '#f2b705', name: 'yellow' },
] as const;

/** The text settings a shopper edits (a new text, or the selected text layer). */
export type TextStyle = Pick<
  TextLayer,
  'text' | 'fontFamily' | 'fontSize' | 'fill' | 'align' | 'curve' | 'stroke' | 'strokeWidth' | 'shadow'
>;

interface Props {
  /** The selected text layer: the fields show it and every change edits it. */
  selected: TextLayer | null;
  defaultSize: number;
  onAdd: (style: TextStyle) => void;
  /** `field` names what changed, so one typing session is one undo step. */
  onChange: (changes: Partial<TextLayer>, field: string) => void;
  /** Lets go of the selected text, so the fields write a new one. */
  onNew: () => void;
  /** What the text is printed on (garment colour, cover background): a new text's colour contrasts with it. */
  surface?: string;
}

/** Text: write, choose font, size, colour, alignment, arc, outline and shadow; with a text layer selected, the fields edit it. */
export function TextPanel({ selected, defaultSize, onAdd, onChange, onNew, surface }: Props) {
  const { t } = useT('dyo');
  const id = useId();
  const [draft, setDraft] = useState<TextStyle>({
    text: '',
    fontFamily: DEFAULT_FONT,
    fontSize: defaultSize,
    fill: '',
    align: 'center',
    curve: 0,
    shadow: false,
  });
  // Until the shopper picks a colour, a new text takes the one that reads on the product (black on white, white on black).
  const draftStyle = { ...draft, fill: draft.fill || textColorFor(surface) };
  const style: TextStyle = selected ?? draftStyle;
  // What the last typing lost (emoji taken out, cut at the limit): said beside the field.
  const [typed, setTyped] = useState<{ emoji: boolean; cut: boolean }>({ emoji: false, cut: false });
  const textField = useRef<HTMLTextAreaElement>(null);
  const editing = selected !== null;
  useEffect(() => setDraft((d) => ({ ...d, fontSize: defaultSize })), [defaultSize]);

  const set = (changes: Partial<TextStyle>, field: string) => {
    if (selected) onChange(changes, field);
    else setDraft((d) => ({ ...d, ...changes }));
  };
  const outline = !!style.stroke && !!style.strokeWidth;

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editing ? t('editor::text::editTitle') : t('editor::text::title')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (editing || !draft.text.trim()) return;
          onAdd({ ...draftStyle, text: draft.text.trim() });
          setDraft((d) => ({ ...d, text: '' }));
        }}
      >
        <label>
          {t('editor::text::label')}
          <textarea
            ref={textField}
            rows={2}
            value={style.text}
            aria-describedby={`${id}-count ${id}-text-notes`}
            onChange={(e) => {
              const cleaned = cleanText(e.target.value);
              setTyped({ emoji: cleaned.emoji, cut: cleaned.cut });
              set({ text: cleaned.text }, 'text');
            }}
          />
        </label>
        <p id={`${id}-count`} className="hint">
          {t('editor::text::count', { count: characterCount(style.text), max: MAX_TEXT_CHARACTERS })}
        </p>
        <div id={`${id}-text-notes`} aria-live="polite">
          {typed.emoji ? <p className="warning">{t('editor::text::emoji')}</p> : null}
          {typed.cut ? <p className="warning">{t('editor::text::cut', { max: MAX_TEXT_CHARACTERS })}</p> : null}
          {tooSmallToPrint(style.fontSize) ? <p className="warning">{t('editor::text::tooSmall', { pt: MIN_PRINT_TEXT_PT })}</p> : null}
          {lowContrast(style.fill, surface) ? <p className="warning">{t('editor::text::lowContrast')}</p> : null}
        </div>
        <label>
          {t('editor::text::font')}
          <select
            value={style.fontFamily}
            onChange={(e) => set({ fontFamily: e.target.value }, 'font')}
            style={{ fontFamily: style.fontFamily }}
          >
            {DYO_FONTS.map((family) => (
              <option key={family} value={family}>
                {family}
              </option>
            ))}
          </select>
        </label>
        <Range
          label={t('editor::text::size', { mm: Math.round(style.fontSize) })}
          min={Math.ceil(MIN_PRINT_TEXT_MM * 2) / 2}
          max={Math.max(40, Math.round(defaultSize * 4))}
          step={0.5}
          value={style.fontSize}
          onChange={(fontSize) => set({ fontSize }, 'size')}
        />
        <Row>
          <label>
            {t('editor::text::color')}
            <select
              value={TEXT_COLORS.some((c) => c.value === style.fill) ? style.fill : 'custom'}
              onChange={(e) => e.target.value !== 'custom' && set({ fill: e.target.value }, 'fill')}
            >
              {TEXT_COLORS.map((c) => (
                <option key={c.value} value={c.value}>
                  {t(`editor::colors::${c.name}`)}
                </option>
              ))}
              <option value="custom" disabled>
                {t('editor::colors::custom')}
              </option>
            </select>
          </label>
          <label>
            {t('editor::text::customColor')}
            <input type="color" value={style.fill} onChange={(e) => set({ fill: e.target.value }, 'fill')} />
          </label>
        </Row>
        <fieldset>
          <legend>{t('editor::text::align')}</legend>
          <Row>
            {TEXT_ALIGNS.map((a) => (
              <label key={a} className="inline">
                <input
                  type="radio"
                  name={`${id}-align`}
                  value={a}
                  checked={(style.align ?? 'center') === a}
                  onChange={() => set({ align: a }, 'align')}
                />
                {t(`editor::text::aligns::${a}`)}
              </label>
            ))}
          </Row>
        </fieldset>
        <Range
          label={t('editor::text::curve', { degrees: style.curve ?? 0 })}
          min={-270}
          max={270}
          step={10}
          value={style.curve ?? 0}
          onChange={(curve) => set({ curve }, 'curve')}
          aria-describedby={`${id}-curve-hint`}
        />
        <p id={`${id}-curve-hint`} className="hint">
          {t('editor::text::curveHint')}
        </p>
        <Row>
          <label className="inline">
            <input
              type="checkbox"
              checked={outline}
              onChange={(e) =>
                set(
                  e.target.checked
                    ? { stroke: style.stroke ?? '#ffffff', strokeWidth: Math.max(0.3, style.fontSize * 0.06) }
                    : { stroke: undefined, strokeWidth: undefined },
                  'stroke',
                )
              }
            />
            {t('editor::text::outline')}
          </label>
          {outline ? (
            <label>
              {t('editor::text::outlineColor')}
              <input type="color" value={style.stroke ?? '#ffffff'} onChange={(e) => set({ stroke: e.target.value }, 'stroke')} />
            </label>
          ) : null}
          <label className="inline">
            <input type="checkbox" checked={!!style.shadow} onChange={(e) => set({ shadow: e.target.checked }, 'shadow')} />
            {t('editor::text::shadow')}
          </label>
        </Row>
        {editing ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              onNew();
              window.requestAnimationFrame(() => textField.current?.focus());
            }}
          >
            {t('editor::text::new')}
          </Button>
        ) : (
          <Button type="submit" $variant="secondary" disabled={!draft.text.trim()}>
            {t('editor::text::add')}
          </Button>
        )}
      </form>
    </Panel>
  );
}
