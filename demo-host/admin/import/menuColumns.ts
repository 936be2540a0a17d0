import type { ImportFault } from './menuItem';

/**
 * The columns of a menu file (docs/api-admin.md § Menu import), in the order faults are listed. A required column
 * must be in the header; an optional one may be left out, and then every product keeps its current value.
 */
export const MENU_COLUMNS = [
  { name: 'product_id', required: true },
  { name: 'name', required: true },
  { name: 'brand', required: true },
  { name: 'kind', required: true },
  { name: 'category', required: false },
  { name: 'weight', required: true },
  { name: 'price', required: true },
  { name: 'discounted_price', required: false },
  { name: 'quantity', required: true },
  { name: 'thc_percent', required: false },
  { name: 'cbd_percent', required: false },
  { name: 'description', required: false },
  { name: 'photo_url', required: false },
] as const;

export type MenuColumn = (typeof MENU_COLUMNS)[number]['name'];

const NAMES: readonly string[] = MENU_COLUMNS.map((column) => column.name);

export function isMenuColumn(name: string): name is MenuColumn {
  return NAMES.includes(name);
}

/** A header cell as a column name: case and surrounding spaces are forgiven. */
export const columnName = (cell: string): string => cell.trim().toLowerCase();

/** The faults of a header row (line 1): required columns missing, columns given twice, columns we do not know. */
export function headerFaults(names: readonly string[]): ImportFault[] {
  const faults: ImportFault[] = [];
  for (const column of MENU_COLUMNS) {
    if (column.required && !names.includes(column.name)) faults.push({ line: 1, column: column.name, message: `the required column ${column.name} is missing from the header` });
  }
  names.forEach((name, k) => {
    if (names.indexOf(name) !== k) faults.push({ line: 1, column: name, message: `the column ${name} is named twice in the header` });
    else if (!isMenuColumn(name)) faults.push({ line: 1, column: name || null, message: `"${name}" is an unknown column; the columns are ${NAMES.join(', ')}` });
  });
  return faults;
}
