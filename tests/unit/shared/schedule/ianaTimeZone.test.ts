import { describe, expect, test } from 'vitest';
import { DEFAULT_TIME_ZONE_NAME } from '../../../../shared/constants';
import { DEFAULT_IANA_TIME_ZONE, ianaTimeZone } from '../../../../shared/schedule';

describe('000 §3: API time-zone names map to standard zones, default Pacific', () => {
  test.each([
    ['Alaska', 'America/Juneau'],
    ['Arizona', 'America/Phoenix'],
    ['Central Time (US & Canada)', 'America/Chicago'],
    ['Eastern Time (US & Canada)', 'America/New_York'],
    ['Hawaii', 'Pacific/Honolulu'],
    ['Indiana (East)', 'America/Indiana/Indianapolis'],
    ['Mountain Time (US & Canada)', 'America/Denver'],
    ['Pacific Time (US & Canada)', 'America/Los_Angeles'],
    ['Puerto Rico', 'America/Puerto_Rico'],
    // as 000 §3 spells it, and loosely typed
    ['Pacific Time (US and Canada)', 'America/Los_Angeles'],
    ['  eastern time (us & canada) ', 'America/New_York'],
    // an IANA zone passes through
    ['America/Phoenix', 'America/Phoenix'],
    ['UTC', 'UTC'],
    // anything else: the default
    ['Mars/Olympus_Mons', 'America/Los_Angeles'],
    ['Atlantic', 'America/Los_Angeles'],
    ['', 'America/Los_Angeles'],
    [null, 'America/Los_Angeles'],
    [undefined, 'America/Los_Angeles'],
  ])('%j → %s', (name, zone) => {
    expect(ianaTimeZone(name)).toBe(zone);
  });

  test('the default is the zone of DEFAULT_TIME_ZONE_NAME', () => {
    expect(DEFAULT_IANA_TIME_ZONE).toBe(ianaTimeZone(DEFAULT_TIME_ZONE_NAME));
    expect(DEFAULT_IANA_TIME_ZONE).toBe('America/Los_Angeles');
  });
});
