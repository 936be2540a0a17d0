import type { BudtenderAnswer, DmProduct } from '../../../shared/schemas/merchandisingAnswers';
import type { MenuProduct } from '../../../shared/types';
import { describeIntent, describePrice } from './describeIntent';
import { explainPick } from './explainPick';
import type { Intent } from './parseQuestion';
import { renderAnswerText, type AnswerText } from './renderAnswerText';
import { scoreProducts, type Constraints, type ScoredProduct } from './scoreProducts';
import type { StoreFacts } from './storeFacts';

/** Products in an answer (the panel shows them as cards). */
export const BUDTENDER_PICKS = 10;
/** How much of the question the answer quotes back. */
const QUOTED_CHARS = 160;

interface Search {
  /** The best products, best first (BUDTENDER_PICKS at most). */
  picks: ScoredProduct[];
  /** How many products match the search as finally run: totalResults. */
  total: number;
  notes: string[];
}

/**
 * The ranked products, broadening when nothing passes: first without the price limit, then without the kind (a
 * store without vapes still has something for sleep), each step said in a note. When nothing meets any soft facet,
 * the closest are kept and the note says so.
 */
function search(store: StoreFacts, intent: Intent): Search {
  const priced = intent.min_price_cents !== null || intent.max_price_cents !== null;
  const attempts: [Constraints, string[]][] = [[{ kinds: true, price: true }, []]];
  if (priced) attempts.push([{ kinds: true, price: false }, [`Nothing fit ${describePrice(intent)}, so I dropped the price limit.`]]);
  if (intent.kinds.length) {
    const none = `Nothing here matched those product types${priced ? ' at that price' : ''}, so I looked across the whole menu.`;
    attempts.push([{ kinds: false, price: true }, [none]]);
    if (priced) attempts.push([{ kinds: false, price: false }, [`${none.slice(0, -1)} without the price limit.`]]);
  }
  for (const [constraints, notes] of attempts) {
    const ranking = scoreProducts(store, intent, constraints, BUDTENDER_PICKS);
    if (ranking.passed === 0) continue;
    if (ranking.relevant > 0) return { picks: ranking.top, total: ranking.relevant, notes };
    return { picks: ranking.top, total: ranking.passed, notes: [...notes, 'Nothing matched everything you asked for, so these are the closest.'] };
  }
  return { picks: [], total: 0, notes: [] };
}

function quote(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim();
  return text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS - 1)}…` : text;
}

// The menu product is the wire MenuProduct the schema describes; the schema's loose output type carries index signatures.
const searchAttributes = (product: MenuProduct) => product as unknown as NonNullable<DmProduct['search_attributes']>;

/** Reads the menu products of some product ids (the index's records), leaving out those no longer shown. */
export type MenuProductsReader = (productIds: readonly number[]) => Promise<ReadonlyMap<number, MenuProduct>>;

function wordsOf(intent: Intent, found: Search, reasons: readonly string[], records: ReadonlyMap<number, MenuProduct>): AnswerText {
  const { picks } = found;
  const asked = `You asked: “${quote(intent.text)}”.`;
  const understood = describeIntent(intent);
  const list = picks.map((pick, i) => ({ name: records.get(pick.facts.id)!.name, reason: reasons[i] }));
  if (picks.length === 0) {
    return { intro: `${asked} I couldn't find anything on this menu to suggest right now.`, notes: [], picks: [], closing: 'Try a broader question, or browse the menu.' };
  }
  if (!understood) {
    const intro = `${asked} I couldn't tell a product type, effect, price or strength from that, so here are some of this store's most popular products.`;
    return { intro, notes: [], picks: list, closing: 'Try asking for something like “something to help me sleep under $40” or “a strong sativa vape”.' };
  }
  const count = found.total;
  const intro = `${asked} I looked for ${understood}.`;
  const tally = `I found ${count === 1 ? 'one that fits' : `${count} that fit`}${count > picks.length ? `; here are my top ${picks.length}` : ''}.`;
  const closing = count > picks.length ? narrowing(intent) : null;
  return { intro, notes: [...found.notes, tally], picks: list, closing };
}

/** What the shopper could add to narrow many matches down: only what the question did not already say. */
function narrowing(intent: Intent): string | null {
  const missing = [
    intent.max_price_cents === null && intent.min_price_cents === null ? 'a price' : null,
    intent.thc === null && intent.cbd === null && intent.max_dose_mg === null ? 'a strength' : null,
    intent.feelings.length === 0 && intent.activities.length === 0 ? 'an effect' : null,
    intent.kinds.length === 0 ? 'a kind of product' : null,
  ].filter((part): part is string => part !== null);
  if (missing.length === 0) return null;
  const words = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} or ${missing.at(-1)}`;
  return `Add ${words} to narrow it down.`;
}

/**
 * The budtender's answer (001 §7 POST /v2/virtual-budtender) to `intent` over a store's facts; the picks' menu
 * products are read by id (a pick hidden since its facts were read is left out).
 */
export async function composeAnswer(store: StoreFacts, intent: Intent, menuProducts: MenuProductsReader): Promise<BudtenderAnswer> {
  const searched = search(store, intent);
  const records = searched.picks.length === 0 ? new Map<number, MenuProduct>() : await menuProducts(searched.picks.map((pick) => pick.facts.id));
  const found = { ...searched, picks: searched.picks.filter((pick) => records.has(pick.facts.id)) };
  const { picks } = found;
  const reasons = picks.map((pick) => explainPick(pick, intent));
  return {
    query: intent,
    totalResults: found.total,
    ...renderAnswerText(wordsOf(intent, found, reasons, records)),
    products: picks.map((pick, i) => ({
      object_id: String(pick.facts.id),
      product_id: pick.facts.id,
      ad_token: null,
      kevel_token: null,
      my_high_d: null,
      flight_id: null,
      search_attributes: searchAttributes(records.get(pick.facts.id)!),
      score: Math.round(pick.score * 1000) / 1000,
      reasoning: reasons[i],
    })),
  };
}
