import { describe, expect, test } from 'vitest';
import { MenuIndexCache, type MenuIndex, type MenuVersion } from '../../../../demo-host/search';
import { menuProduct } from './menuFixtures';

// MenuIndexCache.answer: a menu request on a resident index searches (and reads its records) while the store's menu
// version is read beside it, instead of after it; a version that moved answers again from the new index. Counted.

/** A store of two products whose version and product changes the test moves, the version reads held until released. */
function store(storeId: number) {
  const state = { version: 1, productChange: 0, changed: [] as number[] };
  const calls = { builds: 0, versionReads: 0 };
  let release: (() => void) | undefined;
  const held = { on: false };
  const readVersion = async (): Promise<MenuVersion> => {
    calls.versionReads++;
    const version = { version: state.version, productChange: state.productChange };
    if (held.on) await new Promise<void>((resolve) => (release = resolve));
    return version;
  };
  const cache = new MenuIndexCache(
    async () => (calls.builds++, [menuProduct(1, { store_id: storeId }), menuProduct(2, { store_id: storeId })]),
    async (_, ids) => ids.map((id) => menuProduct(id, { store_id: storeId })),
    readVersion,
    async () => state.changed,
  );
  return { cache, state, calls, held, release: () => release?.() };
}

describe('MenuIndexCache.answer', () => {
  test('on a resident index the answer starts before the version read returns, and is used when the version stands', async () => {
    const s = store(920);
    const resident = await s.cache.get(920);
    s.held.on = true;
    const used: MenuIndex[] = [];
    const answered = s.cache.answer(920, async (index) => (used.push(index), 'page'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(used).toEqual([resident]);
    expect(s.calls.versionReads).toBe(2);
    s.release();
    expect(await answered).toBe('page');
    expect(used).toHaveLength(1);
  });

  test('a version moved since answers again from the index built for it', async () => {
    const s = store(921);
    const old = await s.cache.get(921);
    s.state.version = 2;
    const used: MenuIndex[] = [];
    expect(await s.cache.answer(921, (index) => (used.push(index), used.length))).toBe(2);
    expect(used[0]).toBe(old);
    expect(used[1]).not.toBe(old);
    expect(s.calls.builds).toBe(2);
  });

  test('a product patched in place since answers again, from the patched index', async () => {
    const s = store(922);
    await s.cache.get(922);
    s.state.productChange = 1;
    s.state.changed = [2];
    let uses = 0;
    expect(await s.cache.answer(922, () => ++uses)).toBe(2);
    expect(s.calls.builds).toBe(1);
  });

  test('no resident index: one answer, after the version read; an early failure counts only when its index stands', async () => {
    const s = store(923);
    let uses = 0;
    expect(await s.cache.answer(923, () => ++uses)).toBe(1);
    s.state.version = 2;
    let calls = 0;
    const flaky = async () => {
      if (++calls === 1) throw new Error('stale');
      return 'fresh';
    };
    expect(await s.cache.answer(923, flaky)).toBe('fresh');
    await expect(s.cache.answer(923, async () => Promise.reject(new Error('bad query')))).rejects.toThrow('bad query');
  });
});
