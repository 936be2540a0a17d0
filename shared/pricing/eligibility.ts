import { brandSpecialSegments, isBrandSpecialVisible } from '../specials';
import type { PricingLine, RuleList, SpecialRules, SpecialSchedule } from './types';

/** What, besides the line itself, decides whether a special applies. */
export interface EligibilityContext {
  now: Date;
  app_mode: string;
  store_id: number;
  store_state: string | null;
  user_segment_ids: readonly number[];
}

const NON_CANNABIS_KINDS = new Set(['gear', 'merch', 'grow']);

export function isCannabis(line: PricingLine): boolean {
  return line.is_cannabis ?? !NON_CANNABIS_KINDS.has(line.kind);
}

/** Active, enabled, inside its time window and not excluded in this app mode (000 §3). */
export function isLive(special: SpecialSchedule, ctx: EligibilityContext): boolean {
  if (special.active === false || special.enabled === false) return false;
  const t = ctx.now.getTime();
  if (special.start_time && !(Date.parse(special.start_time) <= t)) return false;
  if (special.end_time && !(t < Date.parse(special.end_time))) return false;
  return !special.excluded_app_modes?.includes(ctx.app_mode);
}

const has = <T>(list: readonly T[] | null | undefined): list is readonly T[] => !!list && list.length > 0;

/** 000 §5 segment visibility, applied to every special with user_segment_ids (the shared rule). */
export function segmentsAllow(rules: SpecialRules | null | undefined, segments: readonly number[]): boolean {
  return isBrandSpecialVisible(brandSpecialSegments({ rules }), segments);
}

/** The store-level parts of the rules: states, store ids and user segments. */
export function contextAllows(rules: SpecialRules | null | undefined, ctx: EligibilityContext): boolean {
  const inc = rules?.include;
  const exc = rules?.exclude;
  const state = ctx.store_state?.toUpperCase() ?? null;
  const inStates = (list: readonly string[]) => state !== null && list.some((s) => s.toUpperCase() === state);
  if (has(inc?.states) && !inStates(inc.states)) return false;
  if (has(exc?.states) && inStates(exc.states)) return false;
  if (has(inc?.store_ids) && !inc.store_ids.includes(ctx.store_id)) return false;
  if (has(exc?.store_ids) && exc.store_ids.includes(ctx.store_id)) return false;
  return segmentsAllow(rules, ctx.user_segment_ids);
}

/** Each non-empty include list must match (AND); any non-empty exclude list that matches excludes (OR). */
function productMatches(line: PricingLine, list: RuleList, mode: 'include' | 'exclude'): boolean {
  const checks: boolean[] = [];
  if (has(list.kinds)) checks.push(list.kinds.includes(line.kind));
  if (has(list.lineages)) checks.push(!!line.category && list.lineages.includes(line.category));
  if (has(list.product_ids)) checks.push(list.product_ids.includes(line.product_id));
  if (has(list.brand_ids)) checks.push(line.product_brand_id != null && list.brand_ids.includes(line.product_brand_id));
  if (has(list.weights)) checks.push(list.weights.includes(line.price_id));
  return mode === 'include' ? checks.every(Boolean) : checks.some(Boolean);
}

/** An include-style list on its own (a bundle's base, qualifier or discountable section). */
export function lineMatchesList(line: PricingLine, list: RuleList | null | undefined): boolean {
  return !list || productMatches(line, list, 'include');
}

export function lineMatchesRules(line: PricingLine, rules: SpecialRules | null | undefined): boolean {
  if (rules?.include && !productMatches(line, rules.include, 'include')) return false;
  return !(rules?.exclude && productMatches(line, rules.exclude, 'exclude'));
}

export function weightAllowed(line: PricingLine, weights: readonly string[] | null | undefined): boolean {
  return !has(weights) || weights.includes(line.price_id);
}
