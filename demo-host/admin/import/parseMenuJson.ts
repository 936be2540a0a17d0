import { isMenuColumn, MENU_COLUMNS, type MenuColumn } from './menuColumns';
import { FaultList } from './faultList';
import type { ParsedMenu } from './menuItem';
import { validateMenuRecords, type MenuRecord } from './validateMenuRecords';

const COLUMN_LIST = MENU_COLUMNS.map((c) => c.name).join(', ');

function cellOf(value: unknown): string | null {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

// One JSON row as the cells of a CSV row: numbers as text, null as an empty cell.
function recordOf(row: object, line: number): MenuRecord {
  const cells: Partial<Record<MenuColumn, string>> = {};
  const strays: string[] = [];
  for (const [field, value] of Object.entries(row)) {
    const cell = cellOf(value);
    if (isMenuColumn(field) && cell !== null) cells[field] = cell;
    else strays.push(field);
  }
  return { line, cells, strays };
}

/**
 * A JSON menu `{ "rows": [ { "product_id": …, … } ] }` (docs/api-admin.md § Menu import) read and checked like a
 * CSV file; a fault's line is the row's number (index + 1) and its column the field.
 */
export function parseMenuJson(body: unknown): ParsedMenu {
  const faults = new FaultList();
  const rows = (body as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows) || rows.length === 0) {
    faults.add(1, 'rows', `the body must be { "rows": [ … ] } with at least one row, each an object with the fields ${COLUMN_LIST}`);
    return { ok: false, faults: faults.kept, faultCount: faults.count };
  }
  const records: MenuRecord[] = [];
  rows.forEach((row: unknown, index) => {
    if (row !== null && typeof row === 'object' && !Array.isArray(row)) records.push(recordOf(row, index + 1));
    else faults.add(index + 1, null, `rows[${index}] must be an object with the fields ${COLUMN_LIST}`);
  });
  return validateMenuRecords(records, faults);
}
