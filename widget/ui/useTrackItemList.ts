import { useTrack } from '../app';
import { itemOfProduct } from '../platform/analytics';

type ListedProduct = Parameters<typeof itemOfProduct>[0];

/**
 * GA4 view_item_list (001 §7) for a list of products a page shows: a grid, a row. Once per list and products shown
 * (a later page of results is a list of its own); nothing while the list loads or when it is empty.
 */
export function useTrackItemList(listId: string, listName: string, products: readonly ListedProduct[] | undefined): void {
  const key = products && products.length > 0 ? `${listId}:${listName}:${products.map((p) => p.id).join(',')}` : null;
  useTrack('view_item_list', key, () => ({
    item_list_id: listId,
    item_list_name: listName,
    items: (products ?? []).map((product, index) => itemOfProduct(product, { index, listName })),
  }));
}
