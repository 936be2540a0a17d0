import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { MenuIndex } from '../../search';
import { forEachShownRow, keptPerIndex } from './keptPerIndex';
import { databaseFeatures, type MenuFeatureReader, type MenuFeatureRow } from './menuFeatureRows';

/** One derivation's part of a read: it sees each shown feature row with its index position, then gives its value. */
export interface FeaturePass<T> {
  visit(row: MenuFeatureRow, position: number): void;
  finish(): T;
}

/** What a reader keeps per index, started afresh for each read. */
export type FeatureDerivation<T> = (index: MenuIndex) => FeaturePass<T>;

/**
 * The derivations kept per index from the store's feature rows (the ranking's features, the budtender's facts, a
 * special's lists), all fed by one read of the rows per index: reading 50,000 rows takes seconds, so it is done once,
 * whichever reader asks first. A derivation registered after an index was read gets a read of its own for it.
 */
export class SharedFeatureRead {
  private readonly derivations: FeatureDerivation<unknown>[] = [];
  private readonly passes: (index: MenuIndex) => Promise<unknown[]>;

  constructor(private readonly read: MenuFeatureReader) {
    this.passes = keptPerIndex(async (index) => {
      const passes = this.derivations.map((derive) => derive(index));
      await forEachShownRow(index, read, (row, position) => {
        for (const pass of passes) pass.visit(row, position);
      });
      return passes.map((pass) => pass.finish());
    });
  }

  /** The derivation's value for an index, kept with the index (again after a patch). */
  derive<T>(derivation: FeatureDerivation<T>): (index: MenuIndex) => Promise<T> {
    const slot = this.derivations.push(derivation as FeatureDerivation<unknown>) - 1;
    const alone = keptPerIndex(async (index) => {
      const pass = derivation(index);
      await forEachShownRow(index, this.read, (row, position) => pass.visit(row, position));
      return pass.finish();
    });
    return async (index) => {
      const values = await this.passes(index);
      return slot < values.length ? (values[slot] as T) : alone(index);
    };
  }
}

const shared = new WeakMap<object, SharedFeatureRead>();

/**
 * The one shared read of a data source: a database (its feature select) or a reader. The ranking, the budtender and
 * the specials' lists made over the same source share their reads.
 */
export function sharedFeatureRead(source: Kysely<Database> | MenuFeatureReader): SharedFeatureRead {
  let found = shared.get(source);
  if (!found) {
    found = new SharedFeatureRead(typeof source === 'function' ? source : databaseFeatures(source));
    shared.set(source, found);
  }
  return found;
}
