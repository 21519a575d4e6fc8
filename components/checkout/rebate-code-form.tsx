import { useState } from 'react';
import styled from 'styled-components';
import { inputLook } from '@/components/ui/field';
import { useT } from '@/lib/i18n/use-t';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles/theme';

const Form = styled.form`
  margin-bottom: 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  label { display: block; width: 100%; font-weight: 700; }
  input {
    flex: 1;
    min-width: 140px;
    ${inputLook}
    text-transform: uppercase;
  }
`;

const Applied = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 0;
  padding: 8px 12px;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.hunter100};
`;

interface Props {
  applied: { code: string; title: string } | undefined;
  busy: boolean;
  onApply: (code: string) => void;
  onClear: () => void;
}

/** Applies or clears a rebate code; shows the applied code's title. */
export function RebateCodeForm({ applied, busy, onApply, onClear }: Props) {
  const { t } = useT();
  const [code, setCode] = useState('');
  if (applied) {
    return (
      <Applied role="status">
        <span>
          {t('checkout::rebateApplied')}: <strong>{applied.title}</strong> ({applied.code})
        </span>
        <Button $small $variant="ghost" disabled={busy} onClick={onClear}>
          {t('checkout::rebateClear')}
        </Button>
      </Applied>
    );
  }
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onApply(code.trim().toUpperCase());
      }}
    >
      <label htmlFor="rebate-code">{t('checkout::rebateLabel')}</label>
      <input id="rebate-code" name="rebateCode" value={code} maxLength={40} autoComplete="off" onChange={(event) => setCode(event.target.value)} />
      <Button type="submit" $small $variant="secondary" disabled={busy || !code.trim()}>
        {t('checkout::rebateApply')}
      </Button>
    </Form>
  );
}
