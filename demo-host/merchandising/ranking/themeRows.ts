import { sortOrder, type MenuIndex } from '../../search';
import { parseThemeFilter } from './searchFilter';
import { searchIndex } from './searchRows';
import type { MerchandisingSettings, MerchandisingTheme } from '../settings';
import { DEFAULT_TITLES, idsOf, type RuleRow } from './rowTypes';

// thematic_row and menu_top_row (001 §7): the store's configured themes (store data `merchandising`, ../settings.ts).
// A theme lists its products (product_ids, in that order) or finds them with a menu query string (search_filter). With
// nothing configured, or nothing a theme finds on the menu, the row is the store's staff picks (its recommended
// products, else its best rated): never an empty placeholder.

/** A theme's products on the menu, in its order; none when its filter is broken (an operator's setting must not fail a shopper's page). */
export function themeProducts(index: MenuIndex, theme: Pick<MerchandisingTheme, 'search_filter' | 'product_ids'>, limit: number): number[] {
  if (theme.product_ids && theme.product_ids.length > 0) return theme.product_ids.filter((id) => index.positionOf.has(id)).slice(0, limit);
  try {
    return searchIndex(index, parseThemeFilter(theme.search_filter), { limit }).productIds;
  } catch {
    return [];
  }
}

/** The default theme: recommended products in the menu's recommended order, else every product by rating. */
export function staffPicks(index: MenuIndex): number[] {
  const recommendedColumn = index.sortColumns.get('recommended')!;
  const recommended = [...sortOrder(index, 'recommended')].filter((i) => recommendedColumn[i] === 1);
  return recommended.length > 0 ? idsOf(index, recommended) : idsOf(index, sortOrder(index, 'rating-desc'));
}

/** thematic_row: the first configured theme that finds products, else the staff picks. */
export function thematicRow(index: MenuIndex, settings: MerchandisingSettings, limit: number): RuleRow {
  for (const theme of settings.themes) {
    const productIds = themeProducts(index, theme, limit);
    if (productIds.length > 0) return { title: theme.title, productIds, engagement: true };
  }
  return { title: DEFAULT_TITLES.thematic_row, productIds: staffPicks(index), engagement: true };
}

/**
 * menu_top_row: the configured top row with its creative and image, unless the caller already showed that creative
 * (exclude_creative_ids). None configured (or excluded, or finding nothing): an empty row, not the staff picks again,
 * which the thematic row already shows on the same menu.
 */
export function topRow(index: MenuIndex, settings: MerchandisingSettings, excluded: readonly string[]): RuleRow {
  const top = settings.top_row;
  if (!top || (top.creative_id !== null && excluded.includes(top.creative_id))) return { title: DEFAULT_TITLES.menu_top_row, productIds: [], engagement: false };
  return {
    title: top.title,
    productIds: themeProducts(index, { search_filter: top.search_filter, product_ids: null }, Number.MAX_SAFE_INTEGER),
    engagement: false,
    creativeIds: top.creative_id === null ? [] : [top.creative_id],
    customImage: top.image_url === null ? null : { url: top.image_url, alt: top.title },
  };
}
