import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { FORM_MESSAGES } from '../../../../../shared/forms';
import { PROFILE_UPDATED, ProfileEditPage } from '../../../../../widget/features/account/ProfileEditPage';
import { ProfilePage } from '../../../../../widget/features/account/ProfilePage';
import { pending } from '../store/widgetHarness';
import { customer, renderAccountPage, reply, type } from './accountHarness';

const whoami = () => reply(200, { user: customer });
const save = () => screen.getByRole('button', { name: /Save changes|Saving/ });

describe('/profile (001 §2)', () => {
  test('shows a busy skeleton, then who the shopper is and the ways to their reservations, ID and details', async () => {
    renderAccountPage(<ProfilePage />, { signedIn: true, path: '/profile', api: { 'GET /whoami': whoami } });
    expect(screen.getByRole('status', { name: 'Loading your profile' }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('(213) 555-0100')).toBeTruthy();
    expect(screen.getByText('February 3, 1990')).toBeTruthy();
    const links = screen.getByRole('navigation', { name: 'Quick links' });
    expect([...links.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/profile/reservations', '/profile/identification', '/profile/edit']);
  });

  // Every feature's stylesheet stays in the widget once its page was seen: a class the profile shares with another
  // feature takes that feature's rules too (a product page seen before made the profile's facts a row of chips).
  test("its facts list is styled by the account's stylesheet alone", async () => {
    renderAccountPage(<ProfilePage />, { signedIn: true, path: '/profile', api: { 'GET /whoami': whoami } });
    const facts = (await screen.findByText('Ada Lovelace')).closest('dl')!;
    const featuresDir = join(__dirname, '../../../../../widget/features');
    for (const feature of readdirSync(featuresDir).filter((name) => name !== 'account')) {
      for (const file of readdirSync(join(featuresDir, feature)).filter((name) => name.endsWith('Css.ts'))) {
        const stylesheets = Object.values((await import(join(featuresDir, feature, file))) as Record<string, unknown>).filter((v): v is string => typeof v === 'string');
        const styled = stylesheets.flatMap((css) => [...css.matchAll(/(?:^|[},])\s*\.(cn-[\w-]+)(?![\w-])/g)].map((match) => match[1]));
        expect(
          styled.filter((name) => facts.classList.contains(name)),
          `${feature}/${file}`,
        ).toEqual([]);
      }
    }
  });

  test('a failed load offers to try again', async () => {
    let calls = 0;
    renderAccountPage(<ProfilePage />, { signedIn: true, api: { 'GET /whoami': () => (++calls === 1 ? reply(500, { message: 'Server error has occurred' }) : whoami()) } });
    expect(await screen.findByRole('heading', { name: "We couldn't load your profile" })).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
  });

  test('after a registration from the guest receipt it says the order is now in the reservations', async () => {
    renderAccountPage(<ProfilePage linkedReservation={41} />, { signedIn: true, api: { 'GET /whoami': () => pending() } });
    expect(screen.getByText(/your order #41 is now in your reservations/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe('/profile/reservations/41');
  });

  test('a guest is sent to log in and back (AccountFrame)', async () => {
    const page = renderAccountPage(<ProfilePage />, { path: '/profile' });
    await waitFor(() => expect(page.path()).toBe('/login?return_to=%2Fprofile'));
    expect(page.sent).toEqual([]);
  });
});

describe('/profile/edit (001 §4–5, §8)', () => {
  async function openEdit(put: (body: any) => Response = (body) => reply(200, { user: { ...customer, ...body.user }, validations: {} })) {
    const page = renderAccountPage(<ProfileEditPage />, { signedIn: true, path: '/profile/edit', api: { 'GET /whoami': whoami, 'PUT /users': put } });
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Ada');
    return page;
  }

  test('submit is disabled until something changes; a change saves with "Profile has been updated" word for word', async () => {
    const page = await openEdit();
    expect(save().getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await act(async () => type(screen.getByLabelText('Nickname'), 'Countess'));
    expect(save().getAttribute('aria-disabled')).toBeNull();
    await act(async () => void fireEvent.submit(save().closest('form')!));
    await waitFor(() => expect(screen.getByText(PROFILE_UPDATED)).toBeTruthy());
    expect(PROFILE_UPDATED).toBe('Profile has been updated');
    const put = page.sent.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      user: { first_name: 'Ada', last_name: 'Lovelace', nickname: 'Countess', email: 'ada@example.com', phone: '2135550100', birth_date: '1990-02-03' },
    });
    // Saved: the form is unchanged again.
    expect(save().getAttribute('aria-disabled')).toBe('true');
  });

  test('a new phone asks for the current password, and goes with its dashes stripped', async () => {
    const page = await openEdit();
    await act(async () => type(screen.getByLabelText('Phone'), '213-555-0199'));
    const password = screen.getByLabelText('Current password');
    expect(save().getAttribute('aria-disabled')).toBe('true');
    await act(async () => void fireEvent.submit(save().closest('form')!));
    expect(screen.getByText(FORM_MESSAGES.required).id).toBe('profile-current_password-error');
    await waitFor(() => expect(document.activeElement).toBe(password));
    await act(async () => type(password, 'correct horse battery'));
    await act(async () => void fireEvent.submit(save().closest('form')!));
    await waitFor(() => expect(screen.getByText(PROFILE_UPDATED)).toBeTruthy());
    const body = page.sent.find((call) => call.method === 'PUT')!.body as { user: Record<string, string> };
    expect(body.user.phone).toBe('2135550199');
    expect(body.user.current_password).toBe('correct horse battery');
  });

  test.each([
    ['the same number written another way', 'Phone', '(213) 555-0100', false],
    ['the same address in capitals', 'E-mail', 'ADA@example.com', false],
    ['another address', 'E-mail', 'ada@lovelace.dev', true],
  ])('%s asks for the password: %s', async (_, label, value, asks) => {
    await openEdit();
    await act(async () => type(screen.getByLabelText(label), value));
    expect(screen.queryByLabelText('Current password') !== null).toBe(asks);
  });

  test('server validations show on their fields, the current password’s too', async () => {
    await openEdit(() =>
      reply(422, { message: 'Please correct the highlighted fields', validations: { current_password: ['is not your current password'], email: ['has already been taken'] } }),
    );
    await act(async () => {
      type(screen.getByLabelText('E-mail'), 'grace@example.com');
    });
    await act(async () => type(screen.getByLabelText('Current password'), 'wrong password'));
    await act(async () => void fireEvent.submit(save().closest('form')!));
    expect((await screen.findByText('Current password is not your current password')).id).toBe('profile-current_password-error');
    expect(screen.getByText('E-mail has already been taken').id).toBe('profile-email-error');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
  });

  test('a 001 §5 message shows on change and on blur', async () => {
    await openEdit();
    await act(async () => type(screen.getByLabelText('Phone'), '555'));
    expect(screen.getByText(FORM_MESSAGES.phone)).toBeTruthy();
    await act(async () => type(screen.getByLabelText('E-mail'), ''));
    expect(screen.getByText(FORM_MESSAGES.required)).toBeTruthy();
  });

  test('an error that is no validation shows its message', async () => {
    await openEdit(() => reply(429, { message: 'Too many wrong passwords: try again in 15 minutes' }));
    await act(async () => type(screen.getByLabelText('Nickname'), 'Countess'));
    await act(async () => void fireEvent.submit(save().closest('form')!));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many wrong passwords: try again in 15 minutes');
  });
});
