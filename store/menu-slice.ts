/**
 * The menu (docs/spec.md §3-4): categories with lazily loaded children, the selected
 * path through the open submenus, and the mobile menu flag.
 */
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { flattenChildren, type MenuChildren, type MenuItem } from '@/services/shop/models';
import type { ThunkExtra } from './thunk-extra';

export type ChildrenStatus = 'pending' | 'resolved' | 'rejected';

export interface MenuState {
  items: MenuItem[];
  /** categoryId of the open submenu at each level; deeper levels are truncated when a level changes. */
  selectedPath: string[];
  /** The item of the open submenu that has keyboard focus (0 = its "show everything" link). */
  focusIndex: number;
  mobileOpen: boolean;
  /** categoryId → name of every category loaded so far; the menu shows names through selectCategoryName. */
  categoryNames: Record<string, string>;
  childrenStatus: Record<string, ChildrenStatus>;
  error: 'REQUEST_FAILED' | null;
  /** categoryIds of the category page being shown, top first (highlighted in the menu). */
  currentPath: string[];
}

export const initialMenuState: MenuState = {
  items: [],
  selectedPath: [],
  focusIndex: 0,
  mobileOpen: false,
  categoryNames: {},
  childrenStatus: {},
  error: null,
  currentPath: [],
};

export function findCategory(items: MenuItem[], categoryId: string): MenuItem | undefined {
  for (const item of items) {
    if (item.categoryId === categoryId) return item;
    const found = findCategory(flattenChildren(item.children), categoryId);
    if (found) return found;
  }
  return undefined;
}

function collectNames(items: MenuItem[], into: Record<string, string>): Record<string, string> {
  for (const item of items) {
    into[item.categoryId] = item.name;
    collectNames(flattenChildren(item.children), into);
  }
  return into;
}

export function menuStateFrom(items: MenuItem[]): MenuState {
  return { ...initialMenuState, items, categoryNames: collectNames(items, {}) };
}

/** Children are fetched only when the category can load them and has none yet. */
function needsChildren(state: MenuState, categoryId: string): boolean {
  const category = findCategory(state.items, categoryId);
  return (
    !!category &&
    category.canLoadChildren &&
    flattenChildren(category.children).length === 0 &&
    state.childrenStatus[categoryId] !== 'pending'
  );
}

export const fetchMenuChildren = createAsyncThunk<
  { categoryId: string; children: MenuChildren },
  string,
  { state: { menu: MenuState }; extra: ThunkExtra }
>('menu/childrenFetched', async (categoryId, { extra }) => ({ categoryId, children: await extra.menu.menuChildren(categoryId) }), {
  condition: (categoryId, { getState }) => needsChildren(getState().menu, categoryId),
});

const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    submenuOpened(state, action: PayloadAction<{ level: number; categoryId: string }>) {
      const { level, categoryId } = action.payload;
      state.selectedPath = [...state.selectedPath.slice(0, level), categoryId];
      state.focusIndex = 0;
    },
    /** Arrow keys in an open submenu: the item at the index gets focus. */
    submenuFocusMoved(state, action: PayloadAction<number>) {
      state.focusIndex = Math.max(0, action.payload);
    },
    submenuClosed(state, action: PayloadAction<{ level: number }>) {
      state.selectedPath = state.selectedPath.slice(0, action.payload.level);
    },
    allClosed(state) {
      state.selectedPath = [];
      state.mobileOpen = false;
    },
    categoryPageShown(state, action: PayloadAction<string[]>) {
      state.currentPath = action.payload;
    },
    mobileMenuToggled(state) {
      state.mobileOpen = !state.mobileOpen;
      if (!state.mobileOpen) state.selectedPath = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMenuChildren.pending, (state, action) => {
        state.childrenStatus[action.meta.arg] = 'pending';
      })
      .addCase(fetchMenuChildren.fulfilled, (state, action) => {
        const { categoryId, children } = action.payload;
        const category = findCategory(state.items, categoryId);
        if (category) category.children = children;
        collectNames(flattenChildren(children), state.categoryNames);
        state.childrenStatus[categoryId] = 'resolved';
        state.error = null;
      })
      .addCase(fetchMenuChildren.rejected, (state, action) => {
        state.childrenStatus[action.meta.arg] = 'rejected';
        state.error = 'REQUEST_FAILED';
      });
  },
  selectors: {
    selectMenuItems: (state) => state.items,
    selectSelectedPath: (state) => state.selectedPath,
    selectMobileOpen: (state) => state.mobileOpen,
    selectCurrentPath: (state) => state.currentPath,
    selectChildrenStatuses: (state) => state.childrenStatus,
    selectFocusIndex: (state) => state.focusIndex,
    selectCategoryNames: (state) => state.categoryNames,
  },
});

export const { submenuOpened, submenuFocusMoved, submenuClosed, allClosed, mobileMenuToggled, categoryPageShown } = menuSlice.actions;
export const {
  selectMenuItems,
  selectSelectedPath,
  selectMobileOpen,
  selectChildrenStatuses,
  selectCurrentPath,
  selectFocusIndex,
  selectCategoryNames,
} = menuSlice.selectors;

/** A category's name as the menu shows it: the loaded name, else the item's own. */
export function categoryName(names: Record<string, string>, item: Pick<MenuItem, 'categoryId' | 'name'>): string {
  return names[item.categoryId] ?? item.name;
}
export default menuSlice;
