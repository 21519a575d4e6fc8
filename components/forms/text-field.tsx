import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Field = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 700;
  }
  input,
  textarea {
    width: 100%;
    min-height: ${theme.tapTarget};
    padding: 10px;
    border: 1px solid ${theme.colors.ink500};
    border-radius: ${theme.radius.small};
    background: ${theme.colors.base1};
    font: inherit;
    &[aria-invalid='true'] {
      border: 2px solid ${theme.colors.danger};
    }
  }
  .hint {
    color: ${theme.colors.ink700};
    font-size: ${theme.font.size.sm};
  }
  .error {
    color: ${theme.colors.danger};
    font-weight: 700;
  }
`;

interface Props {
  name: string;
  label: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  hint?: string;
  /** Translated error message, shown under the field and linked with aria-describedby. */
  error?: string;
  defaultValue?: string;
}

/** A labelled input or textarea with an optional hint and error message. */
export function TextField({ name, label, type = 'text', multiline, required, maxLength, autoComplete, hint, error, defaultValue }: Props) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = { id, name, required, maxLength, defaultValue, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      ) : null}
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {error ? (
        <span id={`${id}-error`} className="error">
          {error}
        </span>
      ) : null}
    </Field>
  );
}
