import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { LOGIN_ATTEMPTS } from '../../../../demo-host/commerce/auth/rateLimit';
import { openHarness, register, type Harness } from './harness';

// What a bearer token alone may change: names, nickname, birth date. The e-mail, the phone and the password
// sign in, so changing them needs the current password; a new password or a reset ends the other sessions.

vi.setConfig({ testTimeout: 60_000 });

let h: Harness;
beforeAll(async () => {
  h = await openHarness({ stores: 1 });
}, 60_000);
afterAll(() => h.close());

const PASSWORD = 'correct horse battery';
let accounts = 0;
/** A fresh account with a phone, signed in. */
async function account(): Promise<{ token: string; id: number; email: string }> {
  accounts += 1;
  const email = `changes-${accounts}@example.com`;
  return { ...(await register(h, email, { phone: `415-555-${String(1000 + accounts)}` })), email };
}
const userRow = (id: number) => h.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const signIn = (email: string, password: string) => h.call('POST', '/sessions', { body: { user: { email, password } } });
const resetMailsTo = (recipient: string) =>
  h.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).where('kind', '=', 'password_reset').orderBy('id', 'desc').execute();
const resetTokenIn = (body: string) => /token=([\w-]+)/.exec(body)![1];

describe('PUT /users: changes that sign in need the current password', () => {
  test.each([
    ['the e-mail', { email: 'taken-over@example.com' }],
    ['the phone', { phone: '(310) 555-0177' }],
    ['removing the phone', { phone: '' }],
    ['the password', { password: 'another long password' }],
  ])('%s: 422 on current_password when it is missing or wrong; changed with it', async (_name, change) => {
    const { token, id } = await account();
    const before = await userRow(id);
    const missing = await h.call('PUT', '/users', { body: { user: change }, token });
    expect(missing.status).toBe(422);
    expect(missing.body.validations.current_password).toEqual(['Please fill out this field.']);
    const wrong = await h.call('PUT', '/users', { body: { user: { ...change, current_password: 'not my password' } }, token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.validations.current_password).toEqual(['is not your current password']);
    expect(await userRow(id)).toEqual(before);
    const right = await h.call('PUT', '/users', { body: { user: { ...change, current_password: PASSWORD } }, token });
    expect(right.status).toBe(200);
    expect(await userRow(id)).not.toEqual(before);
  });

  test.each([
    ['names, nickname and birth date', { first_name: 'Ada', last_name: 'Lovelace', nickname: 'Countess', birth_date: '1990-12-10' }],
    ['the same e-mail, written in capitals', { email: 'CHANGES-%@Example.com' }],
    ['the same phone, written another way', { phone: '+1 (415) 555 %' }],
  ])('%s: no current password needed', async (_name, change) => {
    const { token, id } = await account();
    const user = Object.fromEntries(Object.entries(change).map(([k, v]) => [k, v.replace('%', k === 'email' ? String(accounts) : String(1000 + accounts))]));
    const r = await h.call('PUT', '/users', { body: { user }, token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await userRow(id)).email).toBe(`changes-${accounts}@example.com`);
  });

  test(`wrong current passwords are limited like sign-ins: ${LOGIN_ATTEMPTS}, then 429`, async () => {
    const { token } = await account();
    for (let i = 0; i < LOGIN_ATTEMPTS; i += 1) {
      expect((await h.call('PUT', '/users', { body: { user: { email: 'mine-now@example.com', current_password: `guess ${i}` } }, token })).status).toBe(422);
    }
    const locked = await h.call('PUT', '/users', { body: { user: { email: 'mine-now@example.com', current_password: PASSWORD } }, token });
    expect(locked.status).toBe(429);
  });
});

describe('sessions end with the password', () => {
  test('a new password ends every other session of the user, not the one that changed it', async () => {
    const { token, email } = await account();
    const other = (await signIn(email, PASSWORD)).body.token;
    expect((await h.call('GET', '/whoami', { token: other })).status).toBe(200);
    const r = await h.call('PUT', '/users', { body: { user: { password: 'another long password', current_password: PASSWORD } }, token });
    expect(r.status).toBe(200);
    expect((await h.call('GET', '/whoami', { token })).status).toBe(200);
    expect((await h.call('GET', '/whoami', { token: other })).status).toBe(401);
  });

  test('a new e-mail or name keeps the other sessions', async () => {
    const { token, email } = await account();
    const other = (await signIn(email, PASSWORD)).body.token;
    await h.call('PUT', '/users', { body: { user: { email: `moved-${accounts}@example.com`, first_name: 'Ada', current_password: PASSWORD } }, token });
    expect((await h.call('GET', '/whoami', { token: other })).status).toBe(200);
  });

  test('a new reset link voids the earlier unused ones; a reset ends every session', async () => {
    const { token, email } = await account();
    await h.call('POST', '/password_resets', { body: { email } });
    await h.call('POST', '/password_resets', { body: { email } });
    const [latest, earlier] = (await resetMailsTo(email)).map((m) => resetTokenIn(m.body));
    const stale = await h.call('PUT', '/password_resets', { body: { token: earlier, password: 'a brand new password' } });
    expect(stale.status).toBe(422);
    expect(stale.body).toEqual({ message: 'This reset link is not valid', code: 'reset_invalid' });
    expect((await h.call('PUT', '/password_resets', { body: { token: latest, password: 'a brand new password' } })).status).toBe(200);
    expect((await h.call('GET', '/whoami', { token })).status).toBe(401);
  });
});
