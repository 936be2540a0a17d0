import type { Kind } from '../../../shared/types';
import { parseQuestion } from './parseQuestion';
import { scoreProducts } from './scoreProducts';
import type { ProductFacts, StoreFacts } from './storeFacts';

/** 001 §7 /v2/virtual-budtender/queries answers this many questions at most, and at least MIN when the menu allows. */
export const MAX_SUGGESTIONS = 6;
export const MIN_SUGGESTIONS = 4;

/** A round dollar figure at or above the median price of the products, so about half of them fit under it. */
function medianCap(products: readonly ProductFacts[]): number | null {
  const prices = products.flatMap((f) => (f.priceCount > 0 ? [f.centsAt(0)] : [])).sort((a, b) => a - b);
  if (prices.length === 0) return null;
  const median = prices[Math.floor(prices.length / 2)];
  return Math.ceil(median / 500) * 5;
}

const ofKind = (store: StoreFacts, kind: Kind) => store.where(() => true, [kind]);
const tagged = (store: StoreFacts, tag: string) => store.where((f) => f.hasTag(tag));

/** Questions drawn from the menu, most telling first; each is kept only if the budtender finds something for it. */
function candidates(store: StoreFacts): string[] {
  const questions: (string | null)[] = [];
  const sleepCap = medianCap(tagged(store, 'Sleepy'));
  questions.push(sleepCap ? `something to help me sleep under $${sleepCap}` : null);
  const vapes = ofKind(store, 'vape');
  const vapeLineage = (['sativa', 'hybrid', 'indica'] as const).find((lineage) => vapes.some((f) => f.lineage === lineage));
  questions.push(vapes.length ? `a strong ${vapeLineage ? `${vapeLineage} ` : ''}vape` : null);
  const edibles = ofKind(store, 'edible');
  questions.push(edibles.length ? `low-dose ${edibles.some((f) => f.nameText.includes('gumm')) ? 'gummies' : 'edibles'} for a beginner` : null);
  questions.push(tagged(store, 'Focused').length ? 'something for focus during the day' : null);
  const relief = store.where((f) => f.hasTag('Get relief') && (f.lineage === 'cbd' || (f.cbd ?? 0) > 0));
  questions.push(relief.length ? `a CBD ${relief.some((f) => f.kind === 'topical') ? 'topical' : 'product'} for pain relief` : null);
  const preRollCap = medianCap(ofKind(store, 'pre-roll'));
  questions.push(preRollCap ? `pre-rolls under $${preRollCap}` : null);
  questions.push(tagged(store, 'Creative').length ? 'something to feel creative' : null);
  questions.push(store.where((f) => f.lineage === 'indica', ['flower']).length > 0 ? 'an indica flower to unwind in the evening' : null);
  questions.push(tagged(store, 'Be social').length ? 'something social for a party' : null);
  return questions.filter((question): question is string => question !== null);
}

/** Suggested questions for a store (001 §7 /v2/virtual-budtender/queries), each one the budtender has answers for. */
export function suggestQueries(store: StoreFacts): string[] {
  const answered = (question: string) => scoreProducts(store, parseQuestion(question, store.brands), { kinds: true, price: true }, 1).relevant > 0;
  const picked: string[] = [];
  for (const question of candidates(store)) {
    if (picked.length >= MAX_SUGGESTIONS) break;
    if (answered(question)) picked.push(question);
  }
  return picked;
}
