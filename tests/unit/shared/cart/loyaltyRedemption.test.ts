import { describe, expect, test } from 'vitest';
import { backedRedemptions, redemptionRefusal, type HeldReward, type LoyaltyStanding, type RedemptionRefusal } from '../../../../shared/cart';

// 001 §3 Loyalty integration: signed_up, points, wallet_state; redeemable rewards with point_value and max_count.
const five = { reward_name: '$5 off', point_value: 100, max_count: 1 };
const fifteen = { reward_name: '$15 off', point_value: 250, max_count: 1 };
const member = (points: number): LoyaltyStanding => ({ signed_up: true, points, wallet_state: 'unlocked' });

describe('redemptionRefusal', () => {
  test.each<[string, typeof five, LoyaltyStanding | null, HeldReward[], RedemptionRefusal | null]>([
    ['nobody signed in', five, null, [], { kind: 'not_signed_in' }],
    ['signed in, not a member', five, { signed_up: false, points: 1000, wallet_state: 'unlocked' }, [], { kind: 'not_member' }],
    ['a member with 1000 points and a locked wallet', five, { ...member(1000), wallet_state: 'locked' }, [], { kind: 'wallet_locked' }],
    ['a member with 100 points takes $5 off (100)', five, member(100), [], null],
    ['a member with 99 points', five, member(99), [], { kind: 'points', needed: 100, available: 99 }],
    ['$5 off already held, max_count 1', five, member(1000), [five], { kind: 'max_count', max_count: 1 }],
    ['300 points with $5 off held leave 200 for $15 off (250)', fifteen, member(300), [five], { kind: 'points', needed: 250, available: 200 }],
    ['350 points cover both', fifteen, member(350), [five], null],
  ])('%s', (_name, reward, standing, held, refusal) => expect(redemptionRefusal(reward, standing, held)).toEqual(refusal));
});

describe('backedRedemptions', () => {
  const held = [
    { id: 1, ...five },
    { id: 2, ...fifteen },
  ];
  test.each<[string, LoyaltyStanding | null, (typeof five)[], number[]]>([
    ['a member with the points keeps both', member(350), [five, fifteen], [1, 2]],
    ['points for the first only: the later reward goes', member(300), [five, fifteen], [1]],
    ['signed out: none kept', null, [five, fifteen], []],
    ['no longer a member: none kept', { signed_up: false, points: 350, wallet_state: 'unlocked' }, [five, fifteen], []],
    ['the wallet locked: none kept', { ...member(350), wallet_state: 'locked' }, [five, fifteen], []],
    ['a reward the store no longer offers goes', member(350), [fifteen], [2]],
  ])('%s', (_name, standing, offered, keptIds) => {
    const { kept, dropped } = backedRedemptions(held, standing, offered);
    expect(kept.map((r) => r.id)).toEqual(keptIds);
    expect(dropped.map((r) => r.id)).toEqual(held.map((r) => r.id).filter((id) => !keptIds.includes(id)));
  });
});
