import * as v from 'valibot';
import { PRE_FILTER_PARAMS } from '../../../shared/search/preFilters';
import { STORE_TYPES } from '../../../shared/search/storePreFilters';
import { Id } from '../../http';

const MAX_VALUES = 50;

const list = <T extends v.GenericSchema<string, unknown>>(item: T) => v.optional(v.pipe(v.array(item), v.maxLength(MAX_VALUES, `at most ${MAX_VALUES} values`)));

/**
 * The query entries of the 000 §2 pre-filters that choose stores (store_type, store_id) and of `hard`, which lists
 * the locked ones: comma-separated or repeated, so their names go to parseQuery's list names. `hard` only names
 * parameters; what is locked is the page's business, but a name that is not a pre-filter is a 400, not ignored.
 */
export const STORE_PRE_FILTER_ENTRIES = {
  store_id: list(Id),
  store_type: list(v.picklist(STORE_TYPES, `each value must be one of ${STORE_TYPES.join(', ')}`)),
  hard: list(v.picklist(PRE_FILTER_PARAMS, `each value must be one of ${PRE_FILTER_PARAMS.join(', ')}`)),
};

export const STORE_PRE_FILTER_LISTS: readonly string[] = Object.keys(STORE_PRE_FILTER_ENTRIES);
