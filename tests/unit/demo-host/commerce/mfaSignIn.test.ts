import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { patchFeatureFlags } from '../../../../demo-host/admin/settings/storeFeatureFlags';
import { isInRollout, userBucket } from '../../../../shared/platform';
import { NOON_LA, openHarness, register, type Harness } from './harness';

vi.setConfig({ testTimeout: 30_000 });

// 000 §1 and 001 §6 flag mfa-check: with the check on, a correct password opens no session but mails a code
// (001 §4: letters and digits, whitespace stripped, length 6); POST /sessions/mfa with the right code opens it and
// records the time of the success on the user (001 §3 Customer). On SQLite, and on PostgreSQL with DATABASE_URL.
let h: Harness;
let accounts = 0;
const PASSWORD = 'correct horse battery';
const MFA_STORE = 2;
const PLAIN_STORE = 1;

beforeAll(async () => {
  h = await openHarness({ stores: 2 });
  await patchFeatureFlags(h.db, h.dialect, MFA_STORE, { 'mfa-check': true });
}, 60_000);
afterAll(() => h.close());
afterEach(() => {
  h.clock.now = NOON_LA;
});

async function account(): Promise<{ email: string; id: number }> {
  const email = `mfa-${++accounts}@example.com`;
  return { email, id: (await register(h, email)).id };
}

const signIn = (email: string, extra: Record<string, unknown> = {}, password = PASSWORD) => h.call('POST', '/sessions', { body: { user: { email, password }, ...extra } });
const verify = (challenge: string, code: string, headers?: Record<string, string>) => h.call('POST', '/sessions/mfa', { body: { challenge, code }, headers });

async function mailedCodes(email: string): Promise<string[]> {
  const mails = await h.db.selectFrom('outbox').select('body').where('recipient', '=', email).where('kind', '=', 'sign_in_code').orderBy('id', 'desc').execute();
  return mails.map((mail) => /^([A-Z0-9]{6})$/m.exec(mail.body)![1]);
}

/** Signs in where the check is on: the challenge answered and the code mailed. */
async function challenged(email: string): Promise<{ challenge: string; code: string }> {
  const r = await signIn(email, { store_id: MFA_STORE });
  expect(r.status).toBe(200);
  const [code] = await mailedCodes(email);
  return { challenge: r.body.challenge, code };
}

const sessionsOf = async (userId: number) => (await h.db.selectFrom('sessions').select('token').where('user_id', '=', userId).execute()).length;
const mfaTimeOf = async (userId: number) => (await h.db.selectFrom('users').select('mfa_verified_at').where('id', '=', userId).executeTakeFirstOrThrow()).mfa_verified_at;

