import type { Kind, Lineage, WeightId } from '../../../shared/types';

// The words a shopper uses, mapped onto the catalogue's own vocabulary (000 §3: kinds, lineages, the feelings and
// activities facets, as the seed and the menu tag products). Each entry is a list of phrases matched on word
// boundaries in the lowercased question; a trailing `*` matches any ending ("gumm*" finds gummy and gummies).

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

/**
 * A need and the feelings and activities the catalogue tags for it (seed/words.ts FEELINGS and ACTIVITIES). The
 * first feeling is the one the need is really about; the rest are near it.
 */
export interface NeedWords {
  phrases: readonly string[];
  feelings: readonly string[];
  activities: readonly string[];
  /** The lineage budtenders lean to for the need (indica for sleep, sativa for energy): a small nudge, never a filter. */
  leans?: Lineage;
}

export const NEED_WORDS: readonly NeedWords[] = [
  {
    phrases: ['sleep*', 'insomnia', 'bed', 'bedtime', 'at night', 'nighttime', 'night time', 'tonight', 'rest', 'restful', 'knock me out', 'sedat*', 'drowsy', 'tired', 'doze'],
    feelings: ['Sleepy', 'Relaxed'],
    activities: ['Get some sleep'],
    leans: 'indica',
  },
  {
    phrases: ['relax*', 'chill*', 'unwind*', 'calm*', 'anxiety', 'anxious', 'stress*', 'mellow', 'decompress', 'wind down', 'laid back', 'couch'],
    feelings: ['Relaxed'],
    activities: ['Chill out'],
    leans: 'indica',
  },
  {
    phrases: ['focus*', 'concentrating', 'concentration', 'concentrate on', 'productiv*', 'work', 'working', 'study*', 'studying', 'clear-headed', 'clear headed', 'clarity'],
    feelings: ['Focused'],
    activities: ['Stay productive'],
  },
  {
    phrases: [
      'energy',
      'energetic',
      'energiz*',
      'wake and bake',
      'wake',
      'morning',
      'daytime',
      'day time',
      'during the day',
      'for the day',
      'active',
      'workout',
      'gym',
      'hike',
      'hiking',
      'exercise',
      'motivat*',
    ],
    feelings: ['Energetic', 'Uplifted'],
    activities: ['Get active'],
    leans: 'sativa',
  },
  {
    phrases: ['pain*', 'relief', 'ache*', 'aching', 'sore*', 'inflammation', 'cramp*', 'arthritis', 'migraine*', 'headache*', 'recovery'],
    feelings: [],
    activities: ['Get relief'],
  },
  {
    phrases: ['creativ*', 'create', 'art', 'artist*', 'music', 'writing', 'write', 'paint*', 'inspir*', 'ideas'],
    feelings: ['Creative'],
    activities: ['Get creative'],
    leans: 'sativa',
  },
  { phrases: ['happy', 'happiness', 'mood', 'cheer*', 'good vibes', 'joy*', 'uplift*', 'upbeat'], feelings: ['Happy', 'Uplifted'], activities: [] },
  {
    phrases: ['social*', 'party', 'parties', 'friends', 'conversation*', 'hang out', 'hanging out', 'date night', 'concert*'],
    feelings: ['Giggly', 'Happy'],
    activities: ['Be social'],
  },
  { phrases: ['euphori*', 'blissful', 'bliss'], feelings: ['Euphoric'], activities: [] },
  { phrases: ['appetite', 'hungry', 'hunger', 'munchies'], feelings: ['Hungry'], activities: [] },
  { phrases: ['giggl*', 'laugh*', 'funny', 'silly'], feelings: ['Giggly'], activities: [] },
];

/**
 * Feelings a shopper may not want, by the words that name them after a negation ("won't make me sleepy"). Problems
 * are not here: "without anxiety" still asks for calm.
 */
export const AVOIDABLE_WORDS: readonly { feeling: string; phrases: readonly string[] }[] = [
  { feeling: 'Sleepy', phrases: ['sleep*', 'drowsy', 'tired', 'sedat*', 'couch*', 'knock me out', 'knocked out'] },
  { feeling: 'Hungry', phrases: ['hungry', 'munchies', 'appetite'] },
  { feeling: 'Giggly', phrases: ['giggl*', 'silly'] },
  { feeling: 'Energetic', phrases: ['energetic', 'wired', 'hyper', 'racy', 'jittery'] },
];

export const STRONG_WORDS = [
  'strong*',
  'potent',
  'potency',
  'powerful',
  'heavy',
  'high thc',
  'high-thc',
  'most thc',
  'lots of thc',
  'hard hitting',
  'hard-hitting',
  'knock me out',
  'experienced',
  'heavy hitter',
  'heavy-hitting',
  'couch lock',
  'couchlock',
];
export const MILD_WORDS = [
  'mild*',
  'light',
  'gentle',
  'low dose',
  'low-dose',
  'lower dose',
  'microdos*',
  'micro dose',
  'beginner*',
  'first time*',
  'first-time*',
  'newbie*',
  'new to',
  'not too strong',
  'low thc',
  'low-thc',
  'lightweight',
  'novice',
  'rookie',
  'easy going',
  'subtle',
];
export const LOW_DOSE_WORDS = ['low dose', 'low-dose', 'lower dose', 'microdos*', 'micro dose', 'beginner*', 'first time*', 'first-time*', 'newbie*', 'novice'];
export const HIGH_CBD_WORDS = ['cbd', 'high cbd', 'high-cbd', 'cbd-rich', 'cbd rich', 'cbd dominant', 'cbd-dominant'];
export const LOW_CBD_WORDS = ['low cbd', 'low-cbd', 'no cbd', 'without cbd'];
/** Asking not to get high: low THC, high CBD. */
export const NO_HIGH_WORDS = [
  'no high',
  'not get high',
  'not getting high',
  'without getting high',
  'without the high',
  'non-psychoactive',
  'non psychoactive',
  'not high',
  'clear head*',
];
export const CHEAP_WORDS = ['cheap*', 'budget', 'affordable', 'inexpensive', 'bargain*', 'value', 'low price*', 'low-price*', 'wallet'];
export const RATED_WORDS = [
  'top rated',
  'best rated',
  'highest rated',
  'well rated',
  'well reviewed',
  'best reviewed',
  'good reviews',
  'great reviews',
  'best reviews',
  '5 star*',
  'five star*',
];
export const POPULAR_WORDS = [
  'popular',
  'best seller*',
  'bestseller*',
  'best selling',
  'top selling',
  'top seller*',
  'most bought',
  'favorite*',
  'favourite*',
  'crowd pleaser*',
  'everyone likes',
];
export const SALE_WORDS = ['sale', 'on sale', 'deal*', 'special*', 'discount*', 'promo*'];

/** Kinds whose potency is a dose in mg (000 §3 thc_dosage_milligrams) rather than a percentage. */
export const DOSED_KINDS: readonly Kind[] = ['edible', 'tincture', 'topical'];

/** The dose a "low-dose" edible or tincture has at most, in mg of THC: the usual beginner serving. */
export const LOW_DOSE_MG = 5;

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
