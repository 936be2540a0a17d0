import type { Lineage } from '../../../shared/types';

// What a shopper wants from a product, in their words, mapped onto the catalogue's own vocabulary: the feelings and
// activities facets (000 §3, as the seed and the menu tag products), potency, CBD, price wishes. Phrases are matched
// as in vocabulary.ts (whole words, a trailing `*` for any ending).

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
/** Words for too much, after a negation: "won't get me too high" asks for mild. */
export const TOO_STRONG_WORDS = ['high', 'too high', 'strong*', 'potent', 'intense', 'stoned', 'baked', 'couch*', 'knock me out', 'wasted'];
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

/** The dose a "low-dose" edible or tincture has at most, in mg of THC: the usual beginner serving. */
export const LOW_DOSE_MG = 5;
