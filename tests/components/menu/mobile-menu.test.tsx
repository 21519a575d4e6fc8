import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from '@/components/menu/mobile-menu';
import { initialMenuState, mobileMenuToggled } from '@/store/menu-slice';
import { makeStore } from '@/store/store';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'en-US', defaultLocale: 'sv-SE', asPath: '/', push: jest.fn(), prefetch: jest.fn(() => Promise.resolve()) }),
}));

const item = (categoryId: string, name: string) => ({ categoryId, name, slug: name.toLowerCase(), canLoadChildren: true, children: [] });

function openMenu() {
  const store = makeStore({ menu: { ...initialMenuState, items: [item('1', 'Phones'), item('2', 'Home'), item('3', 'Toys')] } });
  const trigger = document.createElement('button');
  trigger.id = 'menu-trigger';
  trigger.textContent = 'Menu';
  document.body.append(trigger);
  const outside = document.createElement('a');
  outside.href = '/behind';
  outside.textContent = 'A link behind the menu';
  document.body.append(outside);
  trigger.focus();
  renderWithApp(<MobileMenu />, { store });
  act(() => {
    store.dispatch(mobileMenuToggled());
  });
  return { store, trigger, outside };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('MobileMenu (a modal drawer)', () => {
  it('keeps focus inside on Tab and Shift+Tab, 40 times each way', async () => {
    openMenu();
    const dialog = screen.getByRole('dialog');
    const user = userEvent.setup();
    for (let i = 0; i < 40; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 40; i++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('brings focus back inside when it lands outside, and Escape closes it from anywhere, focus back on the button', () => {
    const { store, trigger, outside } = openMenu();
    act(() => outside.focus());
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    act(() => {
      document.body.focus();
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    expect(store.getState().menu.mobileOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
