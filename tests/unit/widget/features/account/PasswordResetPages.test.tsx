import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { FORM_MESSAGES } from '../../../../../shared/forms';
import { ForgotPasswordPage } from '../../../../../widget/features/account/ForgotPasswordPage';
import { modeBaseOf } from '../../../../../widget/app/kit/modeBaseOf';
import { PasswordPage } from '../../../../../widget/features/account/PasswordPages';
import { ResetPasswordPage } from '../../../../../widget/features/account/ResetPasswordPage';
import { PASSWORDS_DIFFER } from '../../../../../widget/features/account/userRules';
import { renderAccountPage, reply, type } from './accountHarness';

const NEUTRAL = 'If an account exists for that e-mail, we have sent a link to reset the password';
const submitButton = (name: string) => screen.getByRole('button', { name }).closest('form')!;

describe('/forgot-password (001 §2)', () => {
  test('asks for a link under the widget’s mode base and shows the neutral answer', async () => {
    const page = renderAccountPage(<ForgotPasswordPage />, { api: { 'POST /password_resets': () => reply(202, { message: NEUTRAL }) } });
    await act(async () => type(screen.getByLabelText('E-mail'), ' ada@example.com '));
    await act(async () => void fireEvent.submit(submitButton('Send reset link')));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(NEUTRAL);
    expect(page.sent).toEqual([{ method: 'POST', path: '/password_resets', body: { email: 'ada@example.com', mode_base: '' } }]);
  });

  test('an address that is not one is refused before asking', async () => {
    const page = renderAccountPage(<ForgotPasswordPage />);
    await act(async () => type(screen.getByLabelText('E-mail'), 'ada'));
    await act(async () => void fireEvent.submit(submitButton('Send reset link')));
    expect(screen.getByText(FORM_MESSAGES.email)).toBeTruthy();
    expect(page.sent).toEqual([]);
  });
});

describe('the mode base a mailed link opens (DESIGN §1.4)', () => {
  const router = (base: string) => ({ href: (path: string) => `${base}${path}` }) as never;
  test.each([
    ['default', router(''), { mode: 'default' }, ''],
    ['an embedded iframe, from its address', router('/embed/stores/3'), { mode: 'embedded', partnerId: 3 }, '/embed/stores/3'],
    ['a partner-hosted path', router('/shop'), { mode: 'whiteLabel' }, '/shop'],
    [
      'framelessEmbed, from its mode',
      { href: (path: string) => `/partner.html?canopy=${encodeURIComponent(path)}` } as never,
      { mode: 'framelessEmbed', partnerId: 3 },
      '/embed/stores/3',
    ],
  ])('%s', (_, routerStub, config, base) => {
    expect(modeBaseOf({ router: routerStub, config: config as never })).toBe(base);
  });
});

describe('/reset-password (001 §2)', () => {
  test('without a token the page says the link is not valid and offers a new one, asking nothing', () => {
    const page = renderAccountPage(<ResetPasswordPage token={null} />);
    expect(screen.getByRole('alert').textContent).toBe('This reset link is not valid');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(page.sent).toEqual([]);
  });

  test.each(['This reset link has already been used', 'This reset link has expired', 'This reset link is not valid'])(
    'a link the host refuses on load says so plainly: %s',
    async (message) => {
      renderAccountPage(<ResetPasswordPage token="abc" />, { api: { 'POST /password_resets/check': () => reply(422, { message, code: 'reset_used' }) } });
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.getByRole('heading', { name: 'This reset link cannot be used' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
      expect(screen.queryByLabelText('New password')).toBeNull();
    },
  );

  test('a live link takes the new password twice, sets it and offers to log in', async () => {
    const page = renderAccountPage(<ResetPasswordPage token="abc" />, {
      signedIn: true,
      api: { 'POST /password_resets/check': () => reply(200, { status: 'valid' }), 'PUT /password_resets': () => reply(200, { message: 'Your password has been reset' }) },
    });
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const password = await screen.findByLabelText('New password');
    await act(async () => {
      type(password, 'correct horse battery');
      type(screen.getByLabelText('Confirm new password'), 'correct horse batter');
    });
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeTruthy();
    await act(async () => type(screen.getByLabelText('Confirm new password'), 'correct horse battery'));
    await act(async () => void fireEvent.submit(submitButton('Set new password')));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(page.sent.at(-1)).toEqual({ method: 'PUT', path: '/password_resets', body: { token: 'abc', password: 'correct horse battery' } });
    // The host signs every device out after a reset.
    expect(page.widget.session.signedIn.peek()).toBe(false);
  });

  test('a link that expires while the shopper types says so when they submit', async () => {
    renderAccountPage(<ResetPasswordPage token="abc" />, {
      api: {
        'POST /password_resets/check': () => reply(200, { status: 'valid' }),
        'PUT /password_resets': () => reply(422, { message: 'This reset link has expired', code: 'reset_expired' }),
      },
    });
    const password = await screen.findByLabelText('New password');
    await act(async () => {
      type(password, 'correct horse battery');
      type(screen.getByLabelText('Confirm new password'), 'correct horse battery');
    });
    await act(async () => void fireEvent.submit(submitButton('Set new password')));
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  test('a check that fails for another reason offers to try again', async () => {
    let calls = 0;
    renderAccountPage(<ResetPasswordPage token="abc" />, {
      api: { 'POST /password_resets/check': () => (++calls === 1 ? reply(503, { message: 'Service unavailable' }) : reply(200, { status: 'valid' })) },
    });
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });
});

describe('/password (001 §2)', () => {
  test('signed out, it is the forgot-password form', () => {
    renderAccountPage(<PasswordPage />);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  test('signed in, it changes the password with the current one', async () => {
    const page = renderAccountPage(<PasswordPage />, { signedIn: true, api: { 'PUT /users': () => reply(200, { user: {}, validations: {} }) } });
    expect(screen.getByRole('heading', { name: 'Change your password' })).toBeTruthy();
    await act(async () => {
      type(screen.getByLabelText('Current password'), 'old password 1');
      type(screen.getByLabelText('New password'), 'new password 22');
      type(screen.getByLabelText('Confirm new password'), 'new password 22');
    });
    await act(async () => void fireEvent.submit(submitButton('Change password')));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Your password has been changed/));
    expect(page.sent[0]).toEqual({ method: 'PUT', path: '/users', body: { user: { current_password: 'old password 1', password: 'new password 22' } } });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });
});
