/**
 * The sticker and template grids are one Tab stop each (components/dyo/editor/use-roving-focus.ts): Tab enters at
 * one button and leaves the grid; the arrow keys move along rows and between rows, Home and End to the ends, and
 * they do not reach the editor (where arrows move the selected layer).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { StickerPanel } from '@/components/dyo/editor/sticker-panel';
import { TemplatePanel } from '@/components/dyo/editor/template-panel';
import dyo from '@/public/locales/en-US/dyo.json';
import translation from '@/public/locales/en-US/translation.json';
import { theme } from '@/styles/theme';
import { i18nWith } from '../../helpers/render';

const i18n = i18nWith('en-US', { translation, dyo });
const wrap = (children: React.ReactNode, onKeyDown = jest.fn()) => (
  <I18nextProvider i18n={i18n}>
    <ThemeProvider theme={theme}>
      <div onKeyDown={onKeyDown}>{children}</div>
    </ThemeProvider>
  </I18nextProvider>
);
const tabStops = () => [...document.querySelectorAll<HTMLElement>('button, input')].filter((el) => el.tabIndex >= 0);

describe('the sticker grid', () => {
  it('is one Tab stop: the colour field and one sticker, not 24', () => {
    render(wrap(<StickerPanel onAdd={jest.fn()} />));
    expect(screen.getAllByRole('button', { name: /^Add / })).toHaveLength(24);
    expect(tabStops()).toHaveLength(2);
  });

  it('moves with the arrows (a row of five for Up and Down), Home and End, and keeps the arrows from the editor', () => {
    const editorKeys = jest.fn();
    render(wrap(<StickerPanel onAdd={jest.fn()} />, editorKeys));
    const buttons = screen.getAllByRole('button', { name: /^Add / });
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(buttons[1]).toHaveFocus();
    fireEvent.keyDown(buttons[1]!, { key: 'ArrowDown' });
    expect(buttons[6]).toHaveFocus();
    fireEvent.keyDown(buttons[6]!, { key: 'ArrowUp' });
    expect(buttons[1]).toHaveFocus();
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(buttons[23]).toHaveFocus();
    fireEvent.keyDown(buttons[23]!, { key: 'ArrowRight' });
    expect(buttons[23]).toHaveFocus();
    fireEvent.keyDown(buttons[23]!, { key: 'Home' });
    expect(buttons[0]).toHaveFocus();
    expect(editorKeys).not.toHaveBeenCalled();
    // Tab comes back to the sticker last moved to.
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(buttons.map((b) => b.tabIndex).filter((i) => i === 0)).toHaveLength(1);
    expect(buttons[1]!.tabIndex).toBe(0);
  });
});

describe('the template grid', () => {
  it('is one Tab stop, with rows of two', () => {
    render(wrap(<TemplatePanel templates={['photo-caption', 'name', 'monogram', 'collage']} onApply={jest.fn()} />));
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    expect(tabStops()).toHaveLength(1);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowDown' });
    expect(buttons[2]).toHaveFocus();
    expect(buttons[2]!.tabIndex).toBe(0);
    expect(buttons[0]!.tabIndex).toBe(-1);
  });
});
