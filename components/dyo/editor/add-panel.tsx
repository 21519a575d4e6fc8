import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { MAX_UPLOAD_BYTES } from '@/lib/dyo/upload-rules';
import type { UploadProblem } from '@/lib/dyo/upload-rules';

export const FONTS = [
  { family: 'Mulish', label: 'Mulish' },
  { family: 'Georgia', label: 'Georgia' },
  { family: 'Courier New', label: 'Courier' },
  { family: 'Impact', label: 'Impact' },
] as const;

export const TEXT_COLORS = [
  { value: '#1d1d1b', name: 'black' },
  { value: '#ffffff', name: 'white' },
  { value: '#d9472b', name: 'red' },
  { value: '#1f6fb2', name: 'blue' },
  { value: '#1b5e45', name: 'green' },
  { value: '#f2b705', name: 'yellow' },
] as const;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-bottom: 20px;
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 700; }
  input[type='text'], select { min-height: 44px; padding: 0 10px; border: 1px solid ${({ theme }) => theme.colors.ink500}; border-radius: ${({ theme }) => theme.radius.small}; font: inherit; }
  input[type='color'] { width: 64px; height: 44px; border: 1px solid ${({ theme }) => theme.colors.ink500}; border-radius: ${({ theme }) => theme.radius.small}; }
`;

const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

const Problem = styled.p`
  margin: 0;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.coral100};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.ink500};
`;

interface Props {
  problem: UploadProblem | 'unreadable' | null;
  busy: boolean;
  onFile: (file: File) => void;
  onText: (text: string, fontFamily: string, fill: string) => void;
  /** Background colour of a phone cover; not shown for clothes. */
  background?: string;
  onBackground?: (color: string) => void;
}

/** Adding things: an image upload, a text with font and colour, and the background colour. */
export function AddPanel({ problem, busy, onFile, onText, background, onBackground }: Props) {
  const { t } = useTranslation('dyo');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [font, setFont] = useState<string>(FONTS[0].family);
  const [fill, setFill] = useState<string>(TEXT_COLORS[0].value);
  return (
    <>
      <Section aria-labelledby={`${id}-image`}>
        <h2 id={`${id}-image`}>{t('editor::image::title')}</h2>
        <FileInput
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${id}-hint`}
          tabIndex={-1}
          aria-label={t('editor::image::upload')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            e.target.value = '';
          }}
        />
        <Button $variant="secondary" onClick={() => fileInput.current?.click()} disabled={busy}>
          {t('editor::image::upload')}
        </Button>
        <Hint id={`${id}-hint`}>{t('editor::image::hint', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })}</Hint>
        {problem ? <Problem role="alert">{t(`editor::image::problems::${problem}`, { mb: MAX_UPLOAD_BYTES / 1024 / 1024 })}</Problem> : null}
      </Section>
      <Section aria-labelledby={`${id}-text`}>
        <h2 id={`${id}-text`}>{t('editor::text::title')}</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return;
            onText(text.trim(), font, fill);
            setText('');
          }}
        >
          <Section as="div">
            <label>
              {t('editor::text::label')}
              <input type="text" value={text} maxLength={80} onChange={(e) => setText(e.target.value)} />
            </label>
            <label>
              {t('editor::text::font')}
              <select value={font} onChange={(e) => setFont(e.target.value)}>
                {FONTS.map((f) => (
                  <option key={f.family} value={f.family}>
                    {f.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('editor::text::color')}
              <select value={fill} onChange={(e) => setFill(e.target.value)}>
                {TEXT_COLORS.map((c) => (
                  <option key={c.value} value={c.value}>
                    {t(`editor::colors::${c.name}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" $variant="secondary" disabled={!text.trim()}>
              {t('editor::text::add')}
            </Button>
          </Section>
        </form>
      </Section>
      {onBackground && background ? (
        <Section aria-labelledby={`${id}-bg`}>
          <h2 id={`${id}-bg`}>{t('editor::background::title')}</h2>
          <label>
            {t('editor::background::label')}
            <input type="color" value={background} onChange={(e) => onBackground(e.target.value)} />
          </label>
        </Section>
      ) : null}
    </>
  );
}
