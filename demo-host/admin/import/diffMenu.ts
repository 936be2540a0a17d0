import { centsToDollars } from '../../../shared/money';
import { WEIGHT_IDS } from '../../../shared/types';
import type { ImportedProduct, MenuItem, WeightOffer } from './menuItem';

/** One field that an import changes: money in dollars, as on the wire. */
export interface MenuChange {
  field: string;
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export interface MenuDiff {
  added: { product_id: string; name: string }[];
  changed: { product_id: string; name: string; changes: MenuChange[] }[];
  /** Products a full import leaves out: hidden, kept for the carts that hold them (001 §4). */
  removed: { product_id: string; name: string }[];
  unchanged: string[];
}

/** What a product becomes: the file's values, and the current ones for the columns the file does not have. */
export function targetItem(product: ImportedProduct, current: MenuItem | undefined): MenuItem {
  const kept = <K extends keyof MenuItem>(value: MenuItem[K] | undefined, key: K, empty: MenuItem[K]): MenuItem[K] => (value !== undefined ? value : (current?.[key] ?? empty));
  return {
    name: product.name,
    brand: product.brand,
    kind: product.kind,
    category: kept(product.category, 'category', null),
    description: kept(product.description, 'description', ''),
    percentThc: kept(product.percentThc, 'percentThc', null),
    percentCbd: kept(product.percentCbd, 'percentCbd', null),
    photoUrl: kept(product.photoUrl, 'photoUrl', null),
    visible: true,
    weights: targetWeights(product, current),
  };
}

// Without a discounted_price column a weight keeps its discount, unless its new price is no longer above it.
function targetWeights(product: ImportedProduct, current: MenuItem | undefined): MenuItem['weights'] {
  const weights: MenuItem['weights'] = {};
  for (const weight of WEIGHT_IDS) {
    const offer = product.weights[weight];
    if (!offer) continue;
    const kept = current?.weights[weight]?.discounted ?? null;
    const discounted = offer.discounted !== undefined ? offer.discounted : kept !== null && kept < offer.price ? kept : null;
    weights[weight] = { price: offer.price, discounted, quantity: offer.quantity };
  }
  return weights;
}

const PRODUCT_FIELDS: [keyof MenuItem, string][] = [
  ['name', 'name'],
  ['brand', 'brand'],
  ['kind', 'kind'],
  ['category', 'category'],
  ['description', 'description'],
  ['percentThc', 'thc_percent'],
  ['percentCbd', 'cbd_percent'],
  ['photoUrl', 'photo_url'],
];

const dollarsOrNull = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : centsToDollars(cents));

function weightChanges(weight: string, before: WeightOffer | undefined, after: WeightOffer | undefined): MenuChange[] {
  // A weight offered or withdrawn is told by its price alone (000 §4: a weight is available only with a price).
  if (!before || !after) return before === after ? [] : [{ field: `price_${weight}`, from: dollarsOrNull(before?.price), to: dollarsOrNull(after?.price) }];
  const changes: MenuChange[] = [];
  if (before.price !== after.price) changes.push({ field: `price_${weight}`, from: dollarsOrNull(before.price), to: dollarsOrNull(after.price) });
  if (before.discounted !== after.discounted) changes.push({ field: `discounted_price_${weight}`, from: dollarsOrNull(before.discounted), to: dollarsOrNull(after.discounted) });
  if (before.quantity !== after.quantity) changes.push({ field: `quantity_${weight}`, from: before.quantity, to: after.quantity });
  return changes;
}

/** Every field, weight by weight, in which `after` differs from `before`. */
export function itemChanges(before: MenuItem, after: MenuItem): MenuChange[] {
  const changes: MenuChange[] = [];
  for (const [key, field] of PRODUCT_FIELDS) {
    if (before[key] !== after[key]) changes.push({ field, from: before[key] as MenuChange['from'], to: after[key] as MenuChange['to'] });
  }
  for (const weight of WEIGHT_IDS) changes.push(...weightChanges(weight, before.weights[weight], after.weights[weight]));
  if (before.visible !== after.visible) changes.push({ field: 'visible', from: before.visible, to: after.visible });
  return changes;
}

/**
 * What importing `products` into a menu (keyed by the operator's product ids) adds, changes and removes. A full
 * import removes the visible products it leaves out; a partial one touches only the products it names.
 */
export function diffMenu(current: ReadonlyMap<string, MenuItem>, products: readonly ImportedProduct[], options: { full: boolean }): MenuDiff {
  const diff: MenuDiff = { added: [], changed: [], removed: [], unchanged: [] };
  const named = new Set<string>();
  for (const product of products) {
    named.add(product.externalId);
    const before = current.get(product.externalId);
    if (!before) {
      diff.added.push({ product_id: product.externalId, name: product.name });
      continue;
    }
    const changes = itemChanges(before, targetItem(product, before));
    if (changes.length === 0) diff.unchanged.push(product.externalId);
    else diff.changed.push({ product_id: product.externalId, name: product.name, changes });
  }
  if (options.full) {
    for (const [externalId, item] of current) if (item.visible && !named.has(externalId)) diff.removed.push({ product_id: externalId, name: item.name });
  }
  return diff;
}
