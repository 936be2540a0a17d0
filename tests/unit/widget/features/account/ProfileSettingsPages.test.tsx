import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { FORM_MESSAGES } from '../../../../../shared/forms';
import { ContactUsPage } from '../../../../../widget/features/account/ContactUsPage';
import { ProfilePasswordPage } from '../../../../../widget/features/account/PasswordPages';
import { ProfileSettingsPage } from '../../../../../widget/features/account/ProfileSettingsPage';
import { customer, renderAccountPage, reply, type } from './accountHarness';

const whoami = () => reply(200, { user: customer });
const promotions = () => screen.getByLabelText('Send me deals and news by e-mail') as HTMLInputElement;

describe('/profile/settings (001 §2, §3 promotions_opt_out)', () => {
  test('unticking promotions saves promotions_opt_out at once and says so', async () => {
    const page = renderAccountPage(<ProfileSettingsPage />, {
      signedIn: true,
      api: { 'GET /whoami': whoami, 'PUT /users': (body) => reply(200, { user: { ...customer, promotions_opt_out: body.promotions_opt_out }, validations: {} }) },
    });
    await waitFor(() => expect(promotions().checked).toBe(true));
    await act(async () => void fireEvent.click(promotions()));
    await waitFor(() => expect(screen.getByText('Saved: you will no longer get deals by e-mail.')).toBeTruthy());
    expect(promotions().checked).toBe(false);
    expect(page.sent.find((call) => call.method === 'PUT')?.body).toEqual({ user: {}, promotions_opt_out: true });
  });

  test('a failed save puts the box back and shows why', async () => {
    renderAccountPage(<ProfileSettingsPage />, { signedIn: true, api: { 'GET /whoami': whoami, 'PUT /users': () => reply(503, { message: 'Down for a moment' }) } });
    await waitFor(() => expect(promotions().checked).toBe(true));
    await act(async () => void fireEvent.click(promotions()));
    expect((await screen.findByRole('alert')).textContent).toBe('Down for a moment');
    expect(promotions().checked).toBe(true);
  });

  test('"Sign out on every device" ends every session, forgets this one and opens the login page', async () => {
    const page = renderAccountPage(<ProfileSettingsPage />, { signedIn: true, path: '/profile/settings', api: { 'GET /whoami': whoami, 'DELETE /sessions': () => reply(204) } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign out on every device' })));
    await waitFor(() => expect(page.path()).toBe('/login'));
    expect(page.sent).toContainEqual({ method: 'DELETE', path: '/sessions?all=true', body: undefined });
    expect(page.widget.session.signedIn.peek()).toBe(false);
    expect(page.hostMessages).toContain('logout');
  });

  test('when signing out everywhere fails, the shopper stays signed in and sees why', async () => {
    const page = renderAccountPage(<ProfileSettingsPage />, {
      signedIn: true,
      api: { 'GET /whoami': whoami, 'DELETE /sessions': () => reply(500, { message: 'Server error has occurred' }) },
    });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign out on every device' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Server error has occurred');
    expect(page.widget.session.signedIn.peek()).toBe(true);
  });
});

describe('/profile/password (001 §2)', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    await act(async () => {
      type(screen.getByLabelText('Current password'), current);
      type(screen.getByLabelText('New password'), next);
      type(screen.getByLabelText('Confirm new password'), confirm);
    });
    await act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Change password' }).closest('form')!));
  };

  test('a new password under 10 characters is refused with the 001 §5 message', async () => {
    const page = renderAccountPage(<ProfilePasswordPage />, { signedIn: true });
    await fill('old password 1', 'short', 'short');
    expect(screen.getByText(FORM_MESSAGES.password)).toBeTruthy();
    expect(page.sent).toEqual([]);
  });

  test('a wrong current password shows on its field', async () => {
    renderAccountPage(<ProfilePasswordPage />, {
      signedIn: true,
      api: { 'PUT /users': () => reply(422, { message: 'Please correct the highlighted fields', validations: { current_password: ['is not your current password'] } }) },
    });
    await fill('wrong password', 'new password 22', 'new password 22');
    expect((await screen.findByText('Current password is not your current password')).id).toBe('change-password-current_password-error');
  });
});

describe('/profile/contactUs (001 §2)', () => {
  const send = async () => {
    await act(async () => {
      type(screen.getByLabelText('Subject'), 'My order');
      type(screen.getByLabelText('Message'), 'Can I pick it up later?');
    });
    await act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Send message' }).closest('form')!));
  };

  test('sends the subject and message and shows the answer; the form empties', async () => {
    const page = renderAccountPage(<ContactUsPage />, { signedIn: true, api: { 'POST /contact_messages': () => reply(202, { message: 'Thanks, we will reply by e-mail' }) } });
    expect(screen.getByRole('button', { name: 'Send message' }).getAttribute('aria-disabled')).toBe('true');
    await send();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Thanks, we will reply by e-mail'));
    expect(page.sent).toEqual([{ method: 'POST', path: '/contact_messages', body: { subject: 'My order', message: 'Can I pick it up later?' } }]);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  test('a failure keeps what was typed and shows why', async () => {
    renderAccountPage(<ContactUsPage />, { signedIn: true, api: { 'POST /contact_messages': () => reply(429, { message: 'Please wait before sending another message' }) } });
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait before sending another message');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Can I pick it up later?');
  });
});
