import { dollarsToCents } from '../../../shared/money';

export interface Amounts {
  min_price_cents: number | null;
  max_price_cents: number | null;
  /** The largest THC dose asked for, in mg ("5mg gummies", "10 mg or less"). */
  max_dose_mg: number | null;
}

/** A figure, with thousands separators or without: "1,200", "19.99". */
const NUMBER = String.raw`((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)`;
const MONEY = String.raw`\$?\s?${NUMBER}(?:\s?(?:dollars?|bucks?|usd))?`;
/** A number followed by a unit that is not money: a dose, a percentage, a weight or a count. */
const NOT_MONEY_AFTER = String.raw`(?!\s?(?:mg|%|percent|g\b|grams?|gs\b|oz|pack|pieces?|ct\b|count|ml|x\b|\d|\.\d))`;

const DOSE = new RegExp(String.raw`${NUMBER}\s?-?\s?(?:mg|milligrams?)\b`, 'g');
const BETWEEN = new RegExp(String.raw`(?:between|from)\s${MONEY}\s?(?:and|to|-)\s?${MONEY}${NOT_MONEY_AFTER}`);
const DASH_RANGE = new RegExp(String.raw`\$${NUMBER}\s?(?:-|to)\s?\$?${NUMBER}${NOT_MONEY_AFTER}`);
const AT_MOST = new RegExp(
  String.raw`(?:under|below|less than|cheaper than|max(?:imum)?|up to|no more than|not more than|at most|within|tops|beneath|lower than|less then)\s(?:a\s|about\s|around\s)?${MONEY}${NOT_MONEY_AFTER}`,
);
const AT_MOST_AFTER = new RegExp(String.raw`\$${NUMBER}\s?(?:dollars?\s|bucks?\s)?(?:or less|or under|and under|max|or below|tops|or cheaper)`);
const AT_LEAST = new RegExp(String.raw`(?:over|above|more than|at least|starting at|upwards of|higher than|min(?:imum)?)\s${MONEY}${NOT_MONEY_AFTER}`);
const AROUND = new RegExp(String.raw`(?:around|about|roughly|~|approximately|close to)\s?\$${NUMBER}`);
const BARE = new RegExp(String.raw`\$${NUMBER}|${NUMBER}\s?(?:dollars?|bucks?)\b`);

const cents = (text: string | undefined) => (text === undefined ? null : dollarsToCents(text.replace(/,/g, '')));

/** The price range the question names, in cents (a bare "$40" is read as a cap, what a shopper with $40 means). */
function priceRange(text: string): Pick<Amounts, 'min_price_cents' | 'max_price_cents'> {
  const range = BETWEEN.exec(text) ?? DASH_RANGE.exec(text);
  if (range) {
    const [low, high] = [cents(range[1])!, cents(range[2])!].sort((a, b) => a - b);
    return { min_price_cents: low, max_price_cents: high };
  }
  const around = AROUND.exec(text);
  if (around) {
    const middle = cents(around[1])!;
    return { min_price_cents: Math.round(middle * 0.75), max_price_cents: Math.round(middle * 1.25) };
  }
  const atMost = AT_MOST.exec(text) ?? AT_MOST_AFTER.exec(text);
  const atLeast = AT_LEAST.exec(text);
  if (atMost || atLeast) return { min_price_cents: cents(atLeast?.[1]), max_price_cents: cents(atMost?.[1]) };
  const bare = BARE.exec(text);
  return { min_price_cents: null, max_price_cents: bare ? cents(bare[1] ?? bare[2]) : null };
}

/** Prices and doses named in a normalized question. Doses are read first and taken out, so "under 10mg" is no price. */
export function parseAmounts(text: string): Amounts {
  const doses = [...text.matchAll(DOSE)].map((match) => Number(match[1].replace(/,/g, '')));
  const withoutDoses = text.replace(DOSE, ' ');
  return { ...priceRange(withoutDoses), max_dose_mg: doses.length ? Math.max(...doses) : null };
}
