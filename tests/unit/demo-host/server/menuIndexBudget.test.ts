import { describe, expect, test } from 'vitest';
import { hostMemoryBytes, MAX_BUDGET_BYTES, menuIndexBudget, MIN_BUDGET_BYTES, sizedBudgetBytes } from '../../../../demo-host/server/menuIndexBudget';

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('the menu indexes’ memory budget (CANOPY_MENU_INDEX_MB, docs/deploy.md)', () => {
  test('set, it is that many megabytes whatever the machine', () => {
    expect(menuIndexBudget('256', 64 * GB)).toBe(256 * MB);
    expect(menuIndexBudget(' 40 ', 512 * MB)).toBe(40 * MB);
  });

  test('anything but a whole number of megabytes is refused, naming the variable', () => {
    for (const raw of ['0', '-5', '1.5', '256MB', 'lots', '12345678']) expect(() => menuIndexBudget(raw, 4 * GB)).toThrow(/CANOPY_MENU_INDEX_MB/);
  });

  test('unset or empty, a sixth of the host’s memory: a 4 GB server holds a 500-store marketplace’s ~580 MB of indexes', () => {
    expect(menuIndexBudget(undefined, 4 * GB)).toBe(682 * MB);
    expect(menuIndexBudget('', 4 * GB)).toBe(682 * MB);
    expect(menuIndexBudget(undefined, 4 * GB)).toBeGreaterThan(500 * 1.15 * MB);
  });

  test('a small container gets a small budget, never under 64 MB; a large machine never over 1 GB', () => {
    expect(sizedBudgetBytes(1 * GB)).toBe(170 * MB);
    expect(sizedBudgetBytes(256 * MB)).toBe(MIN_BUDGET_BYTES);
    expect(sizedBudgetBytes(64 * GB)).toBe(MAX_BUDGET_BYTES);
    expect(MIN_BUDGET_BYTES).toBe(64 * MB);
    expect(MAX_BUDGET_BYTES).toBe(1 * GB);
  });

  test('the host’s memory is a real figure: at most the machine’s, and a container’s limit when it has one', async () => {
    const { totalmem } = await import('node:os');
    const memory = hostMemoryBytes();
    expect(memory).toBeGreaterThan(0);
    expect(memory).toBeLessThanOrEqual(totalmem());
    const limit = process.constrainedMemory?.() ?? 0;
    if (limit > 0 && limit < totalmem()) expect(memory).toBe(limit);
  });
});
