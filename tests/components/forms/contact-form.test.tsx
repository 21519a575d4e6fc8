import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { ContactForm } from '@/components/forms/contact-form';
import { FormKeyProvider } from '@/components/ui/form-key';
import catalog from '@/public/locales/en-US/catalog.json';
import translation from '@/public/locales/en-US/translation.json';
import type { ContactDraft } from '@/server/forms/contact-draft';
import { makeStore } from '@/store/store';
import { theme } from '@/styles/theme';
import { i18nWith } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'en-US', defaultLocale: 'sv-SE', asPath: '/customer-service/contact/?draft=AAAAAAAAAAAAAAAAAAAAAA' }),
}));

const send = jest.fn();

function renderForm(kind: 'contact' | 'ordercontact', draft: ContactDraft | null = null) {
  const store = makeStore(undefined, { contact: { send } });
  return render(
    <Provider store={store}>
      <I18nextProvider i18n={i18nWith('en-US', { translation, catalog })}>
        <ThemeProvider theme={theme}>
          <FormKeyProvider value="page-key-0123456789">
            <ContactForm kind={kind} draft={draft} />
          </FormKeyProvider>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

beforeEach(() => send.mockReset());

describe('ContactForm', () => {
  it('is a POST form to the form endpoint with its kind, one-time key, page and locale (works without JavaScript)', () => {
    const { container } = renderForm('ordercontact');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/forms/contact/');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]),
    );
    expect(hidden).toEqual({
      kind: 'ordercontact',
      key: 'page-key-0123456789',
      returnTo: '/en-US/customer-service/contact/?draft=AAAAAAAAAAAAAAAAAAAAAA',
      locale: 'en-US',
    });
  });

  it('shows a refused draft again with the typed fields and the errors, and moves focus to the summary', () => {
    renderForm('ordercontact', {
      state: 'invalid',
      kind: 'ordercontact',
      values: { name: 'Matti', email: 'matti(at)example', message: 'Where is my parcel?', orderId: '12345' },
      errors: { email: 'invalidEmail', orderId: 'invalidOrderId' },
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('Matti');
    expect(screen.getByLabelText('Email')).toHaveValue('matti(at)example');
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my parcel?');
    expect(screen.getByText('Enter a valid email address, for example name@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('a limited draft keeps the fields and says to wait', () => {
    renderForm('contact', {
      state: 'limited',
      kind: 'contact',
      values: { name: 'Anna', email: 'anna@example.se', message: 'Hej, var är mitt paket?', orderId: '' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/You have sent many messages in a short time/);
    expect(screen.getByLabelText('Your name')).toHaveValue('Anna');
  });

  it('a sent draft shows the case number in a focused status', () => {
    renderForm('contact', { state: 'sent', kind: 'contact', ticketId: 'CS-004711' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Thank you! We have received your message. Your case number is CS-004711.');
    expect(status).toHaveFocus();
  });

  it('with JavaScript sends without a reload and moves focus to the confirmation', async () => {
    send.mockResolvedValue({ ok: true, ticketId: 'CS-000042' });
    renderForm('contact');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), 'Anna Andersson');
    await user.type(screen.getByLabelText('Email'), 'anna@example.se');
    await user.type(screen.getByLabelText('Message'), 'Hej, var är mitt paket?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Your case number is CS-000042.');
    expect(send).toHaveBeenCalledWith('contact', {
      name: 'Anna Andersson',
      email: 'anna@example.se',
      message: 'Hej, var är mitt paket?',
      orderId: undefined,
    });
  });

  it('with JavaScript a field error moves focus to the summary and sends nothing', async () => {
    renderForm('contact');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });
});
