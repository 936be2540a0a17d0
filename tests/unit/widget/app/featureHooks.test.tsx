import { act, waitFor } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { AUTO_REFRESH_INTERVAL_MS } from '../../../../shared/constants';
import type { WidgetConfig } from '../../../../shared/protocol';
import { mountWidget } from '../../../../widget/app/mountWidget';
import { createBridge, createMemoryTransport } from '../../../../widget/platform/bridge';
import { framelessConfig } from '../support/framelessConfig';

const config = (flagOverrides: string): WidgetConfig => framelessConfig({ flagOverrides });

function mount(flagOverrides: string) {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const mounted = mountWidget(root, createBridge(config(flagOverrides), createMemoryTransport()));
  return { root, mounted };
}

describe('000 §1: the flags reach the mounted widget', () => {
  test.each([
    ['none', '', undefined],
    ['virtual-budtender', 'featureFlagsOn=virtual-budtender', 'virtual-budtender'],
    ['multi-placements', 'featureFlagsOn=multi-placements', 'multi-placements'],
    ['both, one forced off again', 'featureFlagsOn=virtual-budtender,multi-placements&featureFlagsOff=virtual-budtender', 'multi-placements'],
  ])('%s: the root names the flags on (data-features), where the merchandising UI hangs', async (_case, flagOverrides, features) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('{}', { status: 404 })));
    const { root, mounted } = mount(flagOverrides);
    await waitFor(() => expect(root.querySelector('.cn-app')).not.toBeNull());
    expect(root.querySelector<HTMLElement>('.cn-app')?.dataset.features).toBe(features);
    act(() => mounted.unmount());
    root.remove();
    vi.restoreAllMocks();
  });

  test.each([
    ['on', 'featureFlagsOn=auto-refresh', 1],
    ['off', '', 0],
  ])('auto-refresh %s: the mounted widget refreshes its data every minute', (_case, flagOverrides, refreshes) => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('{}', { status: 404 })));
    const { root, mounted } = mount(flagOverrides);
    act(() => void vi.advanceTimersByTime(AUTO_REFRESH_INTERVAL_MS));
    expect(mounted.instance.freshness.value).toBe(refreshes);
    act(() => mounted.unmount());
    act(() => void vi.advanceTimersByTime(AUTO_REFRESH_INTERVAL_MS));
    expect(mounted.instance.freshness.value).toBe(refreshes);
    root.remove();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
});
