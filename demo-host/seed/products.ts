import type { Insertable } from 'kysely';
import type { ProductData, ProductsTable } from '../db';
import { KINDS, LINEAGES, type Kind, type Lineage, type Photo, type TaggedValue, type WeightId } from '../../shared/types';
import type { SeedBrand } from './brands';
import { basePrices, offeredWeights, type WeightPrices } from './pricing';
import type { Random } from './random';
import { slugify } from './slugify';
import { productPhoto } from './svg';
import { ACTIVITIES, ALLERGENS, FEELINGS, FLAVORS, INGREDIENTS, KIND_NOUNS, ROOT_SUBTYPES, STRAIN_FIRST, STRAIN_SECOND, TERPENES } from './words';

export interface SeedProduct {
  row: Insertable<ProductsTable> & { id: number; kind: Kind; category: Lineage | null; brand_id: number; review_count: number };
  data: ProductData;
  weights: WeightId[];
  prices: WeightPrices;
}

// Share of the catalogue per kind; every kind of 000 §3 appears.
const KIND_WEIGHTS: [Kind, number][] = [
  ['flower', 25],
  ['vape', 14],
  ['edible', 15],
  ['extract', 11],
  ['pre-roll', 12],
  ['tincture', 5],
  ['topical', 5],
  ['gear', 5],
  ['merch', 4],
  ['grow', 4],
];
const CANNABIS_KINDS: Kind[] = ['flower', 'pre-roll', 'extract', 'vape', 'edible', 'tincture', 'topical'];

function pickKind(random: Random, index: number): Kind {
  // The first products cycle through every kind so even tiny catalogues cover them all.
  if (index < KINDS.length) return KINDS[index];
  let roll = random.int(1, 100);
  for (const [kind, weight] of KIND_WEIGHTS) if ((roll -= weight) <= 0) return kind;
  return 'flower';
}

function pickLineage(random: Random, kind: Kind, index: number): Lineage | null {
  if (kind === 'gear' || kind === 'merch') return null;
  if (index < KINDS.length * LINEAGES.length) return LINEAGES[Math.floor(index / KINDS.length) % LINEAGES.length];
  if (kind === 'grow' || kind === 'edible' || kind === 'tincture' || kind === 'topical') {
    if (random.chance(0.35)) return null;
    if (kind !== 'grow' && random.chance(0.3)) return 'cbd';
  }
  return random.chance(0.08) ? 'cbd' : random.pick(['indica', 'sativa', 'hybrid'] as const);
}

const tagged = (titles: string[]): TaggedValue[] => titles.map((title) => ({ id: FEELINGS.concat(FLAVORS).indexOf(title) + 1, title, value: slugify(title) }));

const PALETTE: [string, string][] = [
  ['#e8f5e9', '#2e7d32'],
  ['#fff3e0', '#e65100'],
  ['#ede7f6', '#5e35b1'],
  ['#e3f2fd', '#1565c0'],
  ['#fce4ec', '#ad1457'],
  ['#f1f8e9', '#558b2f'],
];
// 000 §3: a pre-roll is sold each and a flower limit counts its net_weight_grams, so the weight is what the name says:
// a single 0.5–1 g, a 5-pack five of them, mini dogwalkers 0.35 g each in packs of 3, 5 or 10. Three choices each,
// so the seed draws as many numbers as it always did and the rest of the catalogue stays the same.
const PRE_ROLL_GRAMS: Record<string, readonly number[]> = {
  'Pre-Roll': [0.5, 0.75, 1],
  'Pre-Roll 5-Pack': [2.5, 3.5, 5],
  'Infused Pre-Roll': [0.5, 1, 1],
  'Mini Dogwalkers': [1.05, 1.75, 3.5],
};

const photoCache = new Map<string, string>();
function photoFor(kind: string, variant: number): string {
  const key = `${kind}:${variant}`;
  let uri = photoCache.get(key);
  if (!uri) photoCache.set(key, (uri = productPhoto(kind, ...PALETTE[variant % PALETTE.length])));
  return uri;
}

function potency(random: Random, kind: Kind, lineage: Lineage | null) {
  const cbdDominant = lineage === 'cbd';
  // CBD: 8–20 % when the lineage is cbd, else 0.1–2 % in three products of ten, whatever the kind.
  const pct = (thc: [number, number]) => ({
    percent_thc: cbdDominant ? random.float(0.2, 5, 1) : random.float(thc[0], thc[1], 1),
    percent_cbd: cbdDominant ? random.float(8, 20, 1) : random.chance(0.3) ? random.float(0.1, 2, 1) : 0,
    thc_dosage_milligrams: null as number | null,
    cbd_dosage_milligrams: null as number | null,
  });
  switch (kind) {
    case 'flower':
      return pct([14, 32]);
    case 'pre-roll':
      return pct([15, 30]);
    case 'extract':
      return pct([60, 90]);
    case 'vape':
      return pct([70, 92]);
    case 'edible':
    case 'tincture':
    case 'topical': {
      const thc = cbdDominant ? random.pick([0, 2.5, 5]) : random.pick([5, 10, 50, 100, 100, 200, 500]);
      const cbd = cbdDominant ? random.pick([50, 100, 250, 500]) : random.chance(0.3) ? random.pick([5, 10, 50]) : 0;
      return { percent_thc: null, percent_cbd: null, thc_dosage_milligrams: thc, cbd_dosage_milligrams: cbd };
    }
    default:
      return { percent_thc: null, percent_cbd: null, thc_dosage_milligrams: null, cbd_dosage_milligrams: null };
  }
}

