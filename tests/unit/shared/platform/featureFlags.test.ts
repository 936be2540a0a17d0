import { describe, expect, test } from 'vitest';
import {
  FEATURE_FLAGS,
  buildFlagContext,
  evaluateFlagSettings,
  flagOverrideQuery,
  guestBucket,
  isInRollout,
  parseFlagOverrides,
  resolveFeatureFlags,
  userBucket,
} from '../../../../shared/platform';

describe('000 §1: the named feature flags', () => {
  test('are the nine the spec names', () => {
    expect([...FEATURE_FLAGS].sort()).toEqual(
      [
        'one-click-checkout',
        'gold-bundles',
        'mfa-check',
        'iframe-redirects',
        'terpene-filters',
        'special-custom-badge',
        'auto-refresh',
        'virtual-budtender',
        'multi-placements',
      ].sort(),
    );
  });
});

describe('000 §1: flags forced on or off by the query parameters featureFlagsOn and featureFlagsOff', () => {
  test.each([
    ['nothing', '', { on: [], off: [], unknown: [] }],
    ['one on', 'featureFlagsOn=gold-bundles', { on: ['gold-bundles'], off: [], unknown: [] }],
    [
      'comma-separated, spaces trimmed',
      'featureFlagsOn=gold-bundles,%20auto-refresh&featureFlagsOff=mfa-check',
      { on: ['gold-bundles', 'auto-refresh'], off: ['mfa-check'], unknown: [] },
    ],
    ['repeated parameter', 'featureFlagsOff=mfa-check&featureFlagsOff=auto-refresh', { on: [], off: ['mfa-check', 'auto-refresh'], unknown: [] }],
    ['unknown names reported, not applied', 'featureFlagsOn=free-weed,gold-bundles', { on: ['gold-bundles'], off: [], unknown: ['free-weed'] }],
    ['empty items ignored', 'featureFlagsOn=,,gold-bundles,', { on: ['gold-bundles'], off: [], unknown: [] }],
    ['duplicates collapse', 'featureFlagsOn=gold-bundles,gold-bundles', { on: ['gold-bundles'], off: [], unknown: [] }],
  ])('%s', (_case, query, expected) => {
    expect(parseFlagOverrides(new URLSearchParams(query))).toEqual(expected);
  });

  test('overrides win over evaluated values; off wins over on; absent flags are off', () => {
    const flags = resolveFeatureFlags(
      { 'gold-bundles': false, 'auto-refresh': true, 'mfa-check': true },
      parseFlagOverrides(new URLSearchParams('featureFlagsOn=gold-bundles,mfa-check&featureFlagsOff=auto-refresh,mfa-check')),
    );
    expect(flags['gold-bundles']).toBe(true);
    expect(flags['auto-refresh']).toBe(false);
    expect(flags['mfa-check']).toBe(false);
    expect(flags['virtual-budtender']).toBe(false);
    expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAGS].sort());
  });

  test.each([
    ['no flag parameters', '?canopy=/menu&utm_source=mail', ''],
    ['only the flag parameters are kept', '?canopy=/menu&featureFlagsOn=terpene-filters&og_ref=x', 'featureFlagsOn=terpene-filters'],
    ['both, repeated, in order', '?featureFlagsOff=auto-refresh&featureFlagsOn=a,b&featureFlagsOn=c', 'featureFlagsOn=a%2Cb&featureFlagsOn=c&featureFlagsOff=auto-refresh'],
    ['an empty query', '', ''],
  ])('flagOverrideQuery, what the loader forwards from the partner page: %s', (_case, search, expected) => {
    expect(flagOverrideQuery(search)).toBe(expected);
    expect(parseFlagOverrides(new URLSearchParams(flagOverrideQuery(search)))).toEqual(parseFlagOverrides(new URLSearchParams(search)));
  });

  test('without overrides the evaluated values stand', () => {
    expect(resolveFeatureFlags({ 'terpene-filters': true })['terpene-filters']).toBe(true);
  });
});

