import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { ApiError } from '../../http';
import { diffMenu, targetItem, type MenuDiff } from './diffMenu';
import { loadStoreMenu } from './loadStoreMenu';
import type { ImportedProduct, MenuItem, ParsedMenu } from './menuItem';
import { writeMenu } from './writeMenu';

export interface MenuImportOptions {
  storeId: number;
  /** Answer the diff without writing anything. */
  dryRun: boolean;
  /** Full (the default): the file is the whole menu, and products it leaves out are hidden. Partial: only what it names. */
  full: boolean;
  /** Menu rows written so far, of all: what a progress bar shows. */
  onProgress?: (written: number, total: number) => void;
}

/** Each list of the answer holds at most this many products; `counts` has them all. */
export const MAX_LISTED = 1000;

export interface MenuImportResult {
  dry_run: boolean;
  mode: 'full' | 'partial';
  counts: { rows: number; products: number; added: number; changed: number; removed: number; unchanged: number };
  added: MenuDiff['added'];
  changed: MenuDiff['changed'];
  removed: MenuDiff['removed'];
  /** True when a list above was cut at MAX_LISTED. */
  lists_truncated: boolean;
}

/** The 422 of a file with faults: every fault (the first MAX_FAULTS) with its line and column; nothing is written. */
export function menuFaultsError(parsed: Extract<ParsedMenu, { ok: false }>): ApiError {
  const count = parsed.faultCount;
  return new ApiError('unprocessable', `The menu has ${count} ${count === 1 ? 'error' : 'errors'}; nothing was imported`, undefined, {
    errors: parsed.faults,
    error_count: count,
  });
}

function resultOf(diff: MenuDiff, rows: number, products: number, options: MenuImportOptions): MenuImportResult {
  const lists = [diff.added, diff.changed, diff.removed];
  return {
    dry_run: options.dryRun,
    mode: options.full ? 'full' : 'partial',
    counts: { rows, products, added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged.length },
    added: diff.added.slice(0, MAX_LISTED),
    changed: diff.changed.slice(0, MAX_LISTED),
    removed: diff.removed.slice(0, MAX_LISTED),
    lists_truncated: lists.some((list) => list.length > MAX_LISTED),
  };
}

/**
 * Imports a checked menu file into a store (docs/api-admin.md § Menu import), for the admin route and
 * `npm run import` alike: the diff against the store's menu, then (unless a dry run) the products added and changed
 * and, in a full import, the ones left out hidden, in one transaction. The menu caches hear of it once it is committed.
 */
export async function importMenu(db: Kysely<Database>, parsed: ParsedMenu, options: MenuImportOptions): Promise<MenuImportResult> {
  if (!parsed.ok) throw menuFaultsError(parsed);
  const stored = await loadStoreMenu(db, options.storeId);
  const current = new Map([...stored].map(([externalId, product]) => [externalId, product.item]));
  const diff = diffMenu(current, parsed.products, { full: options.full });
  const result = resultOf(diff, parsed.rows, parsed.products.length, options);
  if (options.dryRun) return result;
  const unchanged = new Set(diff.unchanged);
  const targets = new Map<string, MenuItem>();
  for (const product of parsed.products as ImportedProduct[]) {
    if (!unchanged.has(product.externalId)) targets.set(product.externalId, targetItem(product, current.get(product.externalId)));
  }
  await writeMenu(db, { storeId: options.storeId, targets, stored, removed: diff.removed.map((r) => r.product_id), onProgress: options.onProgress });
  return result;
}
