import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { inputLook } from '@/components/ui/field';
import { useCaptureBeforeHydration } from '@/components/ui/carry-over';
import { NOTICE_ID } from '@/components/layout/form-notice';
import { PressFields } from '@/components/forms/press-fields';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { selectCart } from '@/store/cart-slice';
import { useAppSelector } from '@/store/hooks';
import { theme } from '@/styles/theme';

const Form = styled.form`
  margin-bottom: 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  label {
    display: block;
    width: 100%;
    font-weight: 700;
  }
  input {
    flex: 1;
    min-width: 140px;
    ${inputLook}
    text-transform: uppercase;
  }
`;

const Applied = styled.p`
  &:focus {
    outline: none;
    box-shadow: ${theme.focus};
  }
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 0 0 16px;
  padding: 8px 12px;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.hunter100};
`;

const REBATE_INPUT_ID = 'rebate-code';

/** server/forms/cart.ts `rebate`: the same form without JavaScript (and before hydration). */
const REBATE_ACTION = '/api/forms/cart/rebate/';

function RebateFields({ intent }: { intent: 'apply' | 'remove' }) {
  const cartId = useAppSelector(selectCart).id ?? '';
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="cartId" value={cartId} />
      {/* The answer page opens at its notice ("code applied", or why not). */}
      <PressFields fragment={`#${NOTICE_ID}`} />
    </>
  );
}

interface Props {
  applied: { code: string; title: string } | undefined;
  busy: boolean;
  onApply: (code: string) => void;
  onClear: () => void;
}

/**
 * Applies or clears a rebate code; shows the applied code's title. A `<form method="post">` that works
 * without JavaScript (303 back with a notice, which the answer page focuses); with it, the press is handled here
 * (no reload). Focus stays with the shopper: after "apply" it moves to the confirmation (the applied code, a status
 * a screen reader reads out), after "remove" back to the code field, never to the page's body.
 */
export function RebateCodeForm({ applied, busy, onApply, onClear }: Props) {
  const { t } = useT();
  // A code typed before hydration stays, and so does the focus (components/ui/carry-over.ts).
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useCaptureBeforeHydration(REBATE_INPUT_ID, (before) => setCode(before.value));
  const confirmation = useRef<HTMLParagraphElement>(null);
  // Where focus goes once the view changes, set by the shopper's own press (never on load).
  const focusNext = useRef<'input' | 'confirmation' | null>(null);
  useEffect(() => {
    const target = applied ? confirmation.current : input.current;
    if (focusNext.current === (applied ? 'confirmation' : 'input') && target) {
      focusNext.current = null;
      target.focus();
    }
  }, [applied]);
  if (applied) {
    return (
      <form method="post" action={REBATE_ACTION}>
        <RebateFields intent="remove" />
        <Applied ref={confirmation} role="status" tabIndex={-1} data-rebate-applied>
          <span>
            {t('checkout::rebateApplied')}: <strong>{applied.title}</strong> ({applied.code})
          </span>
          <Button
            type="submit"
            $small
            $variant="ghost"
            aria-disabled={busy || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (busy) return;
              focusNext.current = 'input';
              onClear();
            }}
          >
            {t('checkout::rebateClear')}
          </Button>
        </Applied>
      </form>
    );
  }
  return (
    <Form
      method="post"
      action={REBATE_ACTION}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || !code.trim()) return;
        focusNext.current = 'confirmation';
        onApply(code.trim().toUpperCase());
      }}
    >
      <RebateFields intent="apply" />
      <label htmlFor="rebate-code">{t('checkout::rebateLabel')}</label>
      <input
        ref={input}
        id={REBATE_INPUT_ID}
        name="rebateCode"
        value={code}
        maxLength={40}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" $small $variant="secondary" aria-disabled={busy || undefined}>
        {t('checkout::rebateApply')}
      </Button>
    </Form>
  );
}
