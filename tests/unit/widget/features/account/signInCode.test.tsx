import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LoginPage } from '../../../../../widget/features/account';
import { json } from '../../support/testWidget';
import { LIVE, SAM, renderSessionPage, signInAs } from './loginHarness';
import type { FakeApi } from './loginHarness';

// 000 §1 and 001 §6 flag mfa-check: a sign-in the host answers `mfa_required` goes on to a code step. 001 §4: the code
// is letters and digits, whitespace stripped, length 6, and the input completes (is sent) when it reaches that length.
const SIGNED_IN = { user: SAM, token: LIVE, expires_at: '2099-12-31T00:00:00.000Z' };
const CODE_ASKED = (challenge: string) => () => json({ mfa_required: true, challenge, expires_at: '2099-12-31T00:00:00.000Z' });
const WRONG = 'That code is not right. 4 tries left.';
const EXPIRED = 'This code has expired. Please sign in again to get a new code.';

function openLogin(api: FakeApi, flagOverrides = '') {
  return renderSessionPage(<LoginPage />, '/login', { api: { 'GET /auth/providers': () => json({ google: false, apple: false }), ...api }, config: { flagOverrides } });
}

const codeField = () => screen.findByLabelText('Verification code') as Promise<HTMLInputElement>;
const type = (field: HTMLInputElement, value: string) => fireEvent.input(field, { target: { value } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('/login asks the host for the check', () => {
  test.each([
    ['forced on (?featureFlagsOn=mfa-check): the widget asks for the check', 'featureFlagsOn=mfa-check', { mfa_check: true }],
    ['not forced: the host decides by the store', '', {}],
  ])('%s; the store the widget is for goes with every sign-in', async (_case, flagOverrides, asked) => {
    const { bodyOf, instance } = openLogin({ 'POST /sessions': () => json(SIGNED_IN, 201) }, flagOverrides);
    signInAs();
    await waitFor(() => expect(instance.session.signedIn.peek()).toBe(true));
    expect(bodyOf('POST /sessions')).toEqual({ user: { email: 'sam@example.com', password: 'correct horse battery' }, remember: true, store_id: 1, ...asked });
  });
});

describe('/login: the code step', () => {
  test('opens on mfa_required: a labelled one-time-code field with the focus, and nobody signed in yet', async () => {
    const { instance, messages } = openLogin({ 'POST /sessions': CODE_ASKED('c-1') });
    signInAs();
    const field = await codeField();
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('autocapitalize')).toBe('off');
    expect(Number(field.getAttribute('maxlength'))).toBeGreaterThan(6);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(instance.session.signedIn.peek()).toBe(false);
    expect(messages('login')).toEqual([]);
  });

  test('001 §4: typed with spaces and in lower case, it is sent by itself once 6 letters and digits are in; then the sign-in goes on as any other', async () => {
    const { instance, messages, requests, bodyOf } = openLogin({ 'POST /sessions': CODE_ASKED('c-1'), 'POST /sessions/mfa': () => json(SIGNED_IN, 201) });
    const track = vi.spyOn(instance.analytics, 'track');
    const navigate = vi.spyOn(instance.router, 'navigate');
    signInAs();
    const field = await codeField();
    type(field, 'ab c 1');
    expect(field.value).toBe('abc1');
    type(field, 'ab c 12');
    expect(requests()).not.toContain('POST /sessions/mfa');
    type(field, 'ab c 123');
    await waitFor(() => expect(instance.session.signedIn.peek()).toBe(true));
    expect(bodyOf('POST /sessions/mfa')).toEqual({ challenge: 'c-1', code: 'abc123', remember: true });
    expect(requests().filter((r) => r === 'POST /sessions/mfa')).toHaveLength(1);
    expect(localStorage.getItem('user_session')).toBe(LIVE);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(messages('login')).toHaveLength(1);
    expect(track.mock.calls.filter(([event]) => event === 'login')).toHaveLength(1);
  });

  test('a pasted code with spaces fits the field and is sent', async () => {
    const { bodyOf, instance } = openLogin({ 'POST /sessions': CODE_ASKED('c-1'), 'POST /sessions/mfa': () => json(SIGNED_IN, 201) });
    signInAs();
    type(await codeField(), ' AB3 K9Z ');
    await waitFor(() => expect(instance.session.signedIn.peek()).toBe(true));
    expect(bodyOf('POST /sessions/mfa').code).toBe('AB3K9Z');
  });

  test('Verify with an incomplete code says what is missing and sends nothing', async () => {
    const { requests } = openLogin({ 'POST /sessions': CODE_ASKED('c-1') });
    signInAs();
    type(await codeField(), 'AB3');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6 letters and digits of the code.');
    expect(requests()).not.toContain('POST /sessions/mfa');
  });

  test('a wrong code says how many tries are left, empties the field and keeps the step', async () => {
    const { instance } = openLogin({ 'POST /sessions': CODE_ASKED('c-1'), 'POST /sessions/mfa': () => json({ message: WRONG, validations: { code: [WRONG] } }, 422) });
    signInAs();
    const field = await codeField();
    type(field, 'AAAAAA');
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG);
    expect(field.value).toBe('');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(instance.session.signedIn.peek()).toBe(false);
  });

  test('an expired code says to start again; "Send a new code" signs in again with the same credentials and the new code works', async () => {
    let signIns = 0;
    const { bodyOf, requests, instance } = openLogin({
      'POST /sessions': () => CODE_ASKED(`c-${++signIns}`)(),
      'POST /sessions/mfa': (init) => (JSON.parse(String(init.body)).challenge === 'c-2' ? json(SIGNED_IN, 201) : json({ message: EXPIRED }, 422)),
    });
    signInAs();
    type(await codeField(), 'AAAAAA');
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    const sendNew = screen.getByRole('button', { name: 'Send a new code' });
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(sendNew));
    fireEvent.click(sendNew);
    await waitFor(() => expect(screen.getByText('We sent you a new code.')).toBeTruthy());
    expect(requests().filter((r) => r === 'POST /sessions')).toHaveLength(2);
    expect(bodyOf('POST /sessions').user).toEqual({ email: 'sam@example.com', password: 'correct horse battery' });
    const field = await codeField();
    await waitFor(() => expect(document.activeElement).toBe(field));
    type(field, 'BBBBBB');
    await waitFor(() => expect(instance.session.signedIn.peek()).toBe(true));
  });

  test('"Use another account" goes back to the login form, with the password forgotten', async () => {
    openLogin({ 'POST /sessions': CODE_ASKED('c-1') });
    signInAs();
    await codeField();
    fireEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('E-mail or phone') as HTMLInputElement).value).toBe('sam@example.com');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    const stored = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key)));
    expect(stored.join('\n')).not.toContain('correct horse battery');
  });
});
