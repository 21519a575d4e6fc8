import type { MenuChildren, MenuItem } from '@/services/shop/models';
import {
  fetchMenuChildren,
  findCategory,
  menuStateFrom,
  mobileMenuToggled,
  allClosed,
  submenuClosed,
  submenuOpened,
} from '@/store/menu-slice';
import { makeStore } from '@/store/store';

const item = (categoryId: string, canLoadChildren = true, children: MenuChildren = []): MenuItem => ({
  categoryId,
  name: `Name ${categoryId}`,
  slug: `slug-${categoryId}`,
  canLoadChildren,
  children,
});

function storeWith(items: MenuItem[], menuChildren: (id: string) => Promise<MenuChildren>) {
  return makeStore({ menu: menuStateFrom(items) }, { menu: { menuChildren } });
}

describe('menu slice', () => {
  it('opens a submenu at a level, truncating deeper levels and resetting focus', () => {
    const store = storeWith([item('a'), item('b')], async () => []);
    store.dispatch(submenuOpened({ level: 0, categoryId: 'a' }));
    store.dispatch(submenuOpened({ level: 1, categoryId: 'a1' }));
    store.dispatch(submenuOpened({ level: 2, categoryId: 'a11' }));
    store.dispatch(submenuOpened({ level: 1, categoryId: 'a2' }));
    expect(store.getState().menu.selectedPath).toEqual(['a', 'a2']);
    expect(store.getState().menu.focusIndex).toBe(0);
    store.dispatch(submenuClosed({ level: 1 }));
    expect(store.getState().menu.selectedPath).toEqual(['a']);
  });

  it('close all also closes the mobile menu', () => {
    const store = storeWith([item('a')], async () => []);
    store.dispatch(mobileMenuToggled());
    store.dispatch(submenuOpened({ level: 0, categoryId: 'a' }));
    store.dispatch(allClosed());
    expect(store.getState().menu).toMatchObject({ selectedPath: [], mobileOpen: false });
  });

  it('loads children once and attaches them to the matching category', async () => {
    const load = jest.fn(async () => ({ featured: [item('a1', false)], rest: { title: 'More', items: [item('a2', false)] } }));
    const store = storeWith([item('a'), item('b')], load);
    await store.dispatch(fetchMenuChildren('a'));
    await store.dispatch(fetchMenuChildren('a'));
    expect(load).toHaveBeenCalledTimes(1);
    const state = store.getState().menu;
    expect(findCategory(state.items, 'a')?.children).toMatchObject({ featured: [{ categoryId: 'a1' }] });
    expect(state.categoryNames).toMatchObject({ a1: 'Name a1', a2: 'Name a2' });
    expect(state.childrenStatus.a).toBe('resolved');
  });

  it('fetches nothing for a category that cannot load children or already has them', async () => {
    const load = jest.fn(async () => []);
    const store = storeWith([item('leaf', false), item('full', true, [item('x', false)])], load);
    await store.dispatch(fetchMenuChildren('leaf'));
    await store.dispatch(fetchMenuChildren('full'));
    await store.dispatch(fetchMenuChildren('unknown'));
    expect(load).not.toHaveBeenCalled();
  });

  it('marks a failed load REQUEST_FAILED and allows a retry', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([item('a1', false)]);
    const store = storeWith([item('a')], load);
    await store.dispatch(fetchMenuChildren('a'));
    expect(store.getState().menu).toMatchObject({ error: 'REQUEST_FAILED', childrenStatus: { a: 'rejected' } });
    await store.dispatch(fetchMenuChildren('a'));
    expect(store.getState().menu).toMatchObject({ error: null, childrenStatus: { a: 'resolved' } });
  });

  it('gives every store its own state', () => {
    const first = storeWith([item('a')], async () => []);
    const second = storeWith([item('b')], async () => []);
    first.dispatch(mobileMenuToggled());
    expect(second.getState().menu.mobileOpen).toBe(false);
    expect(second.getState().menu.items[0]?.categoryId).toBe('b');
  });
});

describe('current category path', () => {
  it('holds the category page being shown, without opening a submenu', async () => {
    const { default: slice, categoryPageShown, initialMenuState } = await import('@/store/menu-slice');
    const state = slice.reducer(initialMenuState, categoryPageShown(['100', '102']));
    expect(state.currentPath).toEqual(['100', '102']);
    expect(state.selectedPath).toEqual([]);
  });
});

describe('focus index and category names', () => {
  it('moves the focus index by keyboard and starts a newly opened submenu at its first item', async () => {
    const { submenuFocusMoved, selectFocusIndex } = await import('@/store/menu-slice');
    const store = storeWith([item('a'), item('b')], async () => []);
    store.dispatch(submenuOpened({ level: 0, categoryId: 'a' }));
    store.dispatch(submenuFocusMoved(3));
    expect(selectFocusIndex(store.getState())).toBe(3);
    store.dispatch(submenuFocusMoved(-1));
    expect(selectFocusIndex(store.getState())).toBe(0);
    store.dispatch(submenuFocusMoved(2));
    store.dispatch(submenuOpened({ level: 0, categoryId: 'b' }));
    expect(selectFocusIndex(store.getState())).toBe(0);
  });

  it('names a category by its loaded name, falling back to the item', async () => {
    const { categoryName, selectCategoryNames } = await import('@/store/menu-slice');
    const store = storeWith([item('a')], async () => ({ featured: [item('a1', false)], rest: undefined }));
    await store.dispatch(fetchMenuChildren('a'));
    const names = selectCategoryNames(store.getState());
    expect(categoryName(names, { categoryId: 'a1', name: 'stale' })).toBe('Name a1');
    expect(categoryName(names, { categoryId: 'zz', name: 'Own name' })).toBe('Own name');
  });
});
