import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { useFormKey } from '@/components/ui/form-key';
import { useCurrentPath } from '@/components/ui/use-current-path';
import type { ContactDraft } from '@/server/forms/contact-draft';
import { CONTACT_LIMITS, validateContact, type ContactErrors, type ContactKind } from '@/lib/contact-rules';
import { sendContactMessage } from '@/store/contact-thunks';
import { useAppDispatch } from '@/store/hooks';
import { TextField } from './text-field';
import { theme } from '@/styles/theme';

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 640px;
  margin: 16px 0 40px;
`;

const Alert = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${theme.radius.small};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.coral100 : theme.colors.hunter100)};
  color: ${theme.colors.ink900};
  font-weight: 700;
  &:focus {
    outline: none;
    box-shadow: ${theme.focus};
  }
`;

type State = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; ticketId: string } | { kind: 'failed' } | { kind: 'limited' };

/** server/forms/contact.ts: the same form without JavaScript (and before hydration). */
const CONTACT_ACTION = '/api/forms/contact/';

function stateOf(draft: ContactDraft | null): State {
  if (!draft || draft.state === 'invalid') return { kind: 'editing' };
  return draft.state === 'sent' ? { kind: 'sent', ticketId: draft.ticketId } : { kind: draft.state };
}

const text = (data: FormData, key: string) => {
  const value = data.get(key);
  return typeof value === 'string' ? value : '';
};

/**
 * The contact or order-contact form: a `<form method="post">` the server answers (server/forms/contact.ts, 303 back with `?draft=<id>`,
 * whose fields, errors or case number come back as `draft`); with JavaScript checked in the browser, then again by the API, with errors per
 * field, no reload. The confirmation, an error summary or a failure takes focus when it appears, so a screen reader reads it and focus
 * never falls to the page's body.
 */
export function ContactForm({ kind, draft = null }: { kind: ContactKind; draft?: ContactDraft | null }) {
  const { t } = useT('catalog');
  const dispatch = useAppDispatch();
  const formKey = useFormKey();
  const returnTo = useCurrentPath();
  const { locale } = useRouter();
  const [errors, setErrors] = useState<ContactErrors>(draft?.state === 'invalid' ? draft.errors : {});
  const [state, setState] = useState<State>(() => stateOf(draft));
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // A server answer (a draft) is announced once the page is here; a press's answer when it comes.
  const [announce, setAnnounce] = useState(draft !== null);
  useEffect(() => {
    if (!announce) return;
    setAnnounce(false);
    summaryRef.current?.focus();
  }, [announce, state, errors]);
  const values = draft && draft.state !== 'sent' ? draft.values : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      name: text(data, 'name'),
      email: text(data, 'email'),
      message: text(data, 'message'),
      orderId: kind === 'ordercontact' ? text(data, 'orderId') : undefined,
    };
    const found = validateContact(kind, input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setState({ kind: 'editing' });
      setAnnounce(true);
      return;
    }
    setState({ kind: 'sending' });
    const result = await dispatch(sendContactMessage({ kind, input })).unwrap();
    setAnnounce(true);
    if (result.ok) setState({ kind: 'sent', ticketId: result.ticketId });
    else if ('fields' in result) {
      setErrors(Object.keys(result.fields).length > 0 ? result.fields : found);
      setState({ kind: 'failed' });
    } else setState({ kind: 'failed' });
  };

  if (state.kind === 'sent') {
    return (
      <Alert ref={summaryRef} role="status" tabIndex={-1} $tone="success" data-contact-confirmation="">
        {t('contact::success', { ticketId: state.ticketId })}
      </Alert>
    );
  }
  const error = (field: keyof ContactErrors) => (errors[field] ? t(`contact::errors::${errors[field]}`) : undefined);
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Form method="post" action={CONTACT_ACTION} noValidate onSubmit={onSubmit} aria-busy={state.kind === 'sending'}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="key" value={formKey} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="locale" value={locale ?? ''} />
      {hasErrors ? (
        <Alert ref={summaryRef} role="alert" tabIndex={-1} $tone="error">
          {t('contact::errorSummary')}
        </Alert>
      ) : state.kind === 'failed' || state.kind === 'limited' ? (
        <Alert ref={summaryRef} role="alert" tabIndex={-1} $tone="error">
          {t(state.kind === 'failed' ? 'contact::failed' : 'contact::limited')}
        </Alert>
      ) : null}
      {(['name', 'email'] as const).map((field) => (
        <TextField
          key={field}
          name={field}
          type={field === 'email' ? 'email' : 'text'}
          label={t(`contact::${field}`)}
          required
          maxLength={CONTACT_LIMITS[field].max}
          autoComplete={field}
          error={error(field)}
          defaultValue={values?.[field]}
        />
      ))}
      {kind === 'ordercontact' ? (
        <TextField
          name="orderId"
          label={t('contact::orderId')}
          hint={t('contact::orderIdHint')}
          required
          maxLength={11}
          error={error('orderId')}
          defaultValue={values?.orderId}
        />
      ) : null}
      <TextField
        name="message"
        label={t('contact::message')}
        multiline
        required
        maxLength={CONTACT_LIMITS.message.max}
        error={error('message')}
        defaultValue={values?.message}
      />
      <Button type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('contact::sending') : t('contact::send')}
      </Button>
    </Form>
  );
}
