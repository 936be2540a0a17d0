import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { HARNESS_ORIGIN, NOON_LA, openHarness, register, type Harness } from './harness';

// 001 §2 /reset-password: the e-mailed link is absolute (the host's public origin and the widget's mode base),
// single use, expires, and the page can tell a used link from an expired or unknown one.

let h: Harness;
let accounts = 0;

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
}, 60_000);
afterAll(() => h.close());
afterEach(() => {
  h.clock.now = NOON_LA;
});

const USED = { message: 'This reset link has already been used', code: 'reset_used' };
const EXPIRED = { message: 'This reset link has expired', code: 'reset_expired' };
const INVALID = { message: 'This reset link is not valid', code: 'reset_invalid' };

async function account(): Promise<string> {
  const email = `reset-${++accounts}@example.com`;
  await register(h, email);
  return email;
}

/** Asks for a link and answers it as the mail holds it. */
async function requestLink(email: string, modeBase?: string): Promise<string> {
  const r = await h.call('POST', '/password_resets', { body: { email, ...(modeBase === undefined ? {} : { mode_base: modeBase }) } });
  expect(r.status).toBe(202);
  const [mail] = await h.db.selectFrom('outbox').select('body').where('recipient', '=', email).where('kind', '=', 'password_reset').orderBy('id', 'desc').limit(1).execute();
  return /https?:\/\/\S+/.exec(mail.body)![0];
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const check = (token: string) => h.call('POST', '/password_resets/check', { body: { token } });
const reset = (token: string, password = 'a brand new password') => h.call('PUT', '/password_resets', { body: { token, password } });

describe('POST /password_resets mode_base', () => {
  test.each(['', '/embed', '/embed/stores/3', '/operator_embed/operators/2', '/operator_embed/operators/2/stores/5', '/headless', '/stores/4/green-leaf'])(
    'the link for mode base %j is <origin><mode base>/reset-password?token=…',
    async (modeBase) => {
      const link = await requestLink(await account(), modeBase);
      expect(link.startsWith(`${HARNESS_ORIGIN}${modeBase}/reset-password?token=`)).toBe(true);
      expect(tokenOf(link)).toMatch(/^[\w-]{43}$/);
    },
  );

  test('without one the link is under no base', async () => {
    expect((await requestLink(await account())).startsWith(`${HARNESS_ORIGIN}/reset-password?token=`)).toBe(true);
  });

  test.each([
    '/',
    'embed',
    '/embed/',
    '/embed/menu',
    '/embed/stores/0',
    '/stores/4',
    '/evil',
    '//evil.example',
    'https://evil.example',
    '/headless?next=https://evil.example',
    '/embed\r\nBcc: everyone@example.com',
    `/stores/4/${'a'.repeat(300)}`,
  ])('%j is not a mode base: 400 on mode_base, and no mail', async (modeBase) => {
    const email = await account();
    const r = await h.call('POST', '/password_resets', { body: { email, mode_base: modeBase } });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.validations)).toEqual(['mode_base']);
    expect(await h.db.selectFrom('outbox').select('id').where('recipient', '=', email).where('kind', '=', 'password_reset').execute()).toEqual([]);
  });
});

describe('the states of a reset link', () => {
  test('a new link checks valid, and checking it does not spend it', async () => {
    const token = tokenOf(await requestLink(await account()));
    for (let i = 0; i < 2; i += 1) {
      const r = await check(token);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ status: 'valid' });
    }
    expect((await reset(token)).status).toBe(200);
  });

  // Each case makes a link, puts it in its state (answering the token to try), then both the check and the reset
  // answer the state's code.
  const at = (minutes: number) => new Date(NOON_LA.getTime() + minutes * 60_000);
  test.each([
    ['used', USED, async (token: string) => (expect((await reset(token)).status).toBe(200), token)],
    ['expired (after 60 minutes)', EXPIRED, async (token: string) => ((h.clock.now = at(61)), token)],
    ['replaced by a newer link', INVALID, async (token: string, email: string) => (await requestLink(email), token)],
    ['unknown', INVALID, async () => 'x'.repeat(43)],
  ] as const)('a link %s answers 422 %j', async (_state, expected, putInState) => {
    const email = await account();
    const token = await putInState(tokenOf(await requestLink(email)), email);
    const checked = await check(token);
    expect(checked.status).toBe(422);
    expect(checked.body).toEqual(expected);
    const put = await reset(token, 'yet another password');
    expect(put.status).toBe(422);
    expect(put.body).toEqual(expected);
  });

  test('a used link still says "used" after the user asks for another', async () => {
    const email = await account();
    const first = tokenOf(await requestLink(email));
    expect((await reset(first)).status).toBe(200);
    await requestLink(email);
    expect((await check(first)).body).toEqual(USED);
  });

  test('checks are limited per client address, like reset completions (20 in 15 minutes)', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 20; i += 1) expect((await h.call('POST', '/password_resets/check', { body: { token: `guess-${i}` }, ip })).status).toBe(422);
    const limited = await h.call('POST', '/password_resets/check', { body: { token: 'guess-21' }, ip });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too_many_requests');
    expect((await h.call('PUT', '/password_resets', { body: { token: 'guess-22', password: 'a brand new password' }, ip })).status).toBe(429);
    expect((await h.call('POST', '/password_resets/check', { body: { token: 'guess-23' }, ip: '198.51.100.78' })).status).toBe(422);
  });
});
