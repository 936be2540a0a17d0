import * as v from 'valibot';
import { dollarsToCents } from '../../../shared/money';
import { KINDS, LINEAGES, WEIGHT_IDS, type Kind, type Lineage, type WeightId } from '../../../shared/types';
import { parseWeightFilter } from '../../../shared/weights';
import type { MenuColumn } from './menuColumns';

// How each cell of a menu file is read (docs/api-admin.md § Menu import): trimmed text in, a typed value out.
// An empty cell is handled before its schema runs: required (a fault), or the column's empty value.

const REQUIRED = Symbol('required');

interface CellRule<T> {
  schema: v.GenericSchema<string, T>;
  /** The value of an empty cell, or REQUIRED. */
  empty: T | typeof REQUIRED;
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`));

const MONEY = v.pipe(
  v.string(),
  v.regex(/^\$?\d{1,7}(\.\d{1,2})?$/, 'must be an amount in dollars such as 12.50 (at most 2 decimals)'),
  v.transform((cell) => dollarsToCents(cell.replace('$', ''))!),
);

const PERCENT = v.pipe(v.string(), v.regex(/^\d{1,3}(\.\d{1,3})?$/, 'must be a percent from 0 to 100'), v.transform(Number), v.maxValue(100, 'must be a percent from 0 to 100'));

const WEIGHT = v.pipe(
  v.string(),
  v.check((cell) => parseWeightFilter(cell) !== null, `must be one of ${WEIGHT_IDS.join(', ')}`),
  v.transform((cell): WeightId => parseWeightFilter(cell)!),
);

const KIND = v.pipe(v.string(), v.toLowerCase(), v.picklist(KINDS, `must be one of ${KINDS.join(', ')}`));

const LINEAGE = v.pipe(v.string(), v.toLowerCase(), v.picklist(LINEAGES, `must be one of ${LINEAGES.join(', ')}, or empty`));

const QUANTITY = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a whole number of 0 or more'), v.transform(Number));

// Shoppers' browsers load the photo from the widget's pages, which are https: a plain http photo would be blocked.
const PHOTO_URL = v.pipe(v.string(), v.maxLength(2000, 'must be at most 2000 characters'), v.url('must be an https:// URL'), v.startsWith('https://', 'must be an https:// URL'));

/** The value of each column once read. */
export interface MenuCells {
  product_id: string;
  name: string;
  brand: string;
  kind: Kind;
  category: Lineage | null;
  weight: WeightId;
  price: number;
  discounted_price: number | null;
  quantity: number;
  thc_percent: number | null;
  cbd_percent: number | null;
  description: string;
  photo_url: string | null;
}

export const CELL_RULES: { [C in MenuColumn]: CellRule<MenuCells[C]> } = {
  product_id: { schema: text(100), empty: REQUIRED },
  name: { schema: text(200), empty: REQUIRED },
  brand: { schema: text(100), empty: REQUIRED },
  kind: { schema: KIND, empty: REQUIRED },
  category: { schema: LINEAGE, empty: null },
  weight: { schema: WEIGHT, empty: REQUIRED },
  price: { schema: MONEY, empty: REQUIRED },
  discounted_price: { schema: MONEY, empty: null },
  quantity: { schema: QUANTITY, empty: REQUIRED },
  thc_percent: { schema: PERCENT, empty: null },
  cbd_percent: { schema: PERCENT, empty: null },
  description: { schema: text(5000), empty: '' },
  photo_url: { schema: PHOTO_URL, empty: null },
};

const shown = (cell: string) => JSON.stringify(cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);

/** One cell read by its column's rule: its value, or the message of its fault. */
export function readCell<C extends MenuColumn>(column: C, raw: string): { value: MenuCells[C] } | { fault: string } {
  const cell = raw.trim();
  const rule = CELL_RULES[column] as CellRule<MenuCells[C]>;
  if (cell === '') return rule.empty === REQUIRED ? { fault: 'is required' } : { value: rule.empty };
  const parsed = v.safeParse(rule.schema, cell);
  return parsed.success ? { value: parsed.output } : { fault: `${parsed.issues[0].message}, not ${shown(cell)}` };
}
