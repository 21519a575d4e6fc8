import type { MenuChildren } from '@/services/shop/models';

/**
 * What thunks may call, injected into the store so tests can hand in fakes.
 * In the browser it is services/app-api (same-origin API routes).
 */
export interface ThunkExtra {
  api: {
    menuChildren(categoryId: string): Promise<MenuChildren>;
  };
}
