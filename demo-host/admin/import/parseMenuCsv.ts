import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { columnName, headerFaults, type MenuColumn } from './menuColumns';
import { FaultList } from './faultList';
import type { ParsedMenu } from './menuItem';
import { validateMenuRecords, type MenuRecord } from './validateMenuRecords';

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

const newlinesIn = (cells: readonly string[]) => cells.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);

function readCsv(text: string): ParsedRecord[] {
  // RFC 4180 with what spreadsheets add: a byte-order mark, CRLF, empty lines. Row lengths are checked below,
  // so a short or long row is a fault on its line rather than the end of the file.
  return parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as ParsedRecord[];
}

/**
 * A CSV menu file (docs/api-admin.md § Menu import) read and checked: its products, or every fault with its line
 * (the header is line 1) and column. A record spanning lines (a quoted line break) is named by its first line.
 */
export function parseMenuCsv(text: string): ParsedMenu {
  const faults = new FaultList();
  let parsed: ParsedRecord[];
  try {
    parsed = readCsv(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    faults.add(Number(error.lines) || 1, null, `the file is not valid CSV: ${error.message}`);
    return { ok: false, faults: faults.kept, faultCount: faults.count };
  }
  if (parsed.length === 0) faults.add(1, null, 'the file is empty: the first line must be the header row naming the columns');
  const names = parsed[0]?.record.map(columnName) ?? [];
  if (parsed.length > 0) faults.addAll(headerFaults(names));
  if (faults.empty && parsed.length === 1) faults.add(parsed[0].info.lines + 1, null, 'the file has a header but no rows');
  if (!faults.empty) return { ok: false, faults: faults.kept, faultCount: faults.count };

  const records: MenuRecord[] = [];
  for (const { record, info } of parsed.slice(1)) {
    const line = info.lines - newlinesIn(record);
    if (record.length !== names.length) {
      faults.add(line, null, `the row has ${record.length} cells where the header has ${names.length}`);
      continue;
    }
    const cells: Partial<Record<MenuColumn, string>> = {};
    names.forEach((name, k) => (cells[name as MenuColumn] = record[k]));
    records.push({ line, cells });
  }
  return validateMenuRecords(records, faults);
}
