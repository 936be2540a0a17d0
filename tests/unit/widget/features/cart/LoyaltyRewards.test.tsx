import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { HeldRedemption } from '../../../../../shared/cart/serverCart';
import { LoyaltyRewards } from '../../../../../widget/features/cart/LoyaltyRewards';

// 001 §3 Loyalty integration: redeemable rewards (point_value, cash_reward in dollars on the wire) and
// automatic_redemption: a reward the program applied by itself is shown as such and the shopper may remove it.
const rewards = [
  { reward_name: '$5 off', point_value: 100, cash_reward: 5, max_count: 1 },
  { reward_name: '$15 off', point_value: 250, cash_reward: 15, max_count: 1 },
];
const held = (rewardName: string, automatic: boolean, id: number): HeldRedemption => ({
  id,
  crmProvider: 'data_owl',
  rewardName,
  pointValue: rewardName === '$5 off' ? 100 : 250,
  cashRewardCents: rewardName === '$5 off' ? 500 : 1500,
  automatic,
});

afterEach(cleanup);

describe('the Rewards list says how each reward came onto the order', () => {
  test.each([
    ['applied automatically', true, 'Applied automatically: $15.00 off this order'],
    ['applied by the shopper', false, 'Applied: $15.00 off this order'],
  ])('%s', (_name, automatic, note) => {
    render(<LoyaltyRewards rewards={rewards} held={[held('$15 off', automatic, 1_000_001)]} available={100} busy={null} onApply={() => {}} onRemove={() => {}} />);
    expect(screen.getByText(note)).toBeTruthy();
  });

  test('an automatic reward can be removed from the keyboard, by its own Remove button', () => {
    const onRemove = vi.fn();
    const automatic = held('$15 off', true, 1_001_000);
    render(<LoyaltyRewards rewards={rewards} held={[automatic]} available={100} busy={null} onApply={() => {}} onRemove={onRemove} />);
    const remove = screen.getByRole('button', { name: 'Remove $15 off (applied automatically)' });
    remove.focus();
    expect(document.activeElement).toBe(remove);
    fireEvent.click(remove);
    expect(onRemove).toHaveBeenCalledWith(automatic);
    expect(screen.getByRole('button', { name: 'Apply $5 off ($5.00)' })).toBeTruthy();
  });
});
