import { expect, test } from 'vitest';
import { slugify } from '../../../../shared/routes';

// 000 §2: slugs and place parameters are lower-case and hyphenated.
test.each([
  ['Blue Dream', 'blue-dream'],
  ['  Green   Leaf  Co. ', 'green-leaf-co'],
  ["Jerry's Kush", 'jerrys-kush'],
  ['Jerry’s Kush', 'jerrys-kush'],
  ['Café Olé', 'cafe-ole'],
  ['OG Kush #18 (1/8 oz)', 'og-kush-18-1-8-oz'],
  ['already-a-slug', 'already-a-slug'],
  ['--edge--', 'edge'],
  ['Sour_Diesel', 'sour-diesel'],
  ['Québec', 'quebec'],
  ['大麻', '大麻'],
  ['!!!', ''],
])('slugify(%j) → %j', (text, slug) => {
  expect(slugify(text)).toBe(slug);
});

test.each(['Blue Dream', "Jerry's Kush", 'OG Kush #18 (1/8 oz)', 'Café Olé'])('slugify is idempotent for %j', (text) => {
  expect(slugify(slugify(text))).toBe(slugify(text));
});
