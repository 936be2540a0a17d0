import { describe, expect, test } from 'vitest';
import { buildInsightsEvent, insightsFilters, insightsRequestBody, shouldSendIdentity } from '../../../../shared/platform';

const base = { eventType: 'click', eventName: 'Filter Clicked', index: 'menu-products', deviceId: 'V1StGXR8_Z5jdHi6B-myT' } as const;

describe('001 §7: insights filters: up to 10 facet strings, brand facets first, only those containing a colon', () => {
  test.each([
    [
      'brand facets move first, order otherwise kept',
      ['kind:flower', 'brand:Kiva', 'category:indica', 'brand:Wyld'],
      ['brand:Kiva', 'brand:Wyld', 'kind:flower', 'category:indica'],
    ],
    ['strings without a colon are dropped', ['flower', 'kind:flower', 'search term'], ['kind:flower']],
    ['at most 10', Array.from({ length: 14 }, (_, i) => `kind:k${i}`), Array.from({ length: 10 }, (_, i) => `kind:k${i}`)],
    ['brands survive the cut', [...Array.from({ length: 10 }, (_, i) => `kind:k${i}`), 'brand:Kiva'], ['brand:Kiva', ...Array.from({ length: 9 }, (_, i) => `kind:k${i}`)]],
    ['attribute and value URL-encoded separately', ['brand:Kiva Confections', 'discount:10%'], ['brand:Kiva%20Confections', 'discount:10%25']],
    ['a value containing a colon splits at the first one', ['time:10:30'], ['time:10%3A30']],
    ['duplicates take one place', ['brand:Kiva', 'brand:Kiva'], ['brand:Kiva']],
  ])('%s', (_case, facets, expected) => {
    expect(insightsFilters(facets)).toEqual(expected);
  });
});

describe('001 §7: an insights event carries filters or objectIDs (up to 20) and userToken from the device id', () => {
  test('a filter event', () => {
    expect(buildInsightsEvent({ ...base, filters: ['kind:flower', 'brand:Kiva'] })).toEqual({
      eventType: 'click',
      eventName: 'Filter Clicked',
      index: 'menu-products',
      userToken: 'V1StGXR8_Z5jdHi6B-myT',
      filters: ['brand:Kiva', 'kind:flower'],
    });
  });

  test.each([
    [5, 5],
    [20, 20],
    [25, 20],
  ])('%i objectIDs → %i sent, as strings', (count, sent) => {
    const event = buildInsightsEvent({ ...base, eventType: 'view', objectIDs: Array.from({ length: count }, (_, i) => i + 1) });
    expect(event && 'objectIDs' in event ? event.objectIDs : null).toEqual(Array.from({ length: sent }, (_, i) => String(i + 1)));
  });

  test.each([
    ['no device id', { ...base, deviceId: null, filters: ['kind:flower'] }],
    ['an empty device id', { ...base, deviceId: '', objectIDs: ['1'] }],
    ['no filter with a colon', { ...base, filters: ['flower'] }],
    ['no objectIDs', { ...base, objectIDs: [] }],
  ])('nothing is sent with %s', (_case, input) => {
    expect(buildInsightsEvent(input)).toBeNull();
  });

  test('POST /1/events takes an events array', () => {
    const event = buildInsightsEvent({ ...base, objectIDs: ['7'] });
    expect(insightsRequestBody(event ? [event] : [])).toEqual({ events: [event] });
  });
});

describe('001 §7: identity analytics once per source per 15 minutes', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const MINUTE = 60_000;
  test.each([
    ['never sent', null, true],
    ['sent 1 minute ago', now - MINUTE, false],
    ['sent 14 min 59 s ago', now - 15 * MINUTE + 1000, false],
    ['sent exactly 15 minutes ago', now - 15 * MINUTE, true],
    ['sent an hour ago', now - 60 * MINUTE, true],
    ['a send time in the future (clock moved back)', now + MINUTE, true],
  ])('%s → %s', (_case, lastSentAt, expected) => {
    expect(shouldSendIdentity(lastSentAt, now)).toBe(expected);
  });
});
