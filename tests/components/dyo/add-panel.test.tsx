/**
 * The upload panel (components/dyo/editor/add-panel.tsx): while a photo uploads it shows a progress bar
 * and a status said in steps of 10 %, and a cancel button; when the upload stops, the focus that was on
 * the cancel button goes to the upload button, never to the page.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { AddImagePanel } from '@/components/dyo/editor/add-panel';
import dyo from '@/public/locales/en-US/dyo.json';
import translation from '@/public/locales/en-US/translation.json';
import { theme } from '@/styles/theme';
import { i18nWith } from '../../helpers/render';

const i18n = i18nWith('en-US', { translation, dyo });

function panel(props: Partial<Parameters<typeof AddImagePanel>[0]> = {}) {
  const all = { problem: null, busy: false, progress: null, onCancel: jest.fn(), canReplace: false, onFile: jest.fn(), ...props };
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <AddImagePanel {...all} />
      </ThemeProvider>
    </I18nextProvider>
  );
}

const uploadButton = () => screen.getAllByRole('button', { name: 'Upload a picture' }).find((b) => b.tagName === 'BUTTON')!;

describe('AddImagePanel', () => {
  it('shows the progress and says it in steps of 10 %', () => {
    render(panel({ busy: true, progress: 0.47 }));
    expect(screen.getByRole('progressbar', { name: 'Picture upload' })).toHaveAttribute('value', '47');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading the picture … 40 %');
    expect(uploadButton()).toBeDisabled();
  });

  it('cancels, and gives the focus to the upload button when the upload stops', () => {
    const onCancel = jest.fn();
    const { rerender } = render(panel({ busy: true, progress: 0.2, onCancel }));
    const cancel = screen.getByRole('button', { name: 'Cancel the upload' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(panel({ busy: false, progress: null, onCancel }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(uploadButton()).toHaveFocus();
  });

  it('gives the focus to the upload button when an upload fails while the cancel button has it', () => {
    const { rerender } = render(panel({ busy: true, progress: 0.9 }));
    screen.getByRole('button', { name: 'Cancel the upload' }).focus();
    rerender(panel({ busy: false, progress: null, problem: 'failed' }));
    expect(uploadButton()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The picture could not be sent.');
  });

  it('leaves the focus alone when the cancel button did not have it', () => {
    const { rerender } = render(panel({ busy: true, progress: 0.5 }));
    rerender(panel({ busy: false, progress: null }));
    expect(uploadButton()).not.toHaveFocus();
  });

  it('names the file input apart from the upload button: no two controls share a name', () => {
    render(panel({ canReplace: true }));
    expect(screen.getAllByRole('button', { name: 'Upload a picture' })).toHaveLength(1);
    expect(screen.getByLabelText('Upload a picture – choose a file')).toHaveAttribute('type', 'file');
    const names = [...document.querySelectorAll('button, input')].map((el) => el.getAttribute('aria-label') ?? el.textContent);
    expect(new Set(names).size).toBe(names.length);
  });
});
