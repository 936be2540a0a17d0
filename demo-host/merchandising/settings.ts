import * as v from 'valibot';
import { textSchema } from '../../shared/schemas/common';
import { fromJson } from '../db/json';

// A store's merchandising settings (docs/api-admin.md § Store settings, docs/api-merchandising.md § Store settings):
// the themes of thematic_row, the menu's top row and the sponsored products, edited through the admin API and kept
// in the store's data. The ranking reads them with merchandisingSettings.

export interface MerchandisingTheme {
  title: string;
  search_filter: string;
  product_ids: number[] | null;
}

export interface MerchandisingSettings {
  themes: MerchandisingTheme[];
  top_row: { title: string; search_filter: string; image_url: string | null; creative_id: string | null } | null;
  sponsored: { product_id: number; flight_id: number }[];
}

export const NO_MERCHANDISING_SETTINGS: MerchandisingSettings = { themes: [], top_row: null, sponsored: [] };

const MAX_ID = 2_147_483_647;
const id = v.pipe(v.number('must be an id'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'), v.maxValue(MAX_ID, `must be at most ${MAX_ID}`));
const title = v.pipe(textSchema(80), v.minLength(1, 'must not be empty'));
/** A menu query string, the parameters of GET /stores/{id}/menu_products (`kind=flower&lineage=sativa`); empty: the whole menu. */
const searchFilter = v.pipe(
  textSchema(2000),
  v.check((text) => !/^[?&]|^https?:/i.test(text), 'must be a menu query string such as kind=flower&category=sativa'),
);
const listOf = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item, 'must be a list'), v.maxLength(max, `must hold at most ${max} entries`));
const httpsUrl = v.pipe(textSchema(500), v.url('must be an https:// URL'), v.startsWith('https://', 'must be an https:// URL'));

/** The `merchandising` store setting, as the admin API takes and answers it (optional keys filled in). */
export const MerchandisingSettingsSchema = v.strictObject(
  {
    themes: v.optional(
      listOf(
        v.strictObject(
          { title, search_filter: v.optional(searchFilter, ''), product_ids: v.optional(v.nullable(listOf(id, 100)), null) },
          'is not a theme field (title, search_filter, product_ids)',
        ),
        20,
      ),
      [],
    ),
    top_row: v.optional(
      v.nullable(
        v.strictObject(
          {
            title,
            search_filter: v.optional(searchFilter, ''),
            image_url: v.optional(v.nullable(httpsUrl), null),
            creative_id: v.optional(v.nullable(v.pipe(textSchema(100), v.minLength(1, 'must not be empty'))), null),
          },
          'is not a top row field (title, search_filter, image_url, creative_id)',
        ),
      ),
      null,
    ),
    sponsored: v.optional(
      v.pipe(
        listOf(v.strictObject({ product_id: id, flight_id: id }, 'is not a sponsored product field (product_id, flight_id)'), 100),
        v.check((list) => new Set(list.map((entry) => entry.product_id)).size === list.length, 'must name each product at most once'),
      ),
      [],
    ),
  },
  'is not a merchandising setting (themes, top_row, sponsored)',
) as v.GenericSchema<unknown, MerchandisingSettings>;

/**
 * The merchandising settings in a store's data (the parsed stores.data object, or its JSON text). Settings that are
 * absent, or that no longer read as valid, are none: a row then has no themes, top row or sponsored products.
 */
export function merchandisingSettings(storeData: unknown): MerchandisingSettings {
  const data = typeof storeData === 'string' ? fromJson<unknown>(storeData, null) : storeData;
  const stored = (data as { merchandising?: unknown } | null | undefined)?.merchandising;
  if (stored == null) return NO_MERCHANDISING_SETTINGS;
  const parsed = v.safeParse(MerchandisingSettingsSchema, stored);
  return parsed.success ? parsed.output : NO_MERCHANDISING_SETTINGS;
}
