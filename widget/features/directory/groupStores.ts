import type { DispensarySearchRecord } from '../../../shared/types';

export interface PlaceGroup {
  /** The key: a state's postal code, or a city's lower-case name. */
  readonly key: string;
  /** The name as the first store spells it. */
  readonly name: string;
  readonly stores: readonly DispensarySearchRecord[];
}

/** Stores grouped by a place key, groups sorted by name, so a country lists its states and a state its cities. */
export function groupStores(stores: readonly DispensarySearchRecord[], by: 'state' | 'city'): PlaceGroup[] {
  const groups = new Map<string, { name: string; stores: DispensarySearchRecord[] }>();
  for (const store of stores) {
    const raw = (by === 'state' ? store.state : store.city)?.trim() ?? '';
    if (!raw) continue;
    const key = by === 'state' ? raw.toUpperCase() : raw.toLowerCase();
    const group = groups.get(key) ?? { name: raw, stores: [] };
    group.stores.push(store);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, group]) => ({ key, ...group })).sort((a, b) => a.name.localeCompare(b.name));
}
