import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { tint } from '@/components/ui/tint';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, type UploadProblem } from '@/lib/dyo/upload-rules';
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
  ${tint('coral100', 'danger')}
  font-weight: 700;
`;

const Progress = styled.div`
  display: grid;
  gap: 6px;
  progress {
    width: 100%;
    height: 10px;
    accent-color: ${theme.colors.hunter500};
  }
  p {
    margin: 0;
  }
`;

const LIMITS = { mb: MAX_UPLOAD_BYTES / 1024 / 1024, mp: MAX_UPLOAD_PIXELS / 1_000_000 };

interface Props {
  problem: UploadProblem | null;
  busy: boolean;
  /** The upload's progress, 0…1, while one is under way. */
  progress: number | null;
  onCancel: () => void;
  /** A picture is selected: offer to replace it (a template's photo slot). */
  canReplace: boolean;
  onFile: (file: File, replace: boolean) => void;
}

/** Uploading a picture (added, or in place of the selected one). */
export function AddImagePanel({ problem, busy, progress, onCancel, canReplace, onFile }: Props) {
  const { t } = useT('dyo');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const [replace, setReplace] = useState(false);
  // The cancel button goes when the upload stops (cancelled, failed or done): if it was pressed or still
  // has the focus, the upload button takes the focus, not the page. Whether it has the focus is read in
  // the render that removes it (a browser may blur an element as it is removed).
  const cancelButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  if (!busy && cancelButton.current && typeof document !== 'undefined' && document.activeElement === cancelButton.current)
    refocus.current = true;
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    uploadButton.current?.focus();
  }, [busy]);
  const percent = progress === null ? 0 : Math.round(progress * 100);
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
        // Its own name: a file input is a button to assistive technology, beside the visible upload button.
        aria-label={t('editor::image::file')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file, replace && canReplace);
          e.target.value = '';
          setReplace(false);
        }}
      />
      <Button ref={uploadButton} $variant="secondary" onClick={() => open(false)} disabled={busy}>
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
      {busy ? (
        <Progress>
          <progress id={`${id}-progress`} aria-label={t('editor::image::progress')} max={100} value={percent} />
          {/* Said in steps of 10 %, so a screen reader is told how far it is without a word per percent. */}
          <p role="status">{t('editor::image::uploading', { percent: Math.floor(percent / 10) * 10 })}</p>
          <Button
            ref={cancelButton}
            $variant="ghost"
            $small
            onClick={() => {
              refocus.current = true;
              onCancel();
            }}
          >
            {t('editor::image::cancel')}
          </Button>
        </Progress>
      ) : null}
      {problem ? <Problem role="alert">{t(`editor::image::problems::${problem}`, LIMITS)}</Problem> : null}
    </Panel>
  );
}
