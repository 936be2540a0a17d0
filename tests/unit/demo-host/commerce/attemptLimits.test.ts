import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../../demo-host/http';
import { IP_ATTEMPTS } from '../../../../demo-host/commerce/auth/attemptLimits';
import { clientIp } from '../../../../demo-host/commerce/auth/clientIp';
import { LOGIN_ATTEMPTS } from '../../../../demo-host/commerce/auth/rateLimit';
import { hashPassword, verifyPassword } from '../../../../demo-host/commerce/auth/passwords';
import { openHarness, register, type Harness } from './harness';

// Sign-in, registration and reset limits: attempts are counted before any password is hashed, per login
// (however the phone is written) and per client address.

// The routes' real hashing, at a cheap cost so that the dozens of attempts below take a second; the spies
// tell which requests reached a hash at all.
vi.mock('../../../../demo-host/commerce/auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../demo-host/commerce/auth/passwords')>();
  const cheap = await actual.hashPassword('no password matches this', { n: 1024 });
  return {
    ...actual,
    NO_ACCOUNT_HASH: cheap,
    hashPassword: vi.fn((password: string) => actual.hashPassword(password, { n: 1024 })),
    verifyPassword: vi.fn(actual.verifyPassword),
  };
});

vi.setConfig({ testTimeout: 60_000 });

let h: Harness;
beforeAll(async () => {
  h = await openHarness({ stores: 1 });
}, 60_000);
afterAll(() => h.close());
beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
  vi.mocked(verifyPassword).mockClear();
});

const signIn = (user: Record<string, string>, ip?: string) => h.call('POST', '/sessions', { body: { user }, ip });
const statusesOf = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('per login: five failures in 15 minutes', () => {
  test('nine concurrent wrong passwords for one account: five are checked (401), four refused unhashed (429)', async () => {
    await register(h, 'nine@example.com');
    vi.mocked(verifyPassword).mockClear();
    const answers = await Promise.all(Array.from({ length: 9 }, () => signIn({ email: 'Nine@Example.com', password: 'wrong password' })));
    expect(statusesOf(answers)).toEqual([...Array(LOGIN_ATTEMPTS).fill(401), ...Array(9 - LOGIN_ATTEMPTS).fill(429)]);
    expect(verifyPassword).toHaveBeenCalledTimes(LOGIN_ATTEMPTS);
    expect((await signIn({ email: 'nine@example.com', password: 'correct horse battery' })).status).toBe(429);
  });

  test('every way of writing one phone number shares one counter', async () => {
    await register(h, 'phone-limit@example.com', { phone: '310-555-9890' });
    for (const phone of ['310-555-9890', '(310) 555 9890', '+1 310 555 9890', '3105559890', '1-310-555-9890']) {
      expect((await signIn({ phone, password: 'wrong password' })).status, phone).toBe(401);
    }
    expect((await signIn({ phone: '310.555.9890', password: 'correct horse battery' })).status).toBe(429);
  });

  test('an attempt the hasher had no room for (503) does not count as a failure', async () => {
    await register(h, 'busy@example.com');
    vi.mocked(verifyPassword).mockRejectedValueOnce(new ApiError('busy', 'Too many passwords are being checked right now.', undefined, { retry_after: 2 }));
    const busy = await signIn({ email: 'busy@example.com', password: 'wrong password' });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    for (let i = 0; i < LOGIN_ATTEMPTS - 1; i += 1) expect((await signIn({ email: 'busy@example.com', password: 'wrong password' })).status).toBe(401);
    expect((await signIn({ email: 'busy@example.com', password: 'correct horse battery' })).status).toBe(201);
  });
});

