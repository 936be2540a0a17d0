import * as v from 'valibot';
import { MenuProductSchema, StoreSpecialDetailSchema, StoreSpecialSchema, parseResponse } from '../../shared/schemas';
import type { MenuProduct, StoreSpecial, StoreSpecialDetail } from '../../shared/types';
import type { Http } from './createHttp';

/** GET /stores/{id}/specials/{specialId} (docs/api.md): the special, its detail for the cart, and its menu products. */
export interface SpecialDetailPage {
  readonly special: StoreSpecial;
  /** 000 §3 store special detail: the qualifying status for the cart and the cart's qualified/discounted lines. */
  readonly detail: StoreSpecialDetail;
  /** The menu products that qualify for the special. */
  readonly products: MenuProduct[];
  /** The menu products that get the discount (a bundle's discountable side). */
  readonly discounted_products: MenuProduct[];
}

const SpecialDetailPageSchema = v.looseObject({
  special: StoreSpecialSchema,
  detail: StoreSpecialDetailSchema,
  products: v.optional(v.array(MenuProductSchema), []),
  discounted_products: v.optional(v.array(MenuProductSchema), []),
});

/**
 * GET /stores/{id}/specials/{specialId}: the special, its detail, and both product lists.
 * 001 §5: an answer that fails its schema is logged and still used.
 */
export async function fetchSpecialDetail(http: Http, storeId: number, specialId: number, cartUuid: string | null, signal?: AbortSignal): Promise<SpecialDetailPage> {
  const path = `/stores/${storeId}/specials/${specialId}`;
  const answer = await http.get<unknown>(path, { query: { cart_uuid: cartUuid ?? undefined }, signal });
  const page = parseResponse<Partial<SpecialDetailPage>>(SpecialDetailPageSchema, answer, (mismatch) =>
    console.warn(`Canopy: ${path} answered an unexpected shape`, mismatch.issues),
  );
  return { ...page, products: page.products ?? [], discounted_products: page.discounted_products ?? [] } as SpecialDetailPage;
}
