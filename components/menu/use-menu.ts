import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  allClosed,
  fetchMenuChildren,
  mobileMenuToggled,
  selectChildrenStatuses,
  selectCurrentPath,
  selectMenuItems,
  selectMobileOpen,
  selectSelectedPath,
  submenuClosed,
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

  return { items, selectedPath, currentPath, mobileOpen, childrenStatus, open, retry, close, closeAll, toggleMobile };
}
