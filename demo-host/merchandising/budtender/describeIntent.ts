import { formatCurrency } from '../../../shared/money';
import type { Intent } from './parseQuestion';

const money = (cents: number) => formatCurrency(cents, { wholeNumber: true });
const KIND_PLURAL: Record<string, string> = { flower: 'flower', extract: 'concentrates', merch: 'merch', gear: 'gear', grow: 'grow supplies' };
const list = (items: readonly string[], joiner = 'or') => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`);

/** The price part of the search in words, or null. */
export function describePrice(intent: Pick<Intent, 'min_price_cents' | 'max_price_cents'>): string | null {
  const { min_price_cents: min, max_price_cents: max } = intent;
  if (min !== null && max !== null) return `between ${money(min)} and ${money(max)}`;
  if (max !== null) return `under ${money(max)}`;
  if (min !== null) return `over ${money(min)}`;
  return null;
}

/** What the budtender understood, in words ("strong sativa vapes under $40"); null when it understood nothing. */
export function describeIntent(intent: Intent): string | null {
  const potency = [intent.thc === 'high' ? 'strong' : intent.thc === 'low' ? 'mild' : null, intent.cbd === 'high' ? 'high-CBD' : intent.cbd === 'low' ? 'low-CBD' : null];
  const kinds = intent.kinds.map((kind) => KIND_PLURAL[kind] ?? `${kind}s`);
  const head = [...potency.filter(Boolean), list(intent.lineages), list(kinds.length ? kinds : intent.forms.length ? intent.forms : ['products'])].filter(Boolean).join(' ');
  const tail = [
    intent.feelings.length || intent.activities.length ? `tagged ${list([...intent.feelings, ...intent.activities])}` : null,
    intent.avoid.length ? `but not ${list(intent.avoid)}` : null,
    intent.brands.length ? `by ${list(intent.brands)}` : null,
    intent.max_dose_mg !== null ? `at most ${intent.max_dose_mg} mg THC` : null,
    describePrice(intent),
    intent.cheap ? 'at a low price' : null,
    intent.on_sale ? 'on sale' : null,
    intent.rated ? 'rated well' : null,
    intent.popular ? 'that sell best' : null,
  ].filter(Boolean);
  const understood = head !== 'products' || tail.length > 0;
  return understood ? [head, ...tail].join(' ') : null;
}
