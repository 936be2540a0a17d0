import { addCartProduct } from '../api/cart';
import type { Http } from '../api/createHttp';
import type { AppMode, WeightId } from '../../shared/types';
import { signal } from './signals';
import type { ReadonlySignal } from './signals';

export interface CartLine {
  readonly productId: number;
  readonly weight: WeightId;
  readonly count: number;
  readonly unitCents: number | null;
}

export type AddStatus = { readonly state: 'adding' } | { readonly state: 'added' } | { readonly state: 'failed'; readonly message: string };

/**
 * The catalogue's view of the cart: enough for Add to cart (POST /cart_products, 001 §7) and for the
 * weight a card opens on (000 §4: a product in the cart uses the cart's weight). Issue 7 replaces this
 * module with the full cart state behind the same shape.
 */
export interface CartState {
  readonly uuid: ReadonlySignal<string | null>;
  readonly lines: ReadonlySignal<readonly CartLine[]>;
  /** Add status per product id, for the button that started it. */
  readonly status: ReadonlySignal<Readonly<Record<number, AddStatus>>>;
  add(input: { productId: number; storeId: number; weight: WeightId; count?: number; unitCents: number | null; recommended?: boolean }): Promise<boolean>;
  weightInCart(productId: number): WeightId | null;
}

export interface CartDeps {
  readonly http: Http;
  readonly mode: AppMode;
  readonly deviceId: () => string;
  readonly userAgent?: string;
  readonly onChange?: (cart: { uuid: string; count: number; totalCents: number }) => void;
  readonly onAdded?: (line: { productId: number; storeId: number; weight: WeightId; count: number; unitCents: number | null }) => void;
}

export function createCartState(deps: CartDeps): CartState {
  const uuid = signal<string | null>(null);
  const lines = signal<readonly CartLine[]>([]);
  const status = signal<Readonly<Record<number, AddStatus>>>({});
  const setStatus = (productId: number, value: AddStatus) => {
    status.value = { ...status.peek(), [productId]: value };
  };

  return {
    uuid,
    lines,
    status,
    weightInCart: (productId) => lines.peek().find((line) => line.productId === productId)?.weight ?? null,
    async add({ productId, storeId, weight, count = 1, unitCents, recommended = false }) {
      setStatus(productId, { state: 'adding' });
      try {
        const answer = await addCartProduct(deps.http, {
          app_mode: deps.mode,
          app_mode_name: deps.mode,
          cart_uuid: uuid.peek(),
          j_device_id: deps.deviceId(),
          product: { count, price_id: weight, product_id: productId, recommended },
          store_id: storeId,
          user_agent: deps.userAgent ?? '',
        });
        if (answer?.cart_uuid) uuid.value = answer.cart_uuid;
        // 001 §4: adding an existing product and price updates its count; otherwise a line is added.
        const current = lines.peek();
        const same = current.find((line) => line.productId === productId && line.weight === weight);
        lines.value = same
          ? current.map((line) => (line === same ? { ...line, count: line.count + count } : line))
          : [...current, { productId, weight, count, unitCents }];
        setStatus(productId, { state: 'added' });
        deps.onAdded?.({ productId, storeId, weight, count, unitCents });
        const all = lines.peek();
        if (uuid.peek()) {
          deps.onChange?.({
            uuid: uuid.peek()!,
            count: all.reduce((sum, line) => sum + line.count, 0),
            totalCents: all.reduce((sum, line) => sum + (line.unitCents ?? 0) * line.count, 0),
          });
        }
        return true;
      } catch (error) {
        setStatus(productId, { state: 'failed', message: error instanceof Error ? error.message : 'Something went wrong' });
        return false;
      }
    },
  };
}