export function buildProduct(random: Random, id: number, index: number, brands: readonly SeedBrand[]): SeedProduct {
  const kind = pickKind(random, index);
  const category = pickLineage(random, kind, index);
  const brand = random.pick(brands);
  const strain = `${random.pick(STRAIN_FIRST)} ${random.pick(STRAIN_SECOND)}`;
  const noun = random.pick(KIND_NOUNS[kind]);
  const name =
    kind === 'flower' || kind === 'pre-roll' || kind === 'extract' || kind === 'vape'
      ? `${strain} ${noun}`
      : kind === 'edible' || kind === 'tincture'
        ? `${random.pick(FLAVORS)} ${noun}`
        : `${brand.row.name.split(' ')[0]} ${noun}`;
  const cannabis = CANNABIS_KINDS.includes(kind);
  const p = potency(random, kind, category);
  const weights = offeredWeights(random, kind);
  const feelings = cannabis ? random.sample(FEELINGS, random.int(1, 4)) : [];
  const flavors = cannabis && kind !== 'topical' ? random.sample(FLAVORS, random.int(1, 3)) : [];
  const terpenes = cannabis && kind !== 'edible' ? random.sample(TERPENES, random.int(1, 3)) : [];
  const compounds = cannabis
    ? [
        ...(p.percent_thc != null ? [{ compound_name: 'THC', value: p.percent_thc, unit: '%', unit_id: 'percent' }] : []),
        ...(p.percent_cbd ? [{ compound_name: 'CBD', value: p.percent_cbd, unit: '%', unit_id: 'percent' }] : []),
        ...(random.chance(0.4) ? [{ compound_name: 'CBG', value: random.float(0.1, 2, 2), unit: '%', unit_id: 'percent' }] : []),
        ...terpenes.map((t) => ({ compound_name: t, value: random.float(0.05, 1.5, 2), unit: '%', unit_id: 'percent' })),
      ]
    : [];
  const variant = random.int(0, PALETTE.length - 1);
  // Some products have no photo, so the default-photo rule (000 §5) shows.
  const photoCount = random.chance(0.08) ? 0 : random.chance(0.8) ? 1 : 2;
  const photos: Photo[] = Array.from({ length: photoCount }, (_, i) => {
    const uri = photoFor(kind, variant + i);
    return { id: id * 10 + i, position: i, urls: { extraLarge: uri, medium: uri, original: uri, small: uri } };
  });
  const edibleLike = kind === 'edible' || kind === 'tincture';
  const data: ProductData = {
    photos,
    image_urls: photos.map((ph) => ph.urls.original),
    effects: tagged(feelings),
    flavors: tagged(flavors),
    feelings,
    activities: cannabis ? random.sample(ACTIVITIES, random.int(1, 3)) : [],
    aliases: kind === 'flower' && random.chance(0.1) ? [`${random.pick(STRAIN_FIRST)} ${random.pick(STRAIN_SECOND)}`] : [],
    allergens: kind === 'edible' ? random.sample(ALLERGENS, random.int(0, 2)) : [],
    ingredients: edibleLike || kind === 'topical' ? random.sample(INGREDIENTS, random.int(2, 5)) : [],
    terpenes,
    percent_thca: kind === 'flower' && p.percent_thc != null ? Math.round(p.percent_thc * 1.1 * 10) / 10 : null,
    percent_cbda: null,
    percent_tac: p.percent_thc != null ? Math.round((p.percent_thc + (p.percent_cbd ?? 0) + 1.2) * 10) / 10 : null,
    thc_dosage_milligrams: p.thc_dosage_milligrams,
    cbd_dosage_milligrams: p.cbd_dosage_milligrams,
    net_weight_grams: kind === 'pre-roll' ? random.pick(PRE_ROLL_GRAMS[noun]) : null,
    quantity_value: kind === 'edible' ? random.pick([10, 20]) : kind === 'tincture' ? 30 : kind === 'topical' ? 2 : null,
    quantity_units: kind === 'edible' ? 'g' : kind === 'tincture' ? 'ml' : kind === 'topical' ? 'oz' : null,
    business_licenses: cannabis ? [{ id, business_name: brand.row.name, license_number: `C11-${String(100000 + brand.row.id * 37).padStart(7, '0')}-LIC`, state: 'CA' }] : [],
    lab_results: compounds.length ? [{ price_id: null, compound_results: compounds }] : [],
    lab_result_urls: compounds.length && random.chance(0.5) ? [`https://labs.example.com/coa/${id}.pdf`] : [],
    compound_names: compounds.map((c) => c.compound_name),
  };
  const description = cannabis
    ? `${name} by ${brand.row.name}: ${category ?? 'balanced'} ${noun.toLowerCase()} with ${flavors.length ? flavors.join(', ').toLowerCase() + ' notes' : 'a clean finish'}. Feels ${feelings.join(', ').toLowerCase()}.`
    : `${name} from ${brand.row.name}.`;
  return {
    row: {
      id,
      name,
      brand_id: brand.row.id,
      kind,
      category,
      // 000 §3: product types are the lineages plus kinds; flower takes its lineage.
      type: kind === 'flower' && category ? category : kind,
      root_subtype: random.pick(ROOT_SUBTYPES[kind]),
      brand_subtype: random.pick(brand.lines),
      url_slug: slugify(name),
      description,
      percent_thc: p.percent_thc,
      percent_cbd: p.percent_cbd,
      aggregate_rating: null,
      review_count: 0,
      data: '',
    },
    data,
    weights,
    prices: basePrices(random, kind, weights),
  };
}
