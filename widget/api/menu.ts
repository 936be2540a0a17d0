import type { MenuCardsPage } from '../../shared/types';
import { menuCardParams } from '../../shared/search';
import type { MenuSearch } from '../../shared/search';
import type { Http } from './createHttp';

const menuPath = (storeId: number) => `/stores/${storeId}/menu_products`;

/** A menu search answered as product cards (`fields=card`): a product's page asks for its full record (fetchProduct). */
export function searchMenu(http: Http, storeId: number, search: MenuSearch, signal?: AbortSignal): Promise<MenuCardsPage> {
  return http.get<MenuCardsPage>(menuPath(storeId), { query: menuCardParams(search), signal });
}

/** The search's answer if it is already here (the widget's HTML or the boot requests), for a first render. */
export function peekMenu(http: Http, storeId: number, search: MenuSearch): MenuCardsPage | undefined {
  return http.peek<MenuCardsPage>(menuPath(storeId), menuCardParams(search));
}
