import { act } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { FLAG_EVENT_CAPACITY } from '../../../../shared/constants';
import { guestBucket, userBucket } from '../../../../shared/platform';
import type { Customer } from '../../../../shared/types';
import { WidgetContext, useFlag } from '../../../../widget/app';
import { createFlags, flagOverridesOf } from '../../../../widget/state/flags';
import { signal } from '../../../../widget/state/signals';
import { useStoreFlags } from '../../../../widget/ui/useStoreFlags';
import { createTestWidget, renderInWidget } from '../support/testWidget';

const guest = () => signal<Customer | null>(null);

describe('000 §1 flag overrides: the widget URL and the partner page URL the loader forwards', () => {
  test.each([
    ['neither', '', undefined, [], []],
    ['the widget URL alone', '?featureFlagsOn=terpene-filters', undefined, ['terpene-filters'], []],
    ['the partner page alone (an iframe cannot read it)', '', 'featureFlagsOn=auto-refresh', ['auto-refresh'], []],
    ['both add up', '?featureFlagsOn=terpene-filters', 'featureFlagsOn=auto-refresh&featureFlagsOff=gold-bundles', ['terpene-filters', 'auto-refresh'], ['gold-bundles']],
  ])('%s', (_case, own, forwarded, on, off) => {
    expect(flagOverridesOf(own, forwarded)).toMatchObject({ on, off });
  });
});

describe('000 §1 flag values: the store turns flags on and off, the query forces them', () => {
  test.each([
    ['store on, no override', { 'terpene-filters': true }, '', true],
    ['store off, forced on', { 'terpene-filters': false }, '?featureFlagsOn=terpene-filters', true],
    ['store on, forced off', { 'terpene-filters': true }, '?featureFlagsOff=terpene-filters', false],
    ['store never set it', undefined, '', false],
    ['forced both ways: off wins', { 'terpene-filters': true }, '?featureFlagsOn=terpene-filters&featureFlagsOff=terpene-filters', false],
  ])('%s', (_case, storeFlags, own, expected) => {
    const flags = createFlags({ ownSearch: own, user: guest(), deviceId: () => 'device' });
    flags.setStoreFlags(storeFlags);
    expect(flags.values.value['terpene-filters']).toBe(expected);
  });

  test('a refetched store replaces the flags; a typo in the query is reported, not applied', () => {
    const warn = vi.fn();
    const flags = createFlags({ ownSearch: '?featureFlagsOn=terpene-filter', user: guest(), deviceId: () => 'device', warn });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('terpene-filter'));
    flags.setStoreFlags({ 'auto-refresh': true });
    expect(flags.values.value['auto-refresh']).toBe(true);
    flags.setStoreFlags({});
    expect(flags.values.value['auto-refresh']).toBe(false);
    expect(flags.values.value['terpene-filters']).toBe(false);
  });
});

describe('000 §1 a percentage rollout: the flag context decides', () => {
  const deviceIn = (percent: number, inside: boolean) => {
    for (let i = 0; ; i++) if (guestBucket(`device-${i}`) < percent * 10_000 === inside) return `device-${i}`;
  };

  test.each([
    ['a guest whose bucket is inside 40%', deviceIn(40, true), true],
    ['a guest whose bucket is past 40%', deviceIn(40, false), false],
  ])('%s', (_case, device, expected) => {
    const flags = createFlags({ user: guest(), deviceId: () => device });
    flags.setStoreFlags({ 'auto-refresh': 40 });
    expect(flags.values.value['auto-refresh']).toBe(expected);
  });

  test('signing in moves the shopper to their own bucket; the query still forces', () => {
    const user = guest();
    const flags = createFlags({ ownSearch: '?featureFlagsOff=gold-bundles', user, deviceId: () => deviceIn(50, false) });
    flags.setStoreFlags({ 'auto-refresh': 50, 'gold-bundles': 100 });
    expect(flags.values.value['auto-refresh']).toBe(false);
    let id = 1;
    while (userBucket(id) >= 500_000) id++;
    user.value = { id } as Customer;
    expect(flags.values.value['auto-refresh']).toBe(true);
    expect(flags.values.value['gold-bundles']).toBe(false);
  });

  test('settings with no percentage never read the device id', () => {
    const deviceId = vi.fn(() => 'device');
    const flags = createFlags({ user: guest(), deviceId });
    flags.setStoreFlags({ 'auto-refresh': true, 'gold-bundles': false });
    expect(flags.values.value['auto-refresh']).toBe(true);
    expect(deviceId).not.toHaveBeenCalled();
  });
});

