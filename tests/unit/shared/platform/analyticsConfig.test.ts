import { describe, expect, test } from 'vitest';
import { PlatformError, anonymousAnalyticsCookieExpiry, extractUrlTags, parseAnalyticsRegion, parseCookieDuration, persistentCookieExpiry } from '../../../../shared/platform';

describe("001 §5, §8: the analytics region must be 'de' or 'us', else it throws", () => {
  test.each(['de', 'us'])('%s is accepted', (region) => {
    expect(parseAnalyticsRegion(region)).toBe(region);
  });

  test.each(['eu', 'US', '', null, undefined, 1])('%j throws', (region) => {
    expect(() => parseAnalyticsRegion(region)).toThrow(PlatformError);
    expect(() => parseAnalyticsRegion(region)).toThrow(/must be 'de' or 'us'/);
  });

  test('the error carries its code', () => {
    try {
      parseAnalyticsRegion('eu');
      expect.unreachable();
    } catch (error) {
      expect((error as PlatformError).code).toBe('invalid_analytics_region');
      expect((error as PlatformError).message).toBe(`Analytics region must be 'de' or 'us', got "eu"`);
    }
  });
});

describe('001 §5, §8: the cookie duration must be an integer, else it throws', () => {
  test.each([0, 1, 180, -1])('%d is accepted', (duration) => {
    expect(parseCookieDuration(duration)).toBe(duration);
  });

  test.each([1.5, Number.NaN, Infinity, '180', null, undefined])('%j throws', (duration) => {
    expect(() => parseCookieDuration(duration)).toThrow(PlatformError);
    expect(() => parseCookieDuration(duration)).toThrow(/must be an integer/);
  });
});

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

describe('000 §9, 001 §9: cookies expire in 2038', () => {
  test('a persistent cookie expires in 2038', () => {
    expect(persistentCookieExpiry().getUTCFullYear()).toBe(2038);
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
