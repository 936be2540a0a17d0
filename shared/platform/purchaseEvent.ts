// 001 §5: the keys a purchase commerce event may carry, at the root and on each product.
export const PURCHASE_ROOT_KEYS = [
  'common',
  'type',
  'transaction_id',
  'currency',
  'revenue',
  'revenue_in_usd',
  'exchange_rate',
  'shipping',
  'tax',
  'coupon',
  'affiliation',
  'persona',
  'products',
] as const;
export const PURCHASE_PRODUCT_KEYS = ['sku', 'name', 'price', 'quantity', 'brand', 'category', 'variant'] as const;

// 001 §7: currency defaults to USD; purchase events report tax 0 and shipping 0.
export const DEFAULT_ANALYTICS_CURRENCY = 'USD';

export interface PurchaseProduct {
  sku?: string | number;
  name?: string;
  price?: number;
  quantity?: number;
  brand?: string;
  category?: string;
  variant?: string;
}

export interface PurchaseEventData {
  common?: Record<string, unknown>;
  type?: string;
  transaction_id?: string | number;
  currency: string;
  revenue?: number;
  revenue_in_usd?: number;
  exchange_rate?: number;
  shipping: number;
  tax: number;
  coupon?: string;
  affiliation?: string;
  persona?: string;
  products?: PurchaseProduct[];
}

export interface PurchaseEvent {
  name: 'purchase';
  data: PurchaseEventData;
}

export type PurchaseEventResult = { ok: true; event: PurchaseEvent } | { ok: false; errors: string[] };

type Check = (value: unknown) => boolean;
const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isId: Check = (value) => isString(value) || isNumber(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const ROOT_CHECKS: Record<(typeof PURCHASE_ROOT_KEYS)[number], [Check, string]> = {
  common: [isRecord, 'an object'],
  type: [isString, 'a string'],
  transaction_id: [isId, 'a string or number'],
  currency: [(value) => isString(value) && /^[A-Z]{3}$/.test(value as string), 'a three-letter currency code'],
  revenue: [isNumber, 'a finite number'],
  revenue_in_usd: [isNumber, 'a finite number'],
  exchange_rate: [isNumber, 'a finite number'],
  shipping: [isNumber, 'a finite number'],
  tax: [isNumber, 'a finite number'],
  coupon: [isString, 'a string'],
  affiliation: [isString, 'a string'],
  persona: [isString, 'a string'],
  products: [Array.isArray, 'a list'],
};

const PRODUCT_CHECKS: Record<(typeof PURCHASE_PRODUCT_KEYS)[number], [Check, string]> = {
  sku: [isId, 'a string or number'],
  name: [isString, 'a string'],
  price: [isNumber, 'a finite number'],
  quantity: [isNumber, 'a finite number'],
  brand: [isString, 'a string'],
  category: [isString, 'a string'],
  variant: [isString, 'a string'],
};

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'string' ? JSON.stringify(value) : typeof value;
}

function checkKeys(record: Record<string, unknown>, checks: Record<string, [Check, string]>, path: string, errors: string[]): void {
  for (const [key, value] of Object.entries(record)) {
    const check = Object.prototype.hasOwnProperty.call(checks, key) ? checks[key] : undefined;
    if (!check) errors.push(`${path}.${key} is not an allowed key (allowed: ${Object.keys(checks).join(', ')})`);
    else if (value !== undefined && !check[0](value)) {
      errors.push(`${path}.${key}: expected ${check[1]}, got ${describeValue(value)}`);
    }
  }
}

/**
 * 001 §5: a purchase commerce event is named 'purchase' with non-empty data whose keys, and whose
 * products' keys, are in the allowed lists. A valid event comes back with the defaults of 001 §7
 * filled in (currency USD, tax 0, shipping 0); an invalid one with every problem found.
 */
export function validatePurchaseEvent(input: unknown): PurchaseEventResult {
  if (!isRecord(input)) return { ok: false, errors: [`event: expected an object, got ${describeValue(input)}`] };
  const errors: string[] = [];
  if (input.name !== 'purchase') errors.push(`name: expected 'purchase', got ${describeValue(input.name)}`);
  const data = input.data;
  if (!isRecord(data) || Object.keys(data).length === 0) {
    errors.push(`data: expected a non-empty object, got ${isRecord(data) ? 'an empty object' : describeValue(data)}`);
    return { ok: false, errors };
  }
  checkKeys(data, ROOT_CHECKS, 'data', errors);
  if (Array.isArray(data.products)) {
    data.products.forEach((product: unknown, i: number) => {
      if (!isRecord(product)) errors.push(`data.products[${i}]: expected an object, got ${describeValue(product)}`);
      else checkKeys(product, PRODUCT_CHECKS, `data.products[${i}]`, errors);
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  const event: PurchaseEvent = {
    name: 'purchase',
    data: {
      ...(data as Partial<PurchaseEventData>),
      currency: (data.currency as string | undefined) ?? DEFAULT_ANALYTICS_CURRENCY,
      tax: (data.tax as number | undefined) ?? 0,
      shipping: (data.shipping as number | undefined) ?? 0,
    },
  };
  return { ok: true, event };
}
