import { describe, expect, test } from 'vitest';
import { parseQuestion, type Intent } from '../../../../../demo-host/merchandising/budtender/parseQuestion';

// 001 §7: the budtender turns the shopper's question into a structured search (kinds, lineages, feelings, price, potency, dose, brand).
type Expected = Partial<Omit<Intent, 'text'>>;

const BRANDS = ['Golden Leaf', 'Golden Leaf Farms', 'Kind Roots', 'Mellow Kitchen'];

const CASES: [string, Expected][] = [
  // The three questions of the issue.
  ['something to help me sleep under $40', { kinds: [], feelings: ['Sleepy', 'Relaxed'], activities: ['Get some sleep'], max_price_cents: 4000, min_price_cents: null }],
  ['a strong sativa vape', { kinds: ['vape'], lineages: ['sativa'], thc: 'high', max_price_cents: null }],
  ['low-dose gummies for a beginner', { kinds: ['edible'], forms: ['gumm'], thc: 'low', max_dose_mg: 5 }],
  // Kinds and their synonyms.
  ['an eighth of indica flower', { kinds: ['flower'], lineages: ['indica'] }],
  ['some nugs', { kinds: ['flower'] }],
  ['a disposable pen', { kinds: ['vape'], forms: ['disposable'] }],
  ['510 carts', { kinds: ['vape'], forms: ['cart'] }],
  ['chocolate bar', { kinds: ['edible'], forms: ['chocolate'] }],
  ['a few joints for the weekend', { kinds: ['pre-roll'] }],
  ['Pre-Rolls please', { kinds: ['pre-roll'] }],
  ['wax or shatter to dab', { kinds: ['extract'], forms: ['shatter'] }],
  ['live resin', { kinds: ['extract'], forms: ['resin'] }],
  ['live resin cart', { kinds: ['vape'], forms: ['cart', 'resin'] }],
  ['cbd drops under the tongue', { kinds: ['tincture'], cbd: 'high', forms: ['drops'] }],
  ['a lotion or balm for sore knees', { kinds: ['topical'], activities: ['Get relief'], forms: ['lotion', 'balm'] }],
  ['a grinder', { kinds: ['gear'] }],
  ['something I can eat', { kinds: ['edible'] }],
  // Lineages.
  ['hybrid or indica', { kinds: [], lineages: ['indica', 'hybrid'] }],
  ['Sativa-dominant pre-roll', { lineages: ['sativa'], kinds: ['pre-roll'] }],
  // Needs → catalogue feelings and activities.
  ['something for focus at work', { feelings: ['Focused'], activities: ['Stay productive'] }],
  ['energy for a hike', { feelings: ['Energetic', 'Uplifted'], activities: ['Get active'] }],
  ['help with my back pain', { feelings: [], activities: ['Get relief'] }],
  ['anxiety', { feelings: ['Relaxed'], activities: ['Chill out'] }],
  ['to feel creative', { feelings: ['Creative'], activities: ['Get creative'] }],
  ['for a party with friends', { feelings: ['Giggly', 'Happy'], activities: ['Be social'] }],
  ['boost my appetite', { feelings: ['Hungry'] }],
  ['a happy euphoric high', { feelings: ['Happy', 'Uplifted', 'Euphoric'], thc: null }],
  // Negations: what follows "not", "won't", "without"… is avoided, not asked for.
  ["something for the day that won't make me sleepy", { feelings: ['Energetic', 'Uplifted'], avoid: ['Sleepy'] }],
  ['something to chill out after a long day', { feelings: ['Relaxed'] }],
  ['relaxing but not sleepy', { feelings: ['Relaxed'], activities: ['Chill out'], avoid: ['Sleepy'] }],
  ['energy without anxiety', { feelings: ['Energetic', 'Uplifted', 'Relaxed'], avoid: [] }],
  ["don't want the munchies, just to relax", { feelings: ['Relaxed'], avoid: ['Hungry'] }],
  ['not too strong', { thc: 'low', avoid: [] }],
  ["I can't sleep", { feelings: ['Sleepy', 'Relaxed'], avoid: [] }],
  ['no high, for pain', { activities: ['Get relief'], thc: 'low', cbd: 'high' }],
  // Lineage leanings of needs: a nudge when no lineage is named, none when needs pull both ways.
  ['help me sleep', { leans: ['indica'], lineages: [] }],
  ['a sativa to help me sleep', { leans: [], lineages: ['sativa'] }],
  ['something to get creative', { leans: ['sativa'] }],
  ['energy to work out, then sleep', { leans: [] }],
  ['a grinder', { leans: [] }],
  // Prices.
  ['less than 30 dollars', { max_price_cents: 3000, min_price_cents: null }],
  ['between $20 and $50', { min_price_cents: 2000, max_price_cents: 5000 }],
  ['from 50 to 20 bucks', { min_price_cents: 2000, max_price_cents: 5000 }],
  ['$15-$25 edibles', { min_price_cents: 1500, max_price_cents: 2500, kinds: ['edible'] }],
  ['flower over $60', { min_price_cents: 6000, max_price_cents: null }],
  ['around $30', { min_price_cents: 2250, max_price_cents: 3750 }],
  ['$25 or less', { max_price_cents: 2500 }],
  ['under 19.99', { max_price_cents: 1999 }],
  ['an ounce under $1,200', { max_price_cents: 120000 }],
  ['edibles, 1,000mg', { max_dose_mg: 1000, max_price_cents: null }],
  ['a $40 vape', { max_price_cents: 4000, kinds: ['vape'] }],
  ['cheap pre-rolls', { cheap: true, max_price_cents: null }],
  ['cheap, under $10', { cheap: false, max_price_cents: 1000 }],
  ['anything on sale?', { on_sale: true }],
  ['top rated pre-rolls', { rated: true, popular: false, kinds: ['pre-roll'] }],
  ['your best sellers', { popular: true, rated: false }],
  // Not prices: doses, percentages, weights.
  ['5mg gummies', { max_dose_mg: 5, max_price_cents: null }],
  ['edibles under 10 mg', { max_dose_mg: 10, max_price_cents: null }],
  ['flower under 20%', { max_price_cents: null }],
  ['3.5g under $45', { max_price_cents: 4500 }],
  // Potency.
  ['the most potent concentrate', { thc: 'high', kinds: ['extract'] }],
  ['the strongest concentrate you have', { thc: 'high', kinds: ['extract'], feelings: [], activities: [] }],
  ['help me concentrate on work', { kinds: [], feelings: ['Focused'] }],
  ['high THC flower', { thc: 'high' }],
  ['something mild, not too strong', { thc: 'low' }],
  ['high CBD', { cbd: 'high', thc: null }],
  ['relief with no high', { thc: 'low', cbd: 'high', activities: ['Get relief'] }],
  ["edibles that won't get me too high", { thc: 'low', cbd: null }],
  ['nothing too potent', { thc: 'low' }],
  ['no sleep, strong', { thc: 'high', avoid: ['Sleepy'] }],
  ['low cbd', { cbd: 'low' }],
  ['microdose edibles', { thc: 'low', max_dose_mg: 5 }],
  ['beginner flower', { thc: 'low', max_dose_mg: null }],
  // Weights.
  ['an eighth of indica', { weights: ['eighth_ounce'], kinds: ['flower'] }],
  ['a half ounce under $120', { weights: ['half_ounce'], max_price_cents: 12000 }],
  ['an ounce or a quarter', { weights: ['quarter_ounce', 'ounce'] }],
  ['half gram cart', { weights: ['half_gram'], kinds: ['vape'] }],
  ['1g vape', { weights: ['gram'] }],
  ['gummies', { weights: [] }],
  // Brands: the store's own names, in full; the longer name wins.
  ['anything from golden leaf farms', { brands: ['Golden Leaf Farms'] }],
  ['golden leaf vapes', { brands: ['Golden Leaf'], kinds: ['vape'] }],
  ['kind roots or mellow kitchen', { brands: ['Mellow Kitchen', 'Kind Roots'] }],
  ['something kind', { brands: [] }],
  // Nothing recognised.
  ['hello there', { kinds: [], lineages: [], feelings: [], activities: [], brands: [], max_price_cents: null, thc: null, cbd: null, max_dose_mg: null }],
];

describe('parseQuestion', () => {
  test.each(CASES)('%s', (question, expected) => {
    const intent = parseQuestion(question, BRANDS);
    expect(intent.text).toBe(question);
    for (const [field, value] of Object.entries(expected)) {
      const got = intent[field as keyof Intent];
      if (Array.isArray(value)) expect([...(got as unknown[])].sort(), field).toEqual([...value].sort());
      else expect(got, field).toEqual(value);
    }
  });
});
