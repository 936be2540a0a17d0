import type { Kind, Lineage, WeightId } from '../../../../../shared/types';

/**
 * What a good pick for a question is, as a budtender behind the counter would judge it: every field given must hold.
 * Written from the question and the store's menu (seeded store 1), not from the engine's answers.
 */
export interface GoodPick {
  kinds?: Kind[];
  lineages?: Lineage[];
  /** Carries at least one of these feelings or activities (000 §3 facets). */
  tags?: string[];
  /** Carries none of these. */
  notTags?: string[];
  /** The name holds one of these (case-insensitive): "gummies", not any edible. */
  nameIncludes?: string[];
  brand?: string;
  /** Some weight (only `weight` when given) sells at or under / at or over this, in dollars, as the shopper pays it. */
  maxPrice?: number;
  minPrice?: number;
  weight?: WeightId;
  thcPercentAtLeast?: number;
  thcPercentAtMost?: number;
  thcMgAtLeast?: number;
  thcMgAtMost?: number;
  /** CBD-dominant: lineage cbd, or more CBD than THC. */
  cbdDominant?: boolean;
  onSale?: boolean;
  /** Reviewed, and rated at least this (000 §3 aggregate_rating, out of 5). */
  ratingAtLeast?: number;
}

export interface JudgedQuestion {
  question: string;
  good: GoodPick;
}

const CANNABIS: Kind[] = ['flower', 'pre-roll', 'extract', 'vape', 'edible', 'tincture', 'topical'];
const SLEEP = ['Sleepy', 'Get some sleep'];
const RELAX = ['Relaxed', 'Chill out'];

