import { describe, expect, test } from 'vitest';
import { chooseDefaultWeight } from '../../../../shared/weights';
import type { DefaultWeightOptions, DefaultWeightStep, PricedProduct, WeightId } from '../../../../shared/weights';

// gram 15, eighth 40, quarter 70, ounce 200 on sale for 10 (the cheapest price the shopper pays).
const flower: PricedProduct = {
  kind: 'flower',
  type: 'indica',
  price_gram: '15',
  price_eighth_ounce: '40',
  price_quarter_ounce: '70',
  price_ounce: '200',
  discounted_price_ounce: '10',
};
const flowerWithoutEighth: PricedProduct = { kind: 'flower', type: 'sativa', price_two_gram: 25, price_ounce: 180 };
const extract: PricedProduct = { kind: 'extract', type: 'extract', price_half_gram: '30', price_gram: '55' };
const extractWithoutHalfGram: PricedProduct = { kind: 'extract', type: 'extract', price_gram: '55', price_two_gram: '100' };
const vape: PricedProduct = { kind: 'vape', type: 'vape', price_gram: '45', price_half_gram: '', price_two_gram: '80' };

type Row = [string, PricedProduct, DefaultWeightOptions, WeightId, DefaultWeightStep];

describe('000 §4: default weight of a product sold by weight, first match wins', () => {
  test.each<Row>([
    // 1. the explicit default weight, if available — beats every later step
    ['1 explicit default', flower, { explicitDefault: 'quarter_ounce', weightFilters: ['gram'], sortedByPrice: true }, 'quarter_ounce', 'explicitDefault'],
    ['1 explicit default not available', flower, { explicitDefault: 'half_ounce' }, 'eighth_ounce', 'kindDefault'],
    ['1 explicit default unknown', flower, { explicitDefault: 'pound' }, 'eighth_ounce', 'kindDefault'],
    // 2. the applied weight filter — beats the price sort and the special
    ['2 weight filter', flower, { weightFilters: ['quarter_ounce'], sortedByPrice: true, specialWeights: ['gram'] }, 'quarter_ounce', 'weightFilter'],
    ['2 first filter the product has', flower, { weightFilters: ['half_ounce', 'gram'] }, 'gram', 'weightFilter'],
    ['2 filter the product lacks', flower, { weightFilters: ['half_ounce'] }, 'eighth_ounce', 'kindDefault'],
    // 3. the lowest-priced weight when sorted by price (the price paid: ounce is on sale for 10)
    ['3 lowest price', flower, { sortedByPrice: true, specialWeights: ['gram'] }, 'ounce', 'lowestPrice'],
    ['3 lowest price, normal prices', extractWithoutHalfGram, { sortedByPrice: true }, 'gram', 'lowestPrice'],
    // 4. the first weight (menu order) covered by the special's weights
    ['4 special', flower, { specialWeights: ['ounce', 'quarter_ounce'] }, 'quarter_ounce', 'special'],
    ['4 special weights with spaces', flower, { specialWeights: ['quarter ounce'] }, 'quarter_ounce', 'special'],
    ['4 special covers nothing available', flower, { specialWeights: ['half_ounce'] }, 'eighth_ounce', 'kindDefault'],
    ['4 empty special weights', flower, { specialWeights: [] }, 'eighth_ounce', 'kindDefault'],
    ['4 each without the fix flag is an ordinary id', flower, { specialWeights: ['each', 'ounce'] }, 'ounce', 'special'],
    ['4 each with the fix flag covers every weight', flower, { specialWeights: ['each', 'ounce'], eachCoversAllWeights: true }, 'eighth_ounce', 'kindDefault'],
    ['4 fix flag without each changes nothing', flower, { specialWeights: ['ounce'], eachCoversAllWeights: true }, 'ounce', 'special'],
    // 5. the kind default: flower eighth_ounce, extract half_gram (000 §9)
    ['5 flower default', flower, {}, 'eighth_ounce', 'kindDefault'],
    ['5 extract default', extract, {}, 'half_gram', 'kindDefault'],
    // 6. the first available weight
    ['6 flower without an eighth', flowerWithoutEighth, {}, 'two_gram', 'firstAvailable'],
    ['6 extract without a half gram', extractWithoutHalfGram, {}, 'gram', 'firstAvailable'],
    ['6 vape has no kind default', vape, {}, 'gram', 'firstAvailable'],
  ])('step %s', (_name, product, options, weight, step) => {
    expect(chooseDefaultWeight(product, options)).toEqual({ weight, step });
  });

  test.each<[PricedProduct, WeightId]>([
    [{ kind: 'flower', type: 'hybrid' }, 'eighth_ounce'],
    [{ kind: 'extract' }, 'half_gram'],
    [{ kind: 'vape', type: 'vape' }, 'half_gram'],
  ])('with no priced weight %j opens on %s', (product, weight) => {
    expect(chooseDefaultWeight(product)).toEqual({ weight, step: 'nothingAvailable' });
  });

  test.each<[PricedProduct]>([[{ kind: 'edible', price_each: '12' }], [{ kind: 'pre-roll', type: 'indica', price_each: 8, price_gram: 8 }], [{ kind: 'gear' }]])(
    'other products use each: %j',
    (product) => {
      expect(chooseDefaultWeight(product, { weightFilters: ['gram'], sortedByPrice: true, explicitDefault: 'gram' })).toEqual({
        weight: 'each',
        step: 'notSoldByWeight',
      });
    },
  );
});