describe('POST /sessions with the check on', () => {
  test.each([
    ['the store the widget is embedded for has the flag on', { store_id: MFA_STORE }],
    ['the widget asks for it (?featureFlagsOn=mfa-check)', { mfa_check: true }],
    ['the widget asks for it in a store without the flag', { store_id: PLAIN_STORE, mfa_check: true }],
  ])('%s: no session, a challenge, and a code of 6 letters and digits by mail', async (_case, extra) => {
    const { email, id } = await account();
    const before = await sessionsOf(id);
    const r = await signIn(email, extra);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['challenge', 'expires_at', 'mfa_required']);
    expect(r.body.mfa_required).toBe(true);
    expect(r.body.challenge).toMatch(/^[\w-]{32}$/);
    expect(r.headers.get('authorization')).toBeNull();
    expect(r.headers.get('set-cookie')).toBeNull();
    expect(await sessionsOf(id)).toBe(before);
    expect(await mailedCodes(email)).toEqual([expect.stringMatching(/^[A-Z0-9]{6}$/)]);
    const stored = await h.db.selectFrom('mfa_challenges').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
    // Stored only hashed: neither the challenge nor the code is in the table.
    expect(JSON.stringify(stored)).not.toContain(r.body.challenge);
    expect(stored.code_hash).not.toContain((await mailedCodes(email))[0]);
  });

  test.each([
    ['a store without the flag', { store_id: PLAIN_STORE }],
    ['no store', {}],
    ['a store that does not exist', { store_id: 999 }],
    ['the widget not asking', { mfa_check: false }],
  ])('flag off (%s): the sign-in is unchanged, a session at once and no code', async (_case, extra) => {
    const { email } = await account();
    const r = await signIn(email, extra);
    expect(r.status).toBe(201);
    expect(r.body.token).toEqual(expect.any(String));
    expect((await h.call('GET', '/whoami', { token: r.body.token })).body.user.email).toBe(email);
    expect(await mailedCodes(email)).toEqual([]);
  });

  test('a store rolling the flag out to a percentage asks the users its rollout holds (000 §1: a signed-in user is bucketed by id)', async () => {
    // Accounts until one is inside a 50% rollout and one outside it.
    const users: { email: string; id: number }[] = [];
    while (new Set(users.map(({ id }) => isInRollout(userBucket(id), 50))).size < 2 && users.length < 40) users.push(await account());
    try {
      await patchFeatureFlags(h.db, h.dialect, PLAIN_STORE, { 'mfa-check': 50 });
      for (const { email, id } of users) {
        const r = await signIn(email, { store_id: PLAIN_STORE });
        expect([r.status, r.body.mfa_required === true]).toEqual(isInRollout(userBucket(id), 50) ? [200, true] : [201, false]);
      }
    } finally {
      await patchFeatureFlags(h.db, h.dialect, PLAIN_STORE, { 'mfa-check': false });
    }
  });

  test('a wrong password is answered as without the check, as is an unknown account: no account enumeration', async () => {
    const { email } = await account();
    const plain = await signIn(email, {}, 'wrong password');
    const checked = await signIn(email, { store_id: MFA_STORE }, 'wrong password');
    const nobody = await signIn('nobody@example.com', { store_id: MFA_STORE }, 'wrong password');
    expect([checked.status, checked.body]).toEqual([plain.status, plain.body]);
    expect([nobody.status, nobody.body]).toEqual([plain.status, plain.body]);
    expect(plain.status).toBe(401);
    expect(await mailedCodes(email)).toEqual([]);
  });

  test('codes mailed to one account are limited: the sixth sign-in in the window is a 429', async () => {
    const { email } = await account();
    for (let i = 0; i < 5; i += 1) expect((await signIn(email, { mfa_check: true })).status).toBe(200);
    const r = await signIn(email, { mfa_check: true });
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/^Too many sign-in codes/);
  });
});

