import { act, screen, waitFor } from '@testing-library/preact';
import { beforeEach, expect, test } from 'vitest';
import { DeviceCookieNotice } from '../../../../widget/app/DeviceCookieNotice';
import { createTestWidget, fakeFetch, json, renderInWidget } from '../support/testWidget';

beforeEach(() => localStorage.clear());

const bootstrapAnswer = fakeFetch((url) => (url.pathname.endsWith('/bootstrap') ? json({ device_id: 'K'.repeat(21) }) : json({ message: 'nope' }, 404)));

test.each([
  ['framelessEmbed', true],
  ['embedded', true],
  // A kiosk tablet serves one shopper after another: no notice meant for one of them.
  ['kiosk', false],
  // Headless: the partner's page draws everything around the product, its notices too.
  ['headless', false],
] as const)('%s: the cookie notice shows once /bootstrap has set the cookie: %s', async (mode, shown) => {
  const widget = createTestWidget({ fetch: bootstrapAnswer.fetch, config: { mode } });
  renderInWidget(<DeviceCookieNotice />, widget);
  if (shown) await waitFor(() => expect(screen.getByRole('status', { name: 'This menu keeps one cookie' })).toBeDefined());
  else {
    // The id is answered and rendering has settled: still no notice.
    await act(async () => void (await widget.instance.bootstrapDevice()));
    expect(screen.queryByRole('status')).toBeNull();
  }
});

test('no cookie notice when the host set no cookie (an older host answers 404)', async () => {
  const widget = createTestWidget({ fetch: fakeFetch(() => json({ message: 'Not found' }, 404)).fetch });
  renderInWidget(<DeviceCookieNotice />, widget);
  await act(async () => expect(await widget.instance.bootstrapDevice()).toBe(false));
  expect(screen.queryByRole('status')).toBeNull();
});
