import type { BudtenderIntent } from '../../../shared/schemas/merchandisingAnswers';
import type { Kind, Lineage, WeightId } from '../../../shared/types';
import { parseAmounts } from './parseAmounts';
import { hasAny, normalizeQuestion, takeAny, takeEach } from './phrases';
import {
  AVOIDABLE_WORDS,
  CHEAP_WORDS,
  HIGH_CBD_WORDS,
  LOW_CBD_WORDS,
  LOW_DOSE_MG,
  LOW_DOSE_WORDS,
  MILD_WORDS,
  NEED_WORDS,
  NO_HIGH_WORDS,
  POPULAR_WORDS,
  RATED_WORDS,
  SALE_WORDS,
  STRONG_WORDS,
  TOO_STRONG_WORDS,
} from './needWords';
import { DOSED_KINDS, FORM_WORDS, KIND_WORDS, LINEAGE_WORDS, NOT_KIND_PHRASES, WEIGHT_WORDS } from './vocabulary';

/**
 * The structured search read from a question (001 §7 the budtender's `query`): the wire fields, plus what the
 * ranking also uses: forms within a kind ("gummies"), weights ("an eighth"), a wish for a low price without a
 * figure, for a special.
 */
export interface Intent extends BudtenderIntent {
  kinds: Kind[];
  lineages: Lineage[];
  forms: string[];
  weights: WeightId[];
  /** Lineages the needs lean to, when the question names no lineage itself. */
  leans: Lineage[];
  /** Feelings the shopper does not want ("won't make me sleepy"). */
  avoid: string[];
  cheap: boolean;
  on_sale: boolean;
  /** Asked for what is well rated, or what sells best. */
  rated: boolean;
  popular: boolean;
}

function kindsOf(question: string): Kind[] {
  const text = takeAny(question, NOT_KIND_PHRASES) ?? question;
  const strong = KIND_WORDS.filter((entry) => hasAny(text, entry.phrases)).map((entry) => entry.kind);
  if (strong.length) return strong;
  return KIND_WORDS.filter((entry) => entry.weak && hasAny(text, entry.weak)).map((entry) => entry.kind);
}

/** The weights named, each phrase taken out once read so "half ounce" is not also an ounce. */
const weightsOf = (text: string): WeightId[] => takeEach(text, WEIGHT_WORDS).found.map((entry) => entry.weight);

/** A negation and the few words after it, within the clause: "won't make me sleepy", "not too strong". */
const NEGATED = /\b(?:not|no|without|won'?t|don'?t|doesn'?t|never|avoid|nothing)\b(?:\s+[\w'-]+){1,4}/g;

/** The feelings the question says it does not want, and the question without those words (so they ask for nothing). */
function splitNegations(text: string): { wanted: string; avoid: string[] } {
  const avoid = new Set<string>();
  const wanted = text.replace(NEGATED, (negated) => {
    const { found, rest } = takeEach(negated, AVOIDABLE_WORDS);
    found.forEach((entry) => avoid.add(entry.feeling));
    return rest;
  });
  return { wanted, avoid: [...avoid] };
}

function needsOf(question: string): Pick<Intent, 'feelings' | 'activities' | 'leans' | 'avoid'> {
  const { wanted: text, avoid } = splitNegations(question);
  const feelings = new Set<string>();
  const activities = new Set<string>();
  const leans = new Set<Lineage>();
  for (const need of NEED_WORDS) {
    if (!hasAny(text, need.phrases)) continue;
    need.feelings.forEach((feeling) => feelings.add(feeling));
    need.activities.forEach((activity) => activities.add(activity));
    if (need.leans) leans.add(need.leans);
  }
  // Needs pulling both ways ("energy to focus before bed") lean nowhere.
  return { feelings: [...feelings].filter((f) => !avoid.includes(f)), activities: [...activities], leans: leans.size === 1 ? [...leans] : [], avoid };
}

/** The words a negation reaches ("won't get me too high"), one span after another. */
const negatedSpans = (text: string) => [...text.matchAll(NEGATED)].map((match) => match[0]).join(' | ');

function potencyOf(text: string): Pick<Intent, 'thc' | 'cbd'> {
  const noHigh = hasAny(text, NO_HIGH_WORDS);
  // Not wanting it too strong ("won't get me too high", "nothing too potent") is asking for mild.
  const mild = noHigh || hasAny(text, MILD_WORDS) || hasAny(negatedSpans(text), TOO_STRONG_WORDS);
  const thc = mild ? 'low' : hasAny(text, STRONG_WORDS) ? 'high' : null;
  const cbd = hasAny(text, LOW_CBD_WORDS) ? 'low' : noHigh || hasAny(text, HIGH_CBD_WORDS) ? 'high' : null;
  return { thc, cbd };
}

const normalizedNames = new Map<string, string>();
const normalizedName = (brand: string) => {
  let name = normalizedNames.get(brand);
  if (name === undefined) normalizedNames.set(brand, (name = normalizeQuestion(brand)));
  return name;
};

/** The store's brands the question names in full; of "Golden Leaf" and "Golden Leaf Farms", the longer one named. */
function brandsOf(text: string, brands: readonly string[]): string[] {
  // A plain substring test first: most questions name no brand, and a store has a hundred or more.
  const named = brands.filter((brand) => {
    const name = normalizedName(brand);
    return name !== '' && text.includes(name) && hasAny(text, [name]);
  });
  return named.filter((brand) => !named.some((other) => other !== brand && normalizedName(other).includes(normalizedName(brand))));
}

/** A shopper's question as a structured search over a store whose brands are `brands`. Pure: same question, same intent. */
export function parseQuestion(question: string, brands: readonly string[] = []): Intent {
  const text = normalizeQuestion(question);
  const kinds = kindsOf(text);
  const lineages = LINEAGE_WORDS.filter((entry) => hasAny(text, entry.phrases)).map((entry) => entry.lineage);
  const needs = needsOf(text);
  const amounts = parseAmounts(text);
  const potency = potencyOf(text);
  const lowDose = hasAny(text, LOW_DOSE_WORDS) && (kinds.length === 0 || kinds.some((kind) => DOSED_KINDS.includes(kind)));
  return {
    text: question,
    kinds,
    lineages,
    feelings: needs.feelings,
    activities: needs.activities,
    avoid: needs.avoid,
    brands: brandsOf(text, brands),
    min_price_cents: amounts.min_price_cents,
    max_price_cents: amounts.max_price_cents,
    ...potency,
    max_dose_mg: amounts.max_dose_mg ?? (lowDose ? LOW_DOSE_MG : null),
    weights: weightsOf(text),
    leans: lineages.length ? [] : needs.leans,
    forms: FORM_WORDS.filter((form) => hasAny(text, form.phrases)).map((form) => form.term),
    cheap: amounts.max_price_cents === null && hasAny(text, CHEAP_WORDS),
    on_sale: hasAny(text, SALE_WORDS),
    rated: hasAny(text, RATED_WORDS),
    popular: hasAny(text, POPULAR_WORDS),
  };
}
