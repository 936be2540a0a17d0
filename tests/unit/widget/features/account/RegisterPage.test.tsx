import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { FORM_MESSAGES } from '../../../../../shared/forms';
import { RegisterPage } from '../../../../../widget/features/account/RegisterPage';
import { LIVE_TOKEN } from '../store/widgetHarness';
import { customer, leave, renderAccountPage, reply, type } from './accountHarness';

const created =
  (extra: Record<string, unknown> = {}) =>
  () =>
    reply(201, { user: { ...customer, new_registration: true }, token: LIVE_TOKEN, expires_at: '2099-01-01T00:00:00.000Z', ...extra });

async function fillAndSubmit(fields: Record<string, string> = {}) {
  const values = {
    'E-mail': 'ada@example.com',
    Password: 'correct horse battery',
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Phone (optional)': '213-555-0100',
    'Birth date (optional)': '1990-02-03',
    ...fields,
  };
  await act(async () => {
    for (const [label, value] of Object.entries(values)) type(screen.getByLabelText(label), value);
  });
  await act(async () => void fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!));
}

describe('/register (001 §2, §5)', () => {
  test('a shopper who is signed in already is told so, with a way on and a way out, and no second account form', () => {
    renderAccountPage(<RegisterPage returnTo="/cart" />, { path: '/register', signedIn: true });
    expect(screen.getByRole('heading', { name: 'You are already logged in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log out' })).toBeTruthy();
  });

  test('creates the account with the phone’s dashes stripped and the promotions choice, signs in and returns to return_to', async () => {
    const page = renderAccountPage(<RegisterPage returnTo="/cart/checkout" />, { path: '/register?return_to=%2Fcart%2Fcheckout', api: { 'POST /users': created() } });
    await fillAndSubmit();
    await waitFor(() => expect(page.path()).toBe('/cart/checkout'));
    expect(page.sent.find((call) => call.method === 'POST')?.body).toEqual({
      user: { email: 'ada@example.com', password: 'correct horse battery', phone: '2135550100', first_name: 'Ada', last_name: 'Lovelace', birth_date: '1990-02-03' },
      promotions_opt_out: true,
    });
    expect(page.widget.session.signedIn.peek()).toBe(true);
    expect(page.hostMessages).toContain('login');
  });

  test('ticking the promotions box opts in, and without return_to the shopper lands on the profile', async () => {
    const page = renderAccountPage(<RegisterPage />, { path: '/register', api: { 'POST /users': created() } });
    fireEvent.click(screen.getByLabelText('Send me deals and news by e-mail'));
    await fillAndSubmit();
    await waitFor(() => expect(page.path()).toBe('/profile'));
    expect((page.sent[0].body as { promotions_opt_out: boolean }).promotions_opt_out).toBe(false);
  });

  test.each([
    ['an address that is not one', { 'E-mail': 'ada.example.com' }, FORM_MESSAGES.email],
    ['a password under 10 characters', { Password: 'short' }, FORM_MESSAGES.password],
    ['a phone that is not a US number', { 'Phone (optional)': '12' }, FORM_MESSAGES.phone],
  ])('%s shows its 001 §5 message and sends nothing', async (_, fields, message) => {
    const page = renderAccountPage(<RegisterPage />, { api: { 'POST /users': created() } });
    await fillAndSubmit(fields);
    expect(screen.getByText(message)).toBeTruthy();
    expect(page.sent).toEqual([]);
  });

  test('a password field left empty says to fill it', async () => {
    renderAccountPage(<RegisterPage />);
    await act(async () => leave(screen.getByLabelText('Password')));
    expect(screen.getByText(FORM_MESSAGES.required)).toBeTruthy();
  });

  test('the guest receipt’s reservation goes with the registration, and the linked order is announced on the profile', async () => {
    const page = renderAccountPage(<RegisterPage reservationUuid="2f1c8a53-6d1e-4b8e-9a57-3c2e1f0d9b21" />, { api: { 'POST /users': created({ linked_reservation_id: 41 }) } });
    expect(screen.getByText('Your order will be saved to your new account.')).toBeTruthy();
    await fillAndSubmit();
    await waitFor(() => expect(page.path()).toBe('/profile?linked_reservation=41'));
    expect((page.sent[0].body as { reservation_uuid: string }).reservation_uuid).toBe('2f1c8a53-6d1e-4b8e-9a57-3c2e1f0d9b21');
  });

  test('with return_to, the linked order is said in a notice', async () => {
    const page = renderAccountPage(<RegisterPage returnTo="/menu" reservationUuid="2f1c8a53-6d1e-4b8e-9a57-3c2e1f0d9b21" />, {
      api: { 'POST /users': created({ linked_reservation_id: 41 }) },
    });
    await fillAndSubmit();
    await waitFor(() => expect(page.path()).toBe('/menu'));
    expect(page.widget.notifications.list.peek().map((notice) => notice.message)).toContain('Your order #41 is now in your reservations');
  });

  test('an e-mail that has an account (202 check_email) is a success with no session: the page says to check the e-mail', async () => {
    const page = renderAccountPage(<RegisterPage />, {
      path: '/register',
      api: { 'POST /users': () => reply(202, { message: 'Check your e-mail to finish creating your account', code: 'check_email' }) },
    });
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Check your e-mail to finish creating your account');
    expect(page.widget.session.signedIn.peek()).toBe(false);
    expect(page.path()).toBe('/register');
  });

  test('server validations (422) show on their fields', async () => {
    renderAccountPage(<RegisterPage />, {
      api: {
        'POST /users': () =>
          reply(422, {
            message: 'Please correct the highlighted fields',
            validations: { email: ['Please enter an email address.'], phone: ['Please enter a valid US phone number.'] },
          }),
      },
    });
    await fillAndSubmit();
    expect((await screen.findByText(FORM_MESSAGES.email)).id).toBe('register-email-error');
    expect(screen.getByText(FORM_MESSAGES.phone).id).toBe('register-phone-error');
  });

  test('the log-in link keeps return_to', () => {
    renderAccountPage(<RegisterPage returnTo="/cart/checkout" />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?return_to=%2Fcart%2Fcheckout');
  });
});