describe('000 §1, 001 §6 flag context and events', () => {
  test('a guest is the anonymous bucket of the device id, read only when needed; a signed-in user is id, e-mail and names', () => {
    const user = guest();
    const deviceId = vi.fn(() => 'V1StGXR8_Z5jdHi6B-myT');
    const flags = createFlags({ user, deviceId });
    expect(deviceId).not.toHaveBeenCalled();
    expect(flags.context.value).toEqual({ kind: 'anonymous', key: `guest-${guestBucket('V1StGXR8_Z5jdHi6B-myT')}`, bucket: guestBucket('V1StGXR8_Z5jdHi6B-myT') });
    user.value = { id: 7, email: 'jo@example.com', first_name: 'Jo', last_name: 'Ng' } as Customer;
    expect(flags.context.value).toEqual({ kind: 'user', key: '7', bucket: userBucket(7), email: 'jo@example.com', firstName: 'Jo', lastName: 'Ng' });
  });

  test('a flag event per context, flag and new value; at most FLAG_EVENT_CAPACITY kept, the oldest dropped', () => {
    const flags = createFlags({ user: guest(), deviceId: () => 'device' });
    flags.isOn('gold-bundles');
    flags.isOn('gold-bundles');
    expect(flags.events()).toEqual([{ flag: 'gold-bundles', value: false, contextKey: `guest-${guestBucket('device')}` }]);
    for (let i = 0; i < FLAG_EVENT_CAPACITY + 10; i++) {
      flags.setStoreFlags({ 'auto-refresh': i % 2 === 0 });
      flags.isOn('auto-refresh');
    }
    const events = flags.events();
    expect(events).toHaveLength(FLAG_EVENT_CAPACITY);
    expect(events.every((event) => event.flag === 'auto-refresh')).toBe(true);
    expect(events.at(-1)?.value).toBe((FLAG_EVENT_CAPACITY + 9) % 2 === 0);
  });
});

function TerpeneProbe() {
  return <p data-testid="probe">{useFlag('terpene-filters') ? 'on' : 'off'}</p>;
}

describe('useFlag', () => {
  test('reads the partner page overrides from the handshake config and re-renders when the store flags change', () => {
    const forced = renderInWidget(<TerpeneProbe />, createTestWidget({ config: { flagOverrides: 'featureFlagsOn=terpene-filters' } }));
    expect(forced.getByTestId('probe').textContent).toBe('on');
    forced.unmount();

    const plain = renderInWidget(<TerpeneProbe />);
    expect(plain.getByTestId('probe').textContent).toBe('off');
    act(() => plain.instance.flags.setStoreFlags({ 'terpene-filters': true }));
    expect(plain.getByTestId('probe').textContent).toBe('on');
  });
});

function StorePage({ store }: { store: { feature_flags?: Partial<Record<'terpene-filters', boolean>> } | null }) {
  useStoreFlags(store);
  return <TerpeneProbe />;
}

describe('useStoreFlags: the store a page shows (store, menu, product, bag, checkout) sets the flags', () => {
  test('its first answer and every later one; no store yet changes nothing', () => {
    const view = renderInWidget(<StorePage store={null} />);
    expect(view.getByTestId('probe').textContent).toBe('off');
    const show = (store: Parameters<typeof StorePage>[0]['store']) =>
      view.rerender(
        <WidgetContext.Provider value={view.instance}>
          <StorePage store={store} />
        </WidgetContext.Provider>,
      );
    show({ feature_flags: { 'terpene-filters': true } });
    expect(view.getByTestId('probe').textContent).toBe('on');
    show({});
    expect(view.getByTestId('probe').textContent).toBe('off');
  });
});