describe('000 §1, 001 §6: the flag context', () => {
  test('a logged-in user: user id plus e-mail and names', () => {
    expect(buildFlagContext({ id: 42, email: 'jo@example.com', first_name: 'Jo', last_name: 'Ng' }, 'device')).toEqual({
      kind: 'user',
      key: '42',
      bucket: userBucket(42),
      email: 'jo@example.com',
      firstName: 'Jo',
      lastName: 'Ng',
    });
  });

  test('a guest: an anonymous bucket derived from the device id, and nothing naming the device', () => {
    const context = buildFlagContext(null, 'V1StGXR8_Z5jdHi6B-myT');
    expect(context.kind).toBe('anonymous');
    if (context.kind !== 'anonymous') return;
    expect(context.bucket).toBe(guestBucket('V1StGXR8_Z5jdHi6B-myT'));
    expect(context.key).toBe(`guest-${context.bucket}`);
    expect(JSON.stringify(context)).not.toContain('V1StGXR8');
  });

  test('the guest bucket is stable and within 1,000,000 buckets', () => {
    for (let i = 0; i < 1000; i++) {
      const bucket = guestBucket(`device-${i}`);
      expect(bucket).toBe(guestBucket(`device-${i}`));
      expect(Number.isInteger(bucket)).toBe(true);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(1_000_000);
    }
  });

  test('guest buckets spread: about 10% of 20,000 devices fall in a 10% rollout', () => {
    let inRollout = 0;
    for (let i = 0; i < 20_000; i++) if (isInRollout(guestBucket(`device-${i}`), 10)) inRollout++;
    expect(inRollout / 20_000).toBeGreaterThan(0.09);
    expect(inRollout / 20_000).toBeLessThan(0.11);
  });
});

describe('isInRollout(bucket, percent) over 1,000,000 buckets', () => {
  test.each([
    [0, 0, false],
    [999_999, 100, true],
    [0, 100, true],
    [0, 0.0001, true],
    [99_999, 10, true],
    [100_000, 10, false],
    [499_999, 50, true],
    [500_000, 50, false],
    [0, -5, false],
    [0, Number.NaN, false],
    [999_999, 150, true],
  ])('bucket %i at %d%% → %s', (bucket, percent, expected) => {
    expect(isInRollout(bucket, percent)).toBe(expected);
  });
});

describe("000 §1: a store's flag settings as one context sees them", () => {
  const guestIn = (percent: number) => {
    for (let i = 0; ; i++) {
      const context = buildFlagContext(null, `device-${i}`);
      if (context.bucket < (percent / 100) * 1_000_000) return context;
    }
  };
  const guestOut = (percent: number) => {
    for (let i = 0; ; i++) {
      const context = buildFlagContext(null, `device-${i}`);
      if (context.bucket >= (percent / 100) * 1_000_000) return context;
    }
  };

  test.each([
    ['true is on for everyone', true, guestOut(0), true],
    ['false is off for everyone', false, guestIn(100), false],
    ['25% is on for a bucket inside the first quarter', 25, guestIn(25), true],
    ['25% is off for a bucket past it', 25, guestOut(25), false],
    ['0% is off', 0, guestIn(1), false],
    ['100% is on', 100, guestOut(99), true],
  ])('%s', (_case, setting, context, expected) => {
    expect(evaluateFlagSettings({ 'auto-refresh': setting }, context)['auto-refresh']).toBe(expected);
  });

  test('a signed-in user keeps one bucket of their own on every device', () => {
    const onPhone = buildFlagContext({ id: 42 }, 'phone-device');
    const onLaptop = buildFlagContext({ id: 42 }, 'laptop-device');
    expect(onPhone.bucket).toBe(onLaptop.bucket);
    expect(onPhone.bucket).toBe(userBucket(42));
    expect(userBucket(42)).not.toBe(userBucket(43));
  });

  test('users spread too: about 30% of 20,000 users fall in a 30% rollout', () => {
    let inRollout = 0;
    for (let id = 1; id <= 20_000; id++) if (evaluateFlagSettings({ 'gold-bundles': 30 }, buildFlagContext({ id }, 'd'))['gold-bundles']) inRollout++;
    expect(inRollout / 20_000).toBeGreaterThan(0.28);
    expect(inRollout / 20_000).toBeLessThan(0.32);
  });
});
