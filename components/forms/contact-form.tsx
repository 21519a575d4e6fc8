import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
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
`;

type State = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; ticketId: string } | { kind: 'failed' };

const text = (data: FormData, key: string) => {
  const value = data.get(key);
  return typeof value === 'string' ? value : '';
};

/** The contact or order-contact form: checked in the browser, then again by the API, with errors per field. */
export function ContactForm({ kind }: { kind: ContactKind }) {
  const { t } = useT('catalog');
  const dispatch = useAppDispatch();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [state, setState] = useState<State>({ kind: 'editing' });
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { name: text(data, 'name'), email: text(data, 'email'), message: text(data, 'message'), orderId: kind === 'ordercontact' ? text(data, 'orderId') : undefined };
    const found = validateContact(kind, input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setState({ kind: 'editing' });
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setState({ kind: 'sending' });
    const result = await dispatch(sendContactMessage({ kind, input })).unwrap();
    if (result.ok) setState({ kind: 'sent', ticketId: result.ticketId });
    else if ('fields' in result) {
      setErrors(Object.keys(result.fields).length > 0 ? result.fields : found);
      setState({ kind: 'failed' });
    } else setState({ kind: 'failed' });
  };

  if (state.kind === 'sent') {
    return (
      <Alert role="status" $tone="success">
        {t('contact::success', { ticketId: state.ticketId })}
      </Alert>
    );
  }
  const error = (field: keyof ContactErrors) => (errors[field] ? t(`contact::errors::${errors[field]}`) : undefined);
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={state.kind === 'sending'}>
      {hasErrors ? (
        <Alert ref={summaryRef} role="alert" tabIndex={-1} $tone="error">
          {t('contact::errorSummary')}
        </Alert>
      ) : state.kind === 'failed' ? (
        <Alert role="alert" $tone="error">
          {t('contact::failed')}
        </Alert>
      ) : null}
      <TextField name="name" label={t('contact::name')} required maxLength={CONTACT_LIMITS.name.max} autoComplete="name" error={error('name')} />
      <TextField name="email" type="email" label={t('contact::email')} required maxLength={CONTACT_LIMITS.email.max} autoComplete="email" error={error('email')} />
      {kind === 'ordercontact' ? (
        <TextField name="orderId" label={t('contact::orderId')} hint={t('contact::orderIdHint')} required maxLength={11} error={error('orderId')} />
      ) : null}
      <TextField name="message" label={t('contact::message')} multiline required maxLength={CONTACT_LIMITS.message.max} error={error('message')} />
      <Button type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('contact::sending') : t('contact::send')}
      </Button>
    </Form>
  );
}
