/**
 * Values kept per key for a short time (the ranking's per-store reads: sales, engagement, store settings), so a burst of
 * row requests reads the database once. A failed read is not kept. `forget` drops a key when this process wrote
 * something that changes it; other processes see the write when their copy expires. At most `maxEntries` keys are kept
 * (the oldest goes first), so per-device entries cannot grow without bound.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
    private readonly maxEntries = 1000,
  ) {}

  get(key: K, read: () => Promise<V>): Promise<V> {
    const at = this.now().getTime();
    const cached = this.entries.get(key);
    if (cached && at - cached.at < this.ttlMs && at >= cached.at) return cached.value;
    const entry = { at, value: read() };
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    return entry.value;
  }

  forget(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
