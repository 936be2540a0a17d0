// npm run import -- --store N --file menu.csv [--dry-run] [--partial]
// Imports a menu file (CSV, or JSON { rows } when the name ends in .json) into a store of the database the host uses
// (DATA_DIR or DATABASE_URL), exactly as POST /api/v1/admin/stores/{id}/menu_import does (docs/api-admin.md § Menu
// import), with a progress bar on stderr. Exit code 1, with every error by line and column, when the file has any.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig } from '../../config';
import { openDatabase } from '../../db';
import { ApiError } from '../../http';
import { importMenu, parseMenuCsv, parseMenuJson, type ImportFault, type MenuImportResult, type ParsedMenu } from '../import';

const USAGE = 'usage: npm run import -- --store N --file menu.csv [--dry-run] [--partial]';

function storeIdOf(value: string | undefined): number {
  const id = Number(value);
  if (value === undefined || !Number.isInteger(id) || id < 1) throw new Error(`--store expects a store id (a positive integer)\n${USAGE}`);
  return id;
}

function readMenuFile(file: string): ParsedMenu {
  const text = readFileSync(file, 'utf8');
  if (!file.toLowerCase().endsWith('.json')) return parseMenuCsv(text);
  try {
    return parseMenuJson(JSON.parse(text));
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false, faults: [{ line: 1, column: null, message: `the file is not valid JSON: ${error.message}` }], faultCount: 1 };
    throw error;
  }
}

/** A progress bar on stderr, redrawn in place on a terminal and printed at 0, 25, 50, 75 and 100 % otherwise. */
function progressBar(label: string): (done: number, total: number) => void {
  let lastQuarter = -1;
  return (done, total) => {
    const share = total === 0 ? 1 : done / total;
    const filled = Math.round(share * 30);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${done}/${total}`;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}${done >= total ? '\n' : ''}`);
    else if (Math.floor(share * 4) > lastQuarter) process.stderr.write(`${line}\n`);
    lastQuarter = Math.floor(share * 4);
  };
}

function printFaults(faults: readonly ImportFault[], count: number): void {
  for (const fault of faults) console.error(`line ${fault.line}${fault.column ? `, column ${fault.column}` : ''}: ${fault.message}`);
  if (count > faults.length) console.error(`… and ${count - faults.length} more`);
}

function printSummary(result: MenuImportResult, seconds: number): void {
  const { counts } = result;
  const verb = result.dry_run ? 'Would import' : 'Imported';
  console.log(`${verb} ${counts.rows} rows (${counts.products} products, ${result.mode} import) in ${seconds.toFixed(2)} s:`);
  console.log(`  ${counts.added} added, ${counts.changed} changed, ${counts.removed} removed (hidden), ${counts.unchanged} unchanged`);
  for (const item of result.changed.slice(0, 20)) console.log(`  changed ${item.product_id} ${item.name}: ${item.changes.map((c) => `${c.field} ${c.from} → ${c.to}`).join(', ')}`);
  if (result.dry_run) console.log('Dry run: nothing was written.');
}

async function run(args: string[]): Promise<void> {
  const options = { store: { type: 'string' }, file: { type: 'string' }, 'dry-run': { type: 'boolean' }, partial: { type: 'boolean' }, help: { type: 'boolean' } } as const;
  const { values } = parseArgs({ args, options });
  if (values.help) return console.log(USAGE);
  const storeId = storeIdOf(values.store);
  if (!values.file) throw new Error(`--file is required\n${USAGE}`);
  const started = performance.now();
  const parsed = readMenuFile(values.file);
  if (!parsed.ok) {
    printFaults(parsed.faults, parsed.faultCount);
    throw new Error(`The menu has ${parsed.faultCount} error(s); nothing was imported.`);
  }
  progressBar('validated')(parsed.rows, parsed.rows);
  const config = readConfig(process.env, import.meta.url);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const store = await database.db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
    if (!store) throw new Error(`No store with id ${storeId}`);
    const result = await importMenu(database.db, parsed, { storeId, dryRun: values['dry-run'] === true, full: values.partial !== true, onProgress: progressBar('written  ') });
    printSummary(result, (performance.now() - started) / 1000);
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: Error) => {
  console.error(error instanceof ApiError ? `${error.status} ${error.message}` : error.message);
  process.exit(1);
});
