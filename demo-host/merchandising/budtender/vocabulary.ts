import type { Kind, Lineage, WeightId } from '../../../shared/types';

// The words a shopper uses for products, mapped onto the catalogue's own vocabulary (000 §3: kinds, lineages,
// weights); what they want from them is in needWords.ts. Each entry is a list of phrases matched on word boundaries
// in the lowercased question; a trailing `*` matches any ending ("gumm*" finds gummy and gummies).

export interface KindWords {
  kind: Kind;
  phrases: readonly string[];
  /** Counted only when no other kind was named ("live resin cart" is a vape, "live resin" alone an extract). */
  weak?: readonly string[];
}

export const KIND_WORDS: readonly KindWords[] = [
  { kind: 'flower', phrases: ['flower*', 'bud', 'buds', 'nug*', 'eighth*', 'smalls', 'shake', 'strain*', 'ounce', 'oz', 'quarter', 'zip'] },
  { kind: 'vape', phrases: ['vape*', 'vaping', 'cart', 'carts', 'cartridge*', 'pen', 'pens', 'disposable*', 'pod', 'pods', '510'] },
  {
    kind: 'edible',
    phrases: ['edible*', 'gumm*', 'chocolate*', 'candy', 'candies', 'mint', 'mints', 'cookie*', 'soda*', 'drink*', 'beverage*', 'caramel*', 'chew*', 'brownie*', 'treat*'],
    weak: ['eat', 'eating', 'ingest*'],
  },
  { kind: 'pre-roll', phrases: ['pre-roll*', 'preroll*', 'pre roll*', 'joint*', 'blunt*', 'dogwalker*', 'doobie*', 'spliff*'] },
  {
    kind: 'extract',
    phrases: ['extract*', 'concentrate*', 'wax', 'dab', 'dabs', 'dabbing', 'shatter', 'rosin', 'badder', 'budder', 'diamonds', 'hash', 'kief'],
    weak: ['resin', 'live resin'],
  },
  { kind: 'tincture', phrases: ['tincture*', 'drop', 'drops', 'dropper', 'sublingual*', 'spray*'], weak: ['oil', 'oils'] },
  { kind: 'topical', phrases: ['topical*', 'lotion*', 'balm*', 'cream*', 'salve*', 'patch', 'patches', 'rub', 'rubs', 'bath soak*', 'bath'] },
  { kind: 'gear', phrases: ['gear', 'pipe*', 'grinder*', 'paper*', 'rolling papers', 'batter*', 'bong*', 'tray*', 'accessor*'] },
  { kind: 'merch', phrases: ['merch*', 'shirt*', 'tee', 'tees', 't-shirt*', 'hat', 'hats', 'hoodie*', 'apparel', 'lighter*', 'tote*'] },
  { kind: 'grow', phrases: ['seed', 'seeds', 'clone*', 'grow*', 'soil', 'autoflower*'] },
];

/** Phrases that hold a kind's word without naming the kind: "concentrate on my work" asks for focus. */
export const NOT_KIND_PHRASES = ['concentrate on', 'concentrating', 'concentration'];

/**
 * Words naming a form within a kind: a shopper asking for gummies wants gummies, not a chocolate bar. Matched against
 * the product's name and subtype; `term` is what is looked for there.
 */
export const FORM_WORDS: readonly { term: string; phrases: readonly string[] }[] = [
  { term: 'gumm', phrases: ['gumm*'] },
  { term: 'chocolate', phrases: ['chocolate*'] },
  { term: 'soda', phrases: ['soda*', 'drink*', 'beverage*'] },
  { term: 'mint', phrases: ['mint', 'mints'] },
  { term: 'cookie', phrases: ['cookie*'] },
  { term: 'caramel', phrases: ['caramel*'] },
  { term: 'disposable', phrases: ['disposable*'] },
  { term: 'cart', phrases: ['cart', 'carts', 'cartridge*'] },
  { term: 'pod', phrases: ['pod', 'pods'] },
  { term: 'rosin', phrases: ['rosin'] },
  { term: 'resin', phrases: ['resin', 'live resin'] },
  { term: 'shatter', phrases: ['shatter'] },
  { term: 'badder', phrases: ['badder', 'budder'] },
  { term: 'diamonds', phrases: ['diamonds'] },
  { term: 'infused', phrases: ['infused'] },
  { term: 'pack', phrases: ['pack', 'packs', '5-pack', 'multipack'] },
  { term: 'dogwalker', phrases: ['dogwalker*'] },
  { term: 'smalls', phrases: ['smalls'] },
  { term: 'shake', phrases: ['shake'] },
  { term: 'lotion', phrases: ['lotion*'] },
  { term: 'balm', phrases: ['balm*', 'salve*', 'cream*', 'rub', 'rubs'] },
  { term: 'patch', phrases: ['patch', 'patches'] },
  { term: 'bath', phrases: ['bath*'] },
  { term: 'spray', phrases: ['spray*'] },
  { term: 'drops', phrases: ['drop', 'drops', 'dropper'] },
];

export const LINEAGE_WORDS: readonly { lineage: Lineage; phrases: readonly string[] }[] = [
  { lineage: 'indica', phrases: ['indica*', 'indi'] },
  { lineage: 'sativa', phrases: ['sativa*', 'sati'] },
  { lineage: 'hybrid', phrases: ['hybrid*'] },
];

/** Kinds whose potency is a dose in mg (000 §3 thc_dosage_milligrams) rather than a percentage. */
export const DOSED_KINDS: readonly Kind[] = ['edible', 'tincture', 'topical'];

/** Weights a shopper names (000 §3 weight ids), longest phrase first: "half ounce" is read before "ounce". */
export const WEIGHT_WORDS: readonly { weight: WeightId; phrases: readonly string[] }[] = [
  { weight: 'half_ounce', phrases: ['half ounce', 'half an ounce', 'half oz', 'half o', '14g', '14 grams'] },
  { weight: 'quarter_ounce', phrases: ['quarter*', 'quad', '7g', '7 grams'] },
  { weight: 'eighth_ounce', phrases: ['eighth*', '8th', '3.5g', '3.5 g', '3.5 grams'] },
  { weight: 'ounce', phrases: ['ounce*', 'oz', 'zip', '28g', '28 grams'] },
  { weight: 'half_gram', phrases: ['half gram', 'half a gram', '0.5g', '0.5 g', '.5g', 'half-gram'] },
  { weight: 'two_gram', phrases: ['2g', '2 grams', 'two grams'] },
  { weight: 'gram', phrases: ['gram', 'a gram', '1g', '1 g', 'one gram'] },
];
