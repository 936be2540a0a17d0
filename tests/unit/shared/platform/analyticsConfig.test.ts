import { describe, expect, test } from 'vitest';
import { anonymousAnalyticsCookieExpiry, extractUrlTags } from '../../../../shared/platform';

describe('001 §7: the anonymous analytics cookie lasts 6 months', () => {
  test.each([
    ['2026-01-15T10:00:00.000Z', '2026-07-15T10:00:00.000Z'],
    ['2026-08-31T00:00:00.000Z', '2027-02-28T00:00:00.000Z'],
    ['2027-08-31T23:59:59.000Z', '2028-02-29T23:59:59.000Z'],
    ['2026-11-22T01:00:00.000Z', '2027-05-22T01:00:00.000Z'],
  ])('from %s → %s', (now, expected) => {
    expect(anonymousAnalyticsCookieExpiry(Date.parse(now)).toISOString()).toBe(expected);
  });
});

describe('001 §7: tags kept from URLs: og_ref, utm_medium, utm_source, utm_campaign, utm_content, utm_term', () => {
  test.each([
    ['', {}],
    ['og_ref=partner-12', { og_ref: 'partner-12' }],
    [
      'utm_source=newsletter&utm_medium=email&utm_campaign=420&utm_content=hero&utm_term=edibles',
      { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: '420', utm_content: 'hero', utm_term: 'edibles' },
    ],
    ['utm_source=a&utm_id=9&gclid=x&canopy=/menu', { utm_source: 'a' }],
    ['utm_source=%20&og_ref=', {}],
    ['utm_source=first&utm_source=second', { utm_source: 'first' }],
  ])('%j → %j', (query, expected) => {
    expect(extractUrlTags(new URLSearchParams(query))).toEqual(expected);
  });
});