export const JUDGED_QUESTIONS: readonly JudgedQuestion[] = [
  // The three questions of the issue.
  { question: 'something to help me sleep under $40', good: { kinds: CANNABIS, tags: SLEEP, maxPrice: 40 } },
  { question: 'a strong sativa vape', good: { kinds: ['vape'], lineages: ['sativa'], thcPercentAtLeast: 85 } },
  { question: 'low-dose gummies for a beginner', good: { kinds: ['edible'], nameIncludes: ['gumm'], thcMgAtMost: 5 } },
  // Effects.
  { question: 'indica flower for sleep', good: { kinds: ['flower'], lineages: ['indica'], tags: SLEEP } },
  { question: 'energizing sativa for the morning', good: { lineages: ['sativa'], tags: ['Energetic', 'Uplifted', 'Get active'] } },
  { question: 'something to help me focus at work', good: { kinds: CANNABIS, tags: ['Focused', 'Stay productive'] } },
  { question: 'creative sativa flower', good: { kinds: ['flower'], lineages: ['sativa'], tags: ['Creative', 'Get creative'] } },
  { question: 'a relaxing indica vape', good: { kinds: ['vape'], lineages: ['indica'], tags: RELAX } },
  { question: 'something to chill out after a long day', good: { kinds: CANNABIS, tags: RELAX } },
  { question: 'something for my appetite', good: { kinds: CANNABIS, tags: ['Hungry'] } },
  { question: 'a giggly hybrid for hanging out with friends', good: { lineages: ['hybrid'], tags: ['Giggly', 'Be social', 'Happy'] } },
  { question: 'tincture drops for anxiety', good: { kinds: ['tincture'], tags: RELAX } },
  { question: 'something on sale to help me sleep', good: { kinds: CANNABIS, tags: SLEEP, onSale: true } },
  // Relief and CBD.
  { question: 'something for pain with no high', good: { cbdDominant: true, tags: ['Get relief'] } },
  { question: 'a topical for sore muscles', good: { kinds: ['topical'] } },
  { question: 'a balm for my arthritis', good: { kinds: ['topical'], nameIncludes: ['balm'] } },
  { question: 'a CBD tincture', good: { kinds: ['tincture'], cbdDominant: true } },
  { question: 'high CBD flower', good: { kinds: ['flower'], cbdDominant: true } },
  { question: 'CBD gummies', good: { kinds: ['edible'], nameIncludes: ['gumm'], cbdDominant: true } },
  // Potency and dose.
  { question: 'the strongest concentrate you have', good: { kinds: ['extract'], thcPercentAtLeast: 85 } },
  { question: 'a mild flower for a first-timer', good: { kinds: ['flower'], thcPercentAtMost: 20 } },
  { question: 'potent edibles', good: { kinds: ['edible'], thcMgAtLeast: 100 } },
  { question: '10mg edibles', good: { kinds: ['edible'], thcMgAtLeast: 2.5, thcMgAtMost: 10 } },
  { question: 'high THC indica flower', good: { kinds: ['flower'], lineages: ['indica'], thcPercentAtLeast: 26 } },
  // Kinds, forms and weights.
  { question: 'a chocolate bar', good: { kinds: ['edible'], nameIncludes: ['chocolate'] } },
  { question: 'live resin cart', good: { kinds: ['vape'], nameIncludes: ['live resin'] } },
  { question: 'wax to dab', good: { kinds: ['extract'] } },
  { question: 'a pre-roll pack for a party', good: { kinds: ['pre-roll'], nameIncludes: ['pack', 'dogwalkers'] } },
  { question: 'an eighth of indica under $35', good: { kinds: ['flower'], lineages: ['indica'], weight: 'eighth_ounce', maxPrice: 35 } },
  { question: 'an ounce of hybrid under $250', good: { kinds: ['flower'], lineages: ['hybrid'], weight: 'ounce', maxPrice: 250 } },
  // Prices.
  { question: 'cheap pre-rolls', good: { kinds: ['pre-roll'], maxPrice: 15 } },
  { question: 'a hybrid pre-roll under $20', good: { kinds: ['pre-roll'], lineages: ['hybrid'], maxPrice: 20 } },
  { question: 'disposable vape under $30', good: { kinds: ['vape'], nameIncludes: ['disposable'], maxPrice: 30 } },
  { question: 'gummies under $15', good: { kinds: ['edible'], nameIncludes: ['gumm'], maxPrice: 15 } },
  { question: 'sativa between $20 and $40', good: { lineages: ['sativa'], minPrice: 20, maxPrice: 40 } },
  // Everyday phrasing.
  { question: "I can't sleep, what should I get?", good: { kinds: CANNABIS, tags: SLEEP } },
  { question: 'something to take the edge off', good: { kinds: CANNABIS, tags: RELAX } },
  { question: 'a wake and bake sativa', good: { lineages: ['sativa'], tags: ['Energetic', 'Uplifted', 'Get active'] } },
  { question: "what's good for a migraine?", good: { kinds: CANNABIS, tags: ['Get relief'] } },
  { question: 'something fun for a concert', good: { kinds: CANNABIS, tags: ['Giggly', 'Happy', 'Be social', 'Euphoric'] } },
  {
    question: "something for the day that won't make me sleepy",
    good: { kinds: CANNABIS, tags: ['Energetic', 'Uplifted', 'Focused', 'Get active', 'Stay productive'], notTags: ['Sleepy'] },
  },
  { question: 'best deals on flower', good: { kinds: ['flower'], onSale: true } },
  { question: 'top rated pre-rolls', good: { kinds: ['pre-roll'], ratingAtLeast: 4 } },
  { question: 'something I can rub on my sore back', good: { kinds: ['topical'] } },
  { question: 'something to help me wind down before bed', good: { kinds: CANNABIS, tags: SLEEP } },
  { question: 'I need something for cramps', good: { kinds: CANNABIS, tags: ['Get relief'] } },
  { question: "edibles that won't get me too high", good: { kinds: ['edible'], thcMgAtMost: 10 } },
  { question: 'a vape for the daytime', good: { kinds: ['vape'], tags: ['Energetic', 'Uplifted', 'Focused', 'Get active', 'Stay productive'] } },
  { question: 'a strong indica for bedtime', good: { lineages: ['indica'], tags: SLEEP } },
  { question: 'sativa pre-rolls for a hike', good: { kinds: ['pre-roll'], lineages: ['sativa'], tags: ['Energetic', 'Uplifted', 'Get active'] } },
  // Brands of the store.
  { question: 'anything from Cedar Labs', good: { brand: 'Cedar Labs' } },
  { question: 'what do you have by Silver Gardens?', good: { brand: 'Silver Gardens' } },
];
