import { act, waitFor } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { mountWidget } from '../../../../widget/app/mountWidget';
import { createBridge, createMemoryTransport } from '../../../../widget/platform/bridge';
import { DEVICE_ID_KEY } from '../../../../widget/platform/deviceId';
import { fakeFetch, json } from '../support/testWidget';
import { framelessConfig } from '../support/framelessConfig';

const COOKIE_ID = 'K'.repeat(21);

// 001 §7: the widget calls GET /bootstrap once at boot and uses the device id it answers.
test('mounting the widget asks GET /bootstrap once, and the cart then sends the answered id', async () => {
  localStorage.removeItem(DEVICE_ID_KEY);
  const fetch = fakeFetch((url) => (url.pathname.endsWith('/bootstrap') ? json({ device_id: COOKIE_ID }) : json({ message: 'nope' }, 404)));
  globalThis.fetch = fetch.fetch;
  const root = document.createElement('div');
  document.body.appendChild(root);
  const config = framelessConfig();
  const mounted = mountWidget(root, createBridge(config, createMemoryTransport()));
  await waitFor(() => expect(mounted.instance.deviceId()).toBe(COOKIE_ID));
  expect(fetch.calls.filter((call) => new URL(call.url).pathname === '/api/v1/bootstrap')).toHaveLength(1);
  expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(COOKIE_ID);
  act(() => mounted.unmount());
  root.remove();
  vi.restoreAllMocks();
});
