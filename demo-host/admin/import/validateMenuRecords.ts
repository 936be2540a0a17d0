import { weightsOfferedFor } from '../../../shared/weights';
import { readCell, type MenuCells } from './menuCellSchemas';
import { MENU_COLUMNS, type MenuColumn } from './menuColumns';
import { FaultList } from './faultList';
import type { ImportedProduct, ParsedMenu } from './menuItem';

/** One row of a menu file: where it is, and its cells as text (a column the file lacks is undefined). */
export interface MenuRecord {
  line: number;
  cells: Partial<Record<MenuColumn, string>>;
  /** Fields of a JSON row that are not columns, or whose value is not text or a number. */
  strays?: string[];
}

const COLUMN_LIST = MENU_COLUMNS.map((c) => c.name).join(', ');

type RowValues = Partial<MenuCells>;

// The columns that describe the product rather than one weight of it: the same on each of its rows.
const PRODUCT_COLUMNS = ['name', 'brand', 'kind', 'category', 'thc_percent', 'cbd_percent', 'description', 'photo_url'] as const;

function readRow(record: MenuRecord, faults: FaultList): RowValues | null {
  const values: Record<string, unknown> = {};
  const before = faults.count;
  for (const { name, required } of MENU_COLUMNS) {
    const raw = record.cells[name];
    if (raw === undefined) {
      if (required) faults.add(record.line, name, 'is required');
      continue;
    }
    const cell = readCell(name, raw);
    if ('fault' in cell) faults.add(record.line, name, cell.fault);
    else values[name] = cell.value;
  }
  for (const field of record.strays ?? []) faults.add(record.line, field, `is an unknown field, or not text or a number; the fields are ${COLUMN_LIST}`);
  return faults.count === before ? (values as RowValues) : null;
}

// Checks between the cells of one row: the price it is discounted from, the weights its kind is sold in.
function rowFaults(line: number, row: MenuCells, faults: FaultList): void {
  if (row.discounted_price != null && row.discounted_price > row.price) faults.add(line, 'discounted_price', `must be at most the price (${(row.price / 100).toFixed(2)})`);
  // 000 §3: only flower, extract and vape are sold by weight, each in its own list; every other kind uses each.
  const offered = weightsOfferedFor({ kind: row.kind });
  if (!offered.includes(row.weight))
    faults.add(line, 'weight', `${/^[aeiou]/.test(row.kind) ? 'an' : 'a'} ${row.kind} product is sold in ${offered.join(', ')} (000 §3), not ${row.weight}`);
}

interface Gathered {
  product: ImportedProduct;
  first: RowValues;
  lines: Map<string, number>;
}

function newProduct(line: number, row: MenuCells, values: RowValues): ImportedProduct {
  const product: ImportedProduct = { externalId: row.product_id, line, name: row.name, brand: row.brand, kind: row.kind, weights: {} };
  if (values.category !== undefined) product.category = values.category;
  if (values.description !== undefined) product.description = values.description;
  if (values.thc_percent !== undefined) product.percentThc = values.thc_percent;
  if (values.cbd_percent !== undefined) product.percentCbd = values.cbd_percent;
  if (values.photo_url !== undefined) product.photoUrl = values.photo_url;
  return product;
}

// Checks between the rows of one product: one row per weight, and the same product columns on each.
function productFaults(line: number, row: MenuCells, values: RowValues, gathered: Gathered, faults: FaultList): void {
  for (const column of PRODUCT_COLUMNS) {
    if (values[column] !== gathered.first[column]) {
      faults.add(line, column, `must be the same on each row of product ${row.product_id}: line ${gathered.product.line} has ${JSON.stringify(gathered.first[column] ?? '')}`);
    }
  }
  const earlier = gathered.lines.get(row.weight);
  if (earlier !== undefined) faults.add(line, 'weight', `product ${row.product_id} already has a ${row.weight} row (line ${earlier}): one row per product and weight`);
}

/**
 * The rows of a menu file read, checked and gathered into products (docs/api-admin.md § Menu import). Any fault
 * fails the whole file: an import writes all of it or nothing.
 */
export function validateMenuRecords(records: readonly MenuRecord[], faults = new FaultList()): ParsedMenu {
  const products = new Map<string, Gathered>();
  for (const record of records) {
    const values = readRow(record, faults);
    if (!values) continue;
    const row = values as MenuCells;
    const before = faults.count;
    rowFaults(record.line, row, faults);
    const gathered = products.get(row.product_id);
    if (gathered) productFaults(record.line, row, values, gathered, faults);
    if (faults.count !== before) continue;
    const target = gathered ?? { product: newProduct(record.line, row, values), first: values, lines: new Map<string, number>() };
    target.product.weights[row.weight] = { price: row.price, discounted: row.discounted_price, quantity: row.quantity };
    target.lines.set(row.weight, record.line);
    products.set(row.product_id, target);
  }
  if (!faults.empty) return { ok: false, faults: faults.kept, faultCount: faults.count };
  return { ok: true, rows: records.length, products: [...products.values()].map((g) => g.product) };
}
