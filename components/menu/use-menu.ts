import { useCallback } from 'react';
import type { MenuItem } from '@/services/shop/models';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  allClosed,
  categoryName,
  fetchMenuChildren,
  mobileMenuToggled,
  selectCategoryNames,
  selectChildrenStatuses,
  selectCurrentPath,
  selectFocusIndex,
  selectMenuItems,
  selectMobileOpen,
  selectSelectedPath,
  submenuClosed,
  submenuFocusMoved,
  submenuOpened,
} from '@/store/menu-slice';

/** The menu's state and events, shared by the desktop and the mobile menu. */
export function useMenu() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectMenuItems);
  const selectedPath = useAppSelector(selectSelectedPath);
  const mobileOpen = useAppSelector(selectMobileOpen);
  const childrenStatus = useAppSelector(selectChildrenStatuses);
  const currentPath = useAppSelector(selectCurrentPath);
  const focusIndex = useAppSelector(selectFocusIndex);
  const names = useAppSelector(selectCategoryNames);

  const open = useCallback(
    (level: number, categoryId: string) => {
      dispatch(submenuOpened({ level, categoryId }));
      void dispatch(fetchMenuChildren(categoryId));
    },
    [dispatch],
  );
  const retry = useCallback((categoryId: string) => void dispatch(fetchMenuChildren(categoryId)), [dispatch]);
  const close = useCallback((level: number) => dispatch(submenuClosed({ level })), [dispatch]);
  const closeAll = useCallback(() => dispatch(allClosed()), [dispatch]);
  const toggleMobile = useCallback(() => dispatch(mobileMenuToggled()), [dispatch]);
  const moveFocus = useCallback((index: number) => dispatch(submenuFocusMoved(index)), [dispatch]);
  const nameOf = useCallback((item: Pick<MenuItem, 'categoryId' | 'name'>) => categoryName(names, item), [names]);

  return {
    items,
    selectedPath,
    currentPath,
    mobileOpen,
    childrenStatus,
    focusIndex,
    open,
    retry,
    close,
    closeAll,
    toggleMobile,
    moveFocus,
    nameOf,
  };
}
