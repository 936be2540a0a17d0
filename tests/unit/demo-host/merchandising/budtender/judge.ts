import type { Budtender } from '../../../../../demo-host/merchandising/budtender/types';
import type { MenuProduct } from '../../../../../shared/types';
import { unitPrice } from '../../../../../shared/money';
import { availableWeights, discountedPriceOf, priceOf } from '../../../../../shared/weights';
import type { GoodPick, JudgedQuestion } from './judgedQuestions';

const tagsOf = (p: MenuProduct) => new Set([...(p.feelings ?? p.effects.map((e) => e.title)), ...(p.activities ?? [])]);
const between = (value: number | null, min: number | undefined, max: number | undefined) =>
  (min === undefined && max === undefined) || (value !== null && (min === undefined || value >= min) && (max === undefined || value <= max));

function priceFits(p: MenuProduct, good: GoodPick): boolean {
  const weights = availableWeights(p).filter((w) => !good.weight || w === good.weight);
  if (good.weight && weights.length === 0) return false;
  if (good.maxPrice === undefined && good.minPrice === undefined) return true;
  return weights.some((w) => between(unitPrice(priceOf(p, w), discountedPriceOf(p, w)), good.minPrice, good.maxPrice));
}

/** Whether a product is a good pick by the judgement: every field given holds. */
export function satisfies(p: MenuProduct, good: GoodPick): boolean {
  const thcMg = p.thc_dosage_milligrams;
  const onSale = p.special_id !== null || availableWeights(p).some((w) => discountedPriceOf(p, w) !== null);
  const cbdDominant = p.category === 'cbd' || (p.percent_cbd ?? p.cbd_dosage_milligrams ?? 0) > (p.percent_thc ?? thcMg ?? 0);
  const checks = [
    !good.kinds || good.kinds.includes(p.kind),
    !good.lineages || (p.category !== null && good.lineages.includes(p.category)),
    !good.tags || good.tags.some((tag) => tagsOf(p).has(tag)),
    !good.notTags || !good.notTags.some((tag) => tagsOf(p).has(tag)),
    !good.nameIncludes || good.nameIncludes.some((part) => p.name.toLowerCase().includes(part.toLowerCase())),
    !good.brand || p.brand === good.brand,
    priceFits(p, good),
    between(p.percent_thc, good.thcPercentAtLeast, good.thcPercentAtMost),
    between(thcMg, good.thcMgAtLeast, good.thcMgAtMost),
    !good.cbdDominant || cbdDominant,
    !good.onSale || onSale,
    good.ratingAtLeast === undefined || (p.review_count > 0 && (p.aggregate_rating ?? 0) >= good.ratingAtLeast),
  ];
  return checks.every(Boolean);
}

export interface JudgedAnswer {
  question: string;
  hit: boolean;
  /** Whether each of the top three picks is good. */
  top3: boolean[];
  /** Good picks the store has for the question: a judgement nothing on the menu meets would be unfair. */
  goodOnMenu: number;
}

/** The hit rate the budtender must clear on the judged table (the test asserts it, the bench reports against it). */
export const HIT_RATE_FLOOR = 0.8;

/** A hit: the first pick is good, or at least two of the first three are (docs/budtender.md). */
export const isHit = (top3: readonly boolean[]) => top3[0] === true || top3.filter(Boolean).length >= 2;

export async function judgeAll(budtender: Budtender, storeId: number, menu: readonly MenuProduct[], questions: readonly JudgedQuestion[]): Promise<JudgedAnswer[]> {
  const judged: JudgedAnswer[] = [];
  for (const { question, good } of questions) {
    const answer = await budtender.answer(storeId, question);
    const top3 = (answer?.products ?? []).slice(0, 3).map((pick) => satisfies(pick.search_attributes as unknown as MenuProduct, good));
    judged.push({ question, hit: isHit(top3), top3, goodOnMenu: menu.filter((p) => satisfies(p, good)).length });
  }
  return judged;
}

/** "33/37 (89%)". */
export const hitRateText = (judged: readonly JudgedAnswer[]) => {
  const hits = judged.filter((j) => j.hit).length;
  return `${hits}/${judged.length} (${Math.round((100 * hits) / judged.length)}%)`;
};
