import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tint } from '@/components/ui/tint';
import { theme } from '@/styles/theme';

/** A section of the editor's tools (a sheet on a phone): labelled fields stacked. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-bottom: 20px;
  form,
  fieldset {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    font-weight: 700;
    margin-bottom: 4px;
    padding: 0;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 700;
  }
  label.inline {
    flex-direction: row;
    align-items: center;
    gap: 8px;
    font-weight: 400;
    min-height: ${theme.tapTarget};
  }
  input[type='text'],
  textarea,
  select {
    min-height: ${theme.tapTarget};
    padding: 6px 10px;
    border: 1px solid ${theme.colors.ink500};
    border-radius: ${theme.radius.small};
    font: inherit;
  }
  input[type='color'] {
    width: 64px;
    height: ${theme.tapTarget};
    border: 1px solid ${theme.colors.ink500};
    border-radius: ${theme.radius.small};
  }
  input[type='range'] {
    min-height: ${theme.tapTarget};
    accent-color: ${theme.colors.hunter500};
  }
  input[type='checkbox'],
  input[type='radio'] {
    width: 20px;
    height: 20px;
    accent-color: ${theme.colors.hunter500};
  }
  .hint {
    margin: 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.colors.ink500};
  }
  .warning {
    margin: 4px 0 0;
    padding: 4px 8px;
    ${tint('gold100', 'ink900')}
    font-size: ${theme.font.size.sm};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
`;

interface RangeProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
}

/** A labelled slider that reports numbers. */
export function Range({ label, onChange, ...input }: RangeProps) {
  return (
    <label>
      {label}
      <input type="range" {...input} onChange={(e) => onChange(Number(e.target.value))} />
    </label>
  );
}
