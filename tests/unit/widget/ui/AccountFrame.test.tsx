import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { AccountFrame } from '../../../../widget/ui/AccountFrame';
import { renderInWidget } from '../features/store/widgetHarness';

describe('the profile frame (001 §2)', () => {
  test('a guest is sent to log in, and back here afterwards (001 §4)', async () => {
    const { instance } = renderInWidget(
      <AccountFrame title="Settings" current="settings">
        <p>secret</p>
      </AccountFrame>,
      { path: '/profile/settings' },
    );
    await waitFor(() => expect(instance.router.path.peek()).toBe('/login?return_to=%2Fprofile%2Fsettings'));
    expect(screen.queryByText('secret')).toBeNull();
  });

  test('a signed-in shopper sees the page with its section marked in the navigation', () => {
    renderInWidget(
      <AccountFrame title="Settings" current="settings">
        <p>secret</p>
      </AccountFrame>,
      { path: '/profile/settings', signedIn: true },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByText('secret')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
  });
});
