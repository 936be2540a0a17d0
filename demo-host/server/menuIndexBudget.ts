import { totalmem } from 'node:os';

// How much memory the stores' menu indexes may take together (MenuIndexCache's budget, docs/deploy.md): what
// CANOPY_MENU_INDEX_MB says, else a share of the memory this host may use. A fixed 256 MB held 210 of a 500-store
// marketplace's indexes (1,000,000 menu rows, about 1.15 MB a store), so half its requests reloaded a snapshot and its
// p95 was 24–37 ms; with every index resident it was 15 ms at 1.14 GB RSS (docs/architecture.md § The menu index at
// scale). Sized to the machine, a server holds such a marketplace whole and a small container stays small.

const MB = 1024 * 1024;
/** The share of the host's memory the indexes may take: RSS is about 170 MB plus two to three times the budget. */
export const MEMORY_SHARE = 1 / 6;
export const MIN_BUDGET_BYTES = 64 * MB;
export const MAX_BUDGET_BYTES = 1024 * MB;

/** The memory this process may use: its container's limit (cgroup) when it has one below the machine's, else the machine's. */
export function hostMemoryBytes(): number {
  const machine = totalmem();
  // Node 20: 0, or a huge number (2^64 − 1), when the process has no limit.
  const limit = process.constrainedMemory?.() ?? 0;
  return limit > 0 && limit < machine ? limit : machine;
}

/** The default budget for a host with `memoryBytes`: MEMORY_SHARE of it, within MIN_BUDGET_BYTES and MAX_BUDGET_BYTES. */
export function sizedBudgetBytes(memoryBytes: number): number {
  return Math.min(MAX_BUDGET_BYTES, Math.max(MIN_BUDGET_BYTES, Math.floor((memoryBytes * MEMORY_SHARE) / MB) * MB));
}

/** CANOPY_MENU_INDEX_MB in bytes when set (a whole number of megabytes), else the budget sized to `memoryBytes`. */
export function menuIndexBudget(raw: string | undefined, memoryBytes = hostMemoryBytes()): number {
  if (raw === undefined || raw.trim() === '') return sizedBudgetBytes(memoryBytes);
  if (!/^[1-9]\d{0,6}$/.test(raw.trim())) throw new Error(`CANOPY_MENU_INDEX_MB must be a whole number of megabytes such as 256; got "${raw}"`);
  return Number(raw.trim()) * MB;
}
