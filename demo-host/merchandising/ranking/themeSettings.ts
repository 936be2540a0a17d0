import * as v from 'valibot';

// A store's merchandising settings (store data `merchandising`): the themes of thematic_row, the menu's top row and the
// sponsored products. The host's settings reader (demo-host/merchandising/settings.ts) has this same shape; this copy
// reads the store data leniently, so a store without settings, or with a malformed value, has none rather than an error.

export interface MerchandisingTheme {
  title: string;
  search_filter: string;
  product_ids: number[] | null;
}

export interface MerchandisingTopRow {
  title: string;
  search_filter: string;
  image_url: string | null;
  creative_id: string | null;
}

export interface MerchandisingSettings {
  themes: MerchandisingTheme[];
  top_row: MerchandisingTopRow | null;
  sponsored: { product_id: number; flight_id: number }[];
}

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const ThemeSchema = v.object({ title: v.string(), search_filter: v.optional(v.string(), ''), product_ids: v.nullish(v.array(Id), null) });
const TopRowSchema = v.object({
  title: v.string(),
  search_filter: v.optional(v.string(), ''),
  image_url: v.nullish(v.string(), null),
  creative_id: v.nullish(v.string(), null),
});
const SettingsSchema = v.object({
  themes: v.optional(v.array(ThemeSchema), []),
  top_row: v.nullish(TopRowSchema, null),
  sponsored: v.optional(v.array(v.object({ product_id: Id, flight_id: Id })), []),
});

const NONE: MerchandisingSettings = { themes: [], top_row: null, sponsored: [] };

/** The merchandising settings of a store's data (the parsed `stores.data`); none when absent or malformed. */
export function merchandisingSettings(storeData: { merchandising?: unknown } | null | undefined): MerchandisingSettings {
  const parsed = v.safeParse(SettingsSchema, storeData?.merchandising ?? {});
  return parsed.success ? parsed.output : NONE;
}