describe(`per client address: ${IP_ATTEMPTS} in 15 minutes`, () => {
  type Row = [route: string, ip: string, request: (i: number) => [method: string, path: string, body: unknown], allowed: number];
  test.each<Row>([
    ['failed sign-ins across accounts', '198.51.100.1', (i) => ['POST', '/sessions', { user: { email: `ip-login-${i}@example.com`, password: 'wrong password' } }], 401],
    ['registrations', '198.51.100.2', (i) => ['POST', '/users', { user: { email: `ip-register-${i}@example.com`, password: 'correct horse battery' } }], 201],
    ['password reset completions', '198.51.100.3', (i) => ['PUT', '/password_resets', { token: `not-a-token-${i}`, password: 'a brand new password' }], 422],
  ])('%s, then 429 before any hashing; another address is not held up', async (_route, ip, request, allowed) => {
    for (let i = 0; i < IP_ATTEMPTS; i += 1) {
      const [method, path, body] = request(i);
      expect((await h.call(method, path, { body, ip })).status).toBe(allowed);
    }
    vi.mocked(hashPassword).mockClear();
    vi.mocked(verifyPassword).mockClear();
    const [method, path, body] = request(IP_ATTEMPTS);
    const refused = await h.call(method, path, { body, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(hashPassword).not.toHaveBeenCalled();
    expect(verifyPassword).not.toHaveBeenCalled();
    expect((await h.call(method, path, { body, ip: '198.51.100.99' })).status).toBe(allowed);
  });

  test('a successful sign-in is not a failure of its address', async () => {
    await register(h, 'regular@example.com');
    const ip = '198.51.100.4';
    for (let i = 0; i < IP_ATTEMPTS - 1; i += 1) expect((await signIn({ email: `stranger-${i}@example.com`, password: 'wrong password' }, ip)).status).toBe(401);
    expect((await signIn({ email: 'regular@example.com', password: 'correct horse battery' }, ip)).status).toBe(201);
    expect((await signIn({ email: 'last-stranger@example.com', password: 'wrong password' }, ip)).status).toBe(401);
    expect((await signIn({ email: 'regular@example.com', password: 'correct horse battery' }, ip)).status).toBe(429);
  });
});

describe('what is hashed', () => {
  test('registering an e-mail that has an account still hashes the password, as registering a new one does', async () => {
    await register(h, 'has-account@example.com');
    vi.mocked(hashPassword).mockClear();
    const r = await h.call('POST', '/users', { body: { user: { email: 'has-account@example.com', password: 'correct horse battery' } } });
    expect(r.status).toBe(202);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });

  test('PUT /password_resets with a bogus token is refused without hashing the new password', async () => {
    const r = await h.call('PUT', '/password_resets', { body: { token: 'bogus', password: 'a brand new password' } });
    expect(r.status).toBe(422);
    expect(hashPassword).not.toHaveBeenCalled();
  });
});

describe('clientIp', () => {
  const socket = { incoming: { socket: { remoteAddress: '192.0.2.10' } } };
  test.each([
    ["the socket's address", false, socket, '203.0.113.5', '192.0.2.10'],
    ["X-Forwarded-For's last hop, behind a trusted proxy", true, socket, '203.0.113.5, 203.0.113.6', '203.0.113.6'],
    ["the socket's address, behind a trusted proxy that sent no header", true, socket, undefined, '192.0.2.10'],
    ['none without a socket (app.request())', false, undefined, '203.0.113.5', null],
  ])('is %s', async (_name, trustProxy, env, forwardedFor, expected) => {
    const app = new Hono().get('/', (c) => c.json({ ip: clientIp(c, trustProxy) }));
    const response = await app.request('/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }, env);
    expect(await response.json()).toEqual({ ip: expected });
  });
});

describe('password reset requests: a mailbox is not flooded, an address cannot spray', () => {
  const mailsTo = async (email: string) =>
    (await h.db.selectFrom('outbox').select('recipient').where('recipient', '=', email).where('kind', '=', 'password_reset').execute()).length;

  test('a mailbox gets at most three reset links in 15 minutes; the answer never changes', async () => {
    await register(h, 'flooded@example.com');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => h.call('POST', '/password_resets', { body: { email: 'flooded@example.com' }, ip: `198.51.100.${i + 1}` })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(202));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await mailsTo('flooded@example.com')).toBe(3);
  });

  test(`one address may ask ${IP_ATTEMPTS} times, then hears 429`, async () => {
    const ip = '198.51.100.200';
    for (let i = 0; i < IP_ATTEMPTS; i++) expect((await h.call('POST', '/password_resets', { body: { email: `spray-${i}@example.com` }, ip })).status).toBe(202);
    const refused = await h.call('POST', '/password_resets', { body: { email: 'spray-last@example.com' }, ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await h.call('POST', '/password_resets', { body: { email: 'spray-last@example.com' }, ip: '198.51.100.201' })).status).toBe(202);
  });
});
