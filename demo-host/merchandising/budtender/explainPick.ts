import { formatCurrency } from '../../../shared/money';
import { weightLabel } from '../../../shared/weights';
import type { Intent } from './parseQuestion';
import { facetMet, type FacetMatch, type ScoredProduct } from './scoreProducts';
import type { ProductFacts } from './storeFacts';

/** Kinds as a budtender says them (000 §3 calls concentrates `extract`). */
const KIND_LABEL: Record<string, string> = { extract: 'concentrate' };
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const money = (cents: number) => formatCurrency(cents, { wholeNumber: true });
const amount = (value: number, unit: 'mg' | '%') => (unit === 'mg' ? `${value} mg` : `${value}%`);

const kindLabel = (kind: string) => KIND_LABEL[kind] ?? kind;
const withArticle = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

function kindPhrase({ kind: productKind, lineage }: ProductFacts): string {
  const kind = kindLabel(productKind);
  return capitalize(lineage ? `${lineage === 'cbd' ? 'CBD' : lineage} ${kind}` : kind);
}

function potencyPhrase(facts: ProductFacts, intent: Intent, met: (name: FacetMatch['facet']) => boolean): string[] {
  const parts: string[] = [];
  if (facts.thc !== null) {
    const note = intent.thc === 'high' && met('thc') ? ` (strong for ${withArticle(kindLabel(facts.kind))})` : intent.thc === 'low' && met('thc') ? ' (on the mild side)' : '';
    parts.push(facts.thc === 0 ? 'no THC' : `${amount(facts.thc, facts.thcUnit)} THC${note}`);
  }
  if (facts.cbd !== null && (intent.cbd !== null || facts.lineage === 'cbd')) parts.push(`${amount(facts.cbd, facts.thcUnit)} CBD`);
  return parts;
}

function pricePhrase(scored: ScoredProduct, intent: Intent, met: (name: FacetMatch['facet']) => boolean): string | null {
  const { price } = scored;
  if (!price) return null;
  const quoted = `${money(price.cents)}${price.weight === 'each' ? '' : ` for ${weightLabel(price.weight)}`}`;
  const { min_price_cents: min, max_price_cents: max } = intent;
  const asked = scored.facets.some((facet) => facet.facet === 'price');
  if (asked && min !== null && max !== null) return `${quoted}, within your ${money(min)}–${money(max)}`;
  if (asked && max !== null) return `${quoted}, under your ${money(max)}`;
  if (asked && min !== null) return `${quoted}, over your ${money(min)}`;
  if (met('cheap')) return `${quoted}, among the lower prices here`;
  return quoted;
}

/**
 * The one-line reason of a pick, naming what matched the question: "Indica edible, 5 mg THC, tagged Sleepy, $18,
 * under your $40". Plain text: the answer's renderers escape it for markdown and HTML.
 */
export function explainPick(scored: ScoredProduct, intent: Intent): string {
  const { facts } = scored;
  const met = (name: FacetMatch['facet']) => scored.facets.some((facet) => facet.facet === name && facetMet(facet));
  const tags = [...intent.feelings, ...intent.activities].filter((tag) => facts.hasTag(tag));
  const parts = [
    kindPhrase(facts),
    ...potencyPhrase(facts, intent, met),
    ...(met('dose') ? [`within your ${intent.max_dose_mg} mg`] : []),
    ...(tags.length ? [`tagged ${tags.join(', ')}`] : []),
    ...(met('avoid') ? [`not tagged ${intent.avoid.join(' or ')}`] : []),
    ...(met('brand') && facts.brand ? [`by ${facts.brand}`] : []),
    ...(intent.rated && facts.rating !== null ? [`rated ${facts.rating.toFixed(1)} from ${facts.reviewCount} review${facts.reviewCount === 1 ? '' : 's'}`] : []),
    ...(intent.popular && facts.bestSellerRank ? [`#${facts.bestSellerRank} best seller here`] : []),
    ...(facts.onSale && (intent.on_sale || intent.cheap || intent.max_price_cents !== null) ? ['on sale'] : []),
    pricePhrase(scored, intent, met),
  ];
  return parts.filter((part): part is string => Boolean(part)).join(', ');
}
