import { describe, expect, test } from 'vitest';
import { COUNTRIES, STATES, parseCountry, parseDispensaryPlace, parseState, placeParam } from '../../../../shared/routes';

const byName = (name: string) => COUNTRIES.find((country) => country.name === name)!;

// 000 §5: "Country and state URL parameters are valid only when they match known names (hyphens turned
// into spaces). Countries: canada CA, puerto rico PR, united states US; the state list covers US states
// and Canadian provinces with postal codes."
describe('countries', () => {
  test('canada CA, puerto rico PR, united states US', () => {
    expect(COUNTRIES.map(({ name, code }) => [name, code])).toEqual([
      ['canada', 'CA'],
      ['puerto rico', 'PR'],
      ['united states', 'US'],
    ]);
  });

  test.each([
    ['united-states', 'US'],
    ['United-States', 'US'],
    ['UNITED-STATES', 'US'],
    ['puerto-rico', 'PR'],
    ['canada', 'CA'],
    ['us', null],
    ['united_states', null],
    ['mexico', null],
    ['', null],
  ])('parseCountry(%j) → %s', (param, code) => {
    expect(parseCountry(param)?.code ?? null).toBe(code);
  });
});

describe('states', () => {
  test('50 US states and DC, Puerto Rico, 10 provinces and 3 territories, each with a postal code', () => {
    expect(STATES.filter((s) => s.country === 'US')).toHaveLength(51);
    expect(STATES.filter((s) => s.country === 'CA')).toHaveLength(13);
    expect(STATES.filter((s) => s.country === 'PR')).toHaveLength(1);
    for (const state of STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(STATES.map((s) => `${s.country}-${s.code}`)).size).toBe(STATES.length);
  });

  test.each([
    ['united states', 'new-york', 'NY'],
    ['united states', 'District-Of-Columbia', 'DC'],
    ['united states', 'california', 'CA'],
    ['united states', 'west-virginia', 'WV'],
    ['canada', 'british-columbia', 'BC'],
    ['canada', 'newfoundland-and-labrador', 'NL'],
    ['canada', 'prince-edward-island', 'PE'],
    ['canada', 'yukon', 'YT'],
    ['canada', 'nunavut', 'NU'],
    ['puerto rico', 'puerto-rico', 'PR'],
    ['united states', 'ny', null],
    ['united states', 'ontario', null],
    ['canada', 'california', null],
    ['united states', 'new_york', null],
  ])('parseState(%s, %j) → %s', (country, param, code) => {
    expect(parseState(byName(country), param)?.code ?? null).toBe(code);
  });
});

// 000 §2: "Place parameters in dispensary routes are lower-case and hyphenated".
describe('place parameters', () => {
  test.each([
    ['United States', 'united-states'],
    ['Newfoundland and Labrador', 'newfoundland-and-labrador'],
    ['San Francisco', 'san-francisco'],
    ["St. John's", 'st-johns'],
    ['Montréal', 'montreal'],
  ])('placeParam(%j) → %s', (name, param) => {
    expect(placeParam(name)).toBe(param);
  });

  test.each([
    [{ country: 'united-states' }, { country: 'US' }],
    [
      { country: 'united-states', state: 'california' },
      { country: 'US', state: 'CA' },
    ],
    [
      { country: 'united-states', state: 'california', city: 'San-Francisco' },
      { country: 'US', state: 'CA', city: 'san francisco' },
    ],
    [
      { country: 'canada', state: 'ontario', city: 'toronto' },
      { country: 'CA', state: 'ON', city: 'toronto' },
    ],
    [{ country: 'mars' }, null],
    [{ country: 'canada', state: 'texas' }, null],
    [{ country: 'united-states', state: 'texas', city: '---' }, null],
    [{}, null],
  ])('parseDispensaryPlace(%j) → %j', (params, expected) => {
    const place = parseDispensaryPlace(params);
    expect(
      place && {
        country: place.country.code,
        ...(place.state && { state: place.state.code }),
        ...(place.city && { city: place.city }),
      },
    ).toEqual(expected);
  });
});
