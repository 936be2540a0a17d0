import { KINDS, LINEAGES } from '../../../shared/types';
import type { Kind, Lineage } from '../../../shared/types';

export type CategoryRef = { readonly type: 'kind'; readonly name: Kind } | { readonly type: 'lineage'; readonly name: Lineage };

/** The category a /categories/{category} parameter names: a kind or a lineage of 000 §3 (any case), or null. */
export function categoryOf(param: string | null | undefined): CategoryRef | null {
  const name = (param ?? '').trim().toLowerCase().replace(/\s+|_/g, '-');
  const kind = KINDS.find((k) => k === name);
  if (kind) return { type: 'kind', name: kind };
  const lineage = LINEAGES.find((l) => l === name);
  return lineage ? { type: 'lineage', name: lineage } : null;
}

const TITLES: Readonly<Record<string, string>> = {
  'pre-roll': 'Pre-rolls',
  flower: 'Flower',
  gear: 'Gear',
  merch: 'Merch',
  grow: 'Grow',
  cbd: 'CBD',
};

/** 'Edibles', 'Pre-rolls', 'Indica', 'CBD'. */
export function categoryTitle(category: CategoryRef): string {
  if (TITLES[category.name]) return TITLES[category.name]!;
  const word = category.name.charAt(0).toUpperCase() + category.name.slice(1);
  return category.type === 'kind' && !/s$/.test(word) ? `${word}s` : word;
}