describe('POST /sessions/mfa', () => {
  test('the right code opens the session as a sign-in does and records the time of the success', async () => {
    const { email, id } = await account();
    const { challenge, code } = await challenged(email);
    expect(await mfaTimeOf(id)).toBeNull();
    const r = await verify(challenge, code);
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({ id, email, authenticated: true });
    expect(r.headers.get('authorization')).toBe(`Bearer ${r.body.token}`);
    expect((await h.call('GET', '/whoami', { token: r.body.token })).body.user.id).toBe(id);
    expect(await mfaTimeOf(id)).toBe(NOON_LA.toISOString());
  });

  test.each([
    ['without a store', {}],
    ['from a store without the flag', { store_id: PLAIN_STORE }],
    ['with the check forced off by a caller that says nothing of it', { mfa_check: false }],
  ])('an account that has passed the check once always needs its code: signing in %s asks for it too', async (_case, extra) => {
    const { email, id } = await account();
    const { challenge, code } = await challenged(email);
    expect((await verify(challenge, code)).status).toBe(201);
    const sessions = await sessionsOf(id);
    const again = await signIn(email, extra);
    expect(again.status).toBe(200);
    expect(again.body.mfa_required).toBe(true);
    expect(await sessionsOf(id)).toBe(sessions);
  });

  test('framelessEmbed: the right code answers the HttpOnly session cookie, no token', async () => {
    const { email } = await account();
    const { challenge, code } = await challenged(email);
    const r = await verify(challenge, code, { 'x-canopy-session': 'cookie' });
    expect(r.status).toBe(201);
    expect(r.body.token).toBeUndefined();
    expect(r.body.session).toBe('cookie');
    expect(r.headers.get('set-cookie')).toMatch(/^canopy_session=.*HttpOnly/);
  });

  test.each([
    ['lower case', (code: string) => code.toLowerCase()],
    ['spaces around and inside', (code: string) => ` ${code.slice(0, 3)} ${code.slice(3)}\t`],
    ['both', (code: string) => `${code.slice(0, 2).toLowerCase()} ${code.slice(2, 4)} ${code.slice(4).toLowerCase()}`],
  ])('001 §4 whitespace stripped, and %s is read as the code', async (_case, typed) => {
    const { email } = await account();
    const { challenge, code } = await challenged(email);
    expect((await verify(challenge, typed(code))).status).toBe(201);
  });

  test('five wrong codes count down the tries left, then the challenge is dead, even for the right code', async () => {
    const { email, id } = await account();
    const { challenge, code } = await challenged(email);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await verify(challenge, wrong)).body);
    expect(answers.map((a) => [a.mfa, a.tries_left])).toEqual([
      ['wrong', 4],
      ['wrong', 3],
      ['wrong', 2],
      ['wrong', 1],
      ['locked', 0],
    ]);
    // A wrong code with tries left is the field's mistake; the dead challenge is not: the shopper starts again.
    expect(answers[0]).toMatchObject({ message: 'That code is not right. 4 tries left.', validations: { code: ['That code is not right. 4 tries left.'] } });
    expect(answers[3].message).toBe('That code is not right. 1 try left.');
    expect(answers[4].validations).toBeUndefined();
    const late = await verify(challenge, code);
    expect([late.status, late.body.mfa, late.body.message]).toEqual([422, 'locked', 'Too many wrong codes. Please sign in again to get a new code.']);
    expect(await mfaTimeOf(id)).toBeNull();
  });

  test('the code expires after 10 minutes', async () => {
    const { email } = await account();
    const { challenge, code } = await challenged(email);
    h.clock.now = new Date(NOON_LA.getTime() + 10 * 60_000);
    const r = await verify(challenge, code);
    expect([r.status, r.body.mfa, r.body.message]).toEqual([422, 'expired', 'This code has expired. Please sign in again to get a new code.']);
  });

  test('a code works once', async () => {
    const { email } = await account();
    const { challenge, code } = await challenged(email);
    expect((await verify(challenge, code)).status).toBe(201);
    const again = await verify(challenge, code);
    expect([again.status, again.body.mfa]).toEqual([422, 'used']);
  });

  test('signing in again (a new code) voids the earlier challenge', async () => {
    const { email } = await account();
    const first = await challenged(email);
    const second = await challenged(email);
    expect((await verify(first.challenge, first.code)).body.mfa).toBe('unknown');
    expect((await verify(second.challenge, second.code)).status).toBe(201);
  });

  test.each([
    ['five characters', 'ABC12'],
    ['seven characters', 'ABC1234'],
    ['a symbol', 'ABC-12'],
  ])('a code of the wrong shape (%s) is a 422 on the field and costs no try', async (_case, typed) => {
    const { email, id } = await account();
    const { challenge, code } = await challenged(email);
    const r = await verify(challenge, typed);
    expect(r.status).toBe(422);
    expect(r.body.validations).toEqual({ code: ['Enter the 6 letters and digits of the code.'] });
    expect((await h.db.selectFrom('mfa_challenges').select('attempts').where('user_id', '=', id).executeTakeFirstOrThrow()).attempts).toBe(0);
    expect((await verify(challenge, code)).status).toBe(201);
  });

  test.each([
    ['no body', undefined],
    ['no challenge', { code: 'ABC123' }],
    ['a number for the code', { challenge: 'x', code: 123456 }],
    ['an unknown challenge', { challenge: 'not-a-challenge', code: 'ABC123' }],
  ])('%s: a 4xx with a message, never a 5xx', async (_case, body) => {
    const r = await h.call('POST', '/sessions/mfa', { body });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.message).toEqual(expect.any(String));
  });

  test('wrong codes from one address are limited across challenges: a 429 once its attempts are spent', async () => {
    const ip = '198.51.100.77';
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i += 1) {
      status = (await h.call('POST', '/sessions/mfa', { body: { challenge: `guess-${i}`, code: 'ABC123' }, ip })).status;
    }
    expect(status).toBe(429);
  });
});
