import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '@/lib/dyo/upload-rules';
import type { UploadProblem } from '@/lib/dyo/upload-rules';
import { Panel } from './panel';
import { theme } from '@/styles/theme';

const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

const Problem = styled.p`
  margin: 0;
  padding: 8px 10px;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.coral100};
  color: ${theme.colors.danger};
  font-weight: 700;
`;

const LIMITS = { mb: MAX_UPLOAD_BYTES / 1024 / 1024, mp: MAX_UPLOAD_PIXELS / 1_000_000 };

interface Props {
  problem: UploadProblem | null;
  busy: boolean;
  /** A picture is selected: offer to replace it (a template's photo slot). */
  canReplace: boolean;
  onFile: (file: File, replace: boolean) => void;
}

/** Uploading a picture (added, or in place of the selected one). */
export function AddImagePanel({ problem, busy, canReplace, onFile }: Props) {
  const { t } = useT('dyo');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [replace, setReplace] = useState(false);
  const open = (asReplacement: boolean) => {
    setReplace(asReplacement);
    fileInput.current?.click();
  };
  return (
    <Panel aria-labelledby={`${id}-image`}>
      <h2 id={`${id}-image`}>{t('editor::image::title')}</h2>
      <FileInput
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        accept={`${ACCEPTED_IMAGE_TYPES.join(',')},.heic,.heif`}
        aria-describedby={`${id}-hint`}
        tabIndex={-1}
        aria-label={t('editor::image::upload')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file, replace && canReplace);
          e.target.value = '';
          setReplace(false);
        }}
      />
      <Button $variant="secondary" onClick={() => open(false)} disabled={busy}>
        {t('editor::image::upload')}
      </Button>
      {canReplace ? (
        <Button $variant="secondary" onClick={() => open(true)} disabled={busy}>
          {t('editor::image::replace')}
        </Button>
      ) : null}
      <p className="hint" id={`${id}-hint`}>
        {t('editor::image::hint', LIMITS)}
      </p>
      {problem ? <Problem role="alert">{t(`editor::image::problems::${problem}`, LIMITS)}</Problem> : null}
    </Panel>
  );
}
