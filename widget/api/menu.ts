import type { MenuProductsPage } from '../../shared/types';
import { menuSearchParams } from '../../shared/search';
import type { MenuSearch } from '../../shared/search';
import type { Http } from './createHttp';

const menuPath = (storeId: number) => `/stores/${storeId}/menu_products`;

export function searchMenu(http: Http, storeId: number, search: MenuSearch, signal?: AbortSignal): Promise<MenuProductsPage> {
  return http.get<MenuProductsPage>(menuPath(storeId), { query: menuSearchParams(search), signal });
}

/** The search's answer if it is already here (the widget's HTML or the boot requests), for a first render. */
export function peekMenu(http: Http, storeId: number, search: MenuSearch): MenuProductsPage | undefined {
  return http.peek<MenuProductsPage>(menuPath(storeId), menuSearchParams(search));
}
