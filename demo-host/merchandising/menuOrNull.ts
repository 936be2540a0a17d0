import { ApiError } from '../http';
import type { MenuIndex, MenuIndexCache } from '../search';

/** The store's menu index, or null for a store the menu does not know (the cache's loader answers not_found). */
export async function menuOrNull(menus: MenuIndexCache, storeId: number): Promise<MenuIndex | null> {
  try {
    return await menus.get(storeId);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
}
