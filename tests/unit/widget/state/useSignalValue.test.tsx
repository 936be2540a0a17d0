import { act, render, screen } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { signal } from '../../../../widget/state/signals';
import { useSignalValue } from '../../../../widget/state/useSignalValue';
import { createNotifications } from '../../../../widget/state/notifications';
import { sizeClassOf } from '../../../../widget/state/sizeClass';
import { vi } from 'vitest';
import '../support/testWidget';

describe('state', () => {
  test('useSignalValue re-renders when the signal changes', () => {
    const count = signal(1);
    function Show() {
      return <p>count {useSignalValue(count)}</p>;
    }
    render(<Show />);
    expect(screen.getByText('count 1')).toBeTruthy();
    act(() => {
      count.value = 2;
    });
    expect(screen.getByText('count 2')).toBeTruthy();
  });

  test('001 §9: a notification hides itself after 6000 ms', () => {
    vi.useFakeTimers();
    const notices = createNotifications();
    notices.show('Server error has occurred');
    vi.advanceTimersByTime(5999);
    expect(notices.list.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notices.list.value).toHaveLength(0);
    vi.useRealTimers();
  });

  test.each([
    [320, 'mobile'],
    [480, 'mobile'],
    [481, 'verticalTablet'],
    [767, 'verticalTablet'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [2560, 'desktop'],
  ] as const)('000 §2: %i px is %s', (width, size) => {
    expect(sizeClassOf(width)).toBe(size);
  });
});
