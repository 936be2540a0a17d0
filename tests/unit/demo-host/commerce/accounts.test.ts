import { statSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi, afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSecret } from '../../../../demo-host/commerce';
import { openHarness, register, TEST_SECRET, type Harness } from './harness';

// scrypt at its OWASP cost takes a few hundred ms per sign-in.
vi.setConfig({ testTimeout: 30_000 });

let h: Harness;
beforeAll(async () => {
  h = await openHarness({ stores: 1 });
}, 60_000);
afterAll(() => h.close());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

async function upload(token: string, parts: Record<string, Blob | string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value as never);
  const response = await h.app.request('/documents', { method: 'PATCH', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

describe('POST /users (register) and PUT /users (001 §5 validations)', () => {
  test('registering answers the user (new_registration) and a bearer token in the Authorization header', async () => {
    const r = await h.call('POST', '/users', { body: { user: { email: 'New@Example.com', password: 'correct horse battery', phone: '415-555-0142', first_name: 'Ada' } } });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({ email: 'new@example.com', phone: '4155550142', first_name: 'Ada', authenticated: true, new_registration: true });
    expect(r.body.user).not.toHaveProperty('password_hash');
    expect(r.headers.get('authorization')).toBe(`Bearer ${r.body.token}`);
    const row = await h.db.selectFrom('users').select('password_hash').where('email', '=', 'new@example.com').executeTakeFirstOrThrow();
    // The harness's cost (TEST_PASSWORD_COST); the production default, N=2^17, is checked in passwordHasher.test.ts.
    expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(row.password_hash).not.toContain('correct horse');
  });

  test.each([
    ['a missing e-mail', { password: 'correct horse battery' }, 'email', 'Please fill out this field.'],
    ['a bad e-mail', { email: 'not-an-email', password: 'correct horse battery' }, 'email', 'Please enter an email address.'],
    ['a short password', { email: 'short@example.com', password: 'short' }, 'password', 'Please enter a password with a minimum of 10 characters.'],
    ['a bad phone', { email: 'phone@example.com', password: 'correct horse battery', phone: '12' }, 'phone', 'Please enter a valid US phone number.'],
  ])('%s is a 422 with the 001 §5 message', async (_name, user, field, message) => {
    const r = await h.call('POST', '/users', { body: { user } });
    expect(r.status).toBe(422);
    expect(r.body.validations[field]).toEqual([message]);
  });

  test('an e-mail that has an account gets a neutral 202, not "has already been taken"; its owner gets an e-mail', async () => {
    await register(h, 'taken@example.com');
    const r = await h.call('POST', '/users', { body: { user: { email: 'Taken@Example.com', password: 'another long password', first_name: 'Mallory' } } });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ message: 'Check your e-mail to finish creating your account', code: 'check_email' });
    expect(JSON.stringify(r.body)).not.toContain('taken');
    expect(r.headers.get('authorization')).toBeNull();
    const mail = await h.db.selectFrom('outbox').selectAll().where('recipient', '=', 'taken@example.com').where('kind', '!=', 'welcome').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'registration_attempt', subject: expect.stringMatching(/account/i) });
    expect(mail.body).toMatch(/https:\/\/canopy\.example\/login\b.*https:\/\/canopy\.example\/forgot-password/s);
    // The account is as it was: its own password signs in, the one just sent does not.
    expect((await h.call('POST', '/sessions', { body: { user: { email: 'taken@example.com', password: 'correct horse battery' } } })).status).toBe(201);
    expect((await h.call('POST', '/sessions', { body: { user: { email: 'taken@example.com', password: 'another long password' } } })).status).toBe(401);
  });

  test('PUT /users strips phone dashes (001 §5), answers user and validations, and needs the current password to change it', async () => {
    const { token } = await register(h, 'edit@example.com');
    const r = await h.call('PUT', '/users', {
      body: { user: { phone: '415-555-0199', last_name: 'Lovelace', current_password: 'correct horse battery' }, promotions_opt_out: true },
      token,
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ user: expect.objectContaining({ phone: '4155550199', last_name: 'Lovelace', promotions_opt_out: true }), validations: {} });
    const bad = await h.call('PUT', '/users', { body: { user: { password: 'another long password', current_password: 'wrong' } }, token });
    expect(bad.body.validations.current_password).toEqual(['is not your current password']);
    const good = await h.call('PUT', '/users', { body: { user: { password: 'another long password', current_password: 'correct horse battery' } }, token });
    expect(good.status).toBe(200);
    expect((await h.call('POST', '/sessions', { body: { user: { email: 'edit@example.com', password: 'another long password' } } })).status).toBe(201);
    expect((await h.call('PUT', '/users', { body: { user: {} } })).status).toBe(401);
  });
});

describe('sessions (001 §4, §7)', () => {
  test('sign in by e-mail or phone; the token is an HS256 JWT with an exp claim 30 days out; DELETE revokes it', async () => {
    await register(h, 'login@example.com', { phone: '(415) 555-0100' });
    const byEmail = await h.call('POST', '/sessions', { body: { user: { email: 'login@example.com', password: 'correct horse battery' } } });
    expect(byEmail.status).toBe(201);
    const token = byEmail.body.token;
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claimsOf(token).exp).toBe(Math.floor(h.clock.now.getTime() / 1000) + 30 * 86_400);
    const byPhone = await h.call('POST', '/sessions', { body: { user: { phone: '(415) 555-0100', password: 'correct horse battery' } } });
    expect(byPhone.status).toBe(201);
    const digitsOnly = await h.call('POST', '/sessions', { body: { user: { phone: '+1 415.555.0100', password: 'correct horse battery' } } });
    expect(digitsOnly.body.user?.email).toBe('login@example.com');
    expect((await h.call('GET', '/whoami', { token })).body.user.email).toBe('login@example.com');
    expect((await h.call('DELETE', '/sessions', { token })).status).toBe(204);
    expect((await h.call('GET', '/whoami', { token })).status).toBe(401);
    expect((await h.call('GET', '/whoami', { token: byPhone.body.token })).status).toBe(200);
  });

  test('whoami: anonymous is { user: null }; a forged, tampered or expired token is a 401', async () => {
    const { token } = await register(h, 'who@example.com');
    expect((await h.call('GET', '/whoami')).body).toEqual({ user: null });
    const [head, body, sig] = token.split('.');
    const claims = claimsOf(token);
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${sig}`;
    expect((await h.call('GET', '/whoami', { token: forged })).status).toBe(401);
    expect((await h.call('GET', '/whoami', { token: `${head}.${body}.${sig.slice(0, -2)}xx` })).status).toBe(401);
    const saved = h.clock.now;
    h.clock.now = new Date(claims.exp * 1000 + 1000);
    expect((await h.call('GET', '/whoami', { token })).status).toBe(401);
    h.clock.now = saved;
  });

  test('a wrong password is a 401; five failures in 15 minutes lock the login with a 429', async () => {
    await register(h, 'limited@example.com');
    for (let i = 0; i < 5; i += 1) {
      const r = await h.call('POST', '/sessions', { body: { user: { email: 'limited@example.com', password: 'wrong password' } } });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe('Invalid email, phone or password');
    }
    const locked = await h.call('POST', '/sessions', { body: { user: { email: 'limited@example.com', password: 'correct horse battery' } } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 15 * 60_000 + 1);
    expect((await h.call('POST', '/sessions', { body: { user: { email: 'limited@example.com', password: 'correct horse battery' } } })).status).toBe(201);
    h.clock.now = saved;
  });

  test.each([
    ['POST', '/auth/google_oauth2/callback', { code: 'abc' }, 'Google sign-in is not configured'],
    ['POST', '/users/id_tokens/apple', { id_token: 'abc', first_name: 'A', last_name: 'B' }, 'Apple sign-in is not configured'],
    ['POST', '/sessions', { cognito_token: 'abc' }, 'Cognito sign-in is not configured'],
  ])('%s %s answers 501 not configured', async (method, path, body, message) => {
    const r = await h.call(method, path, { body });
    expect(r.status).toBe(501);
    expect(r.body.message).toBe(message);
  });
});

describe('password reset through the outbox', () => {
  test('the link goes to the outbox; it resets once, signs every device out, and then is spent', async () => {
    const { token } = await register(h, 'forgot@example.com');
    const unknown = await h.call('POST', '/password_resets', { body: { email: 'nobody@example.com' } });
    const known = await h.call('POST', '/password_resets', { body: { email: 'forgot@example.com' } });
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(await h.db.selectFrom('outbox').select('id').where('recipient', '=', 'nobody@example.com').execute()).toEqual([]);
    const mail = await h.db.selectFrom('outbox').selectAll().where('recipient', '=', 'forgot@example.com').where('kind', '=', 'password_reset').executeTakeFirstOrThrow();
    expect(mail.body).toMatch(/https:\/\/canopy\.example\/reset-password\?token=/);
    const resetToken = /token=([\w-]+)/.exec(mail.body)![1];
    const stored = await h.db
      .selectFrom('password_resets' as never)
      .selectAll()
      .execute();
    expect(JSON.stringify(stored)).not.toContain(resetToken);
    const done = await h.call('PUT', '/password_resets', { body: { token: resetToken, password: 'a brand new password' } });
    expect(done.status).toBe(200);
    expect((await h.call('GET', '/whoami', { token })).status).toBe(401);
    expect((await h.call('POST', '/sessions', { body: { user: { email: 'forgot@example.com', password: 'a brand new password' } } })).status).toBe(201);
    const again = await h.call('PUT', '/password_resets', { body: { token: resetToken, password: 'yet another password' } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: 'This reset link has already been used', code: 'reset_used' });
  });
});

describe('documents (ID photos as uploads with size and type limits)', () => {
  test('a JPEG upload is stored, listed, served to its owner only; the medical card needs both sides', async () => {
    const owner = await register(h, 'docs@example.com');
    const other = await register(h, 'nosy@example.com');
    const r = await upload(owner.token, {
      first_name: 'Ada',
      birth_date: '1990-02-03',
      government_photo: new File([JPEG], 'id.jpg', { type: 'image/jpeg' }),
      mmj_card: new File([JPEG], 'card.jpg', { type: 'image/jpeg' }),
    });
    expect(r.status).toBe(200);
    expect(r.body.document).toMatchObject({ first_name: 'Ada', birth_date: '1990-02-03', government_photo: expect.stringMatching(/^\/api\/v1\/documents\/files\//) });
    expect(r.body.completion).toEqual({ government_photo: true, mmj_card: false, student_photo: false, veteran_photo: false });
    const name = r.body.document.government_photo.split('/').pop();
    expect(statSync(join(h.dir, 'uploads', name)).mode & 0o777).toBe(0o600);
    const file = await h.app.request(`/documents/files/${name}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(JPEG)).toBe(true);
    expect((await h.app.request(`/documents/files/${name}`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
    expect((await h.call('GET', '/documents', { token: other.token })).body.document.government_photo).toBeNull();
    expect((await h.call('GET', '/documents')).status).toBe(401);
  });

  test.each([
    ['a GIF', new File([Buffer.from('GIF89a....')], 'id.gif', { type: 'image/gif' }), 422],
    ['a text file calling itself a JPEG', new File([Buffer.from('hello world')], 'id.jpg', { type: 'image/jpeg' }), 422],
    ['a JPEG over 5 MB', new File([Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)])], 'id.jpg', { type: 'image/jpeg' }), 413],
  ])('%s is refused', async (_name, file, status) => {
    const { token } = await register(h, `bad-${status}-${Math.random().toString(36).slice(2)}@example.com`);
    expect((await upload(token, { government_photo: file })).status).toBe(status);
  });

  test('JSON PATCH updates the names and null removes a photo', async () => {
    const { token } = await register(h, 'json-docs@example.com');
    await upload(token, { government_photo: new File([JPEG], 'id.jpg', { type: 'image/jpeg' }) });
    const r = await h.call('PATCH', '/documents', { body: { document: { last_name: 'Lovelace', government_photo: null } }, token });
    expect(r.status).toBe(200);
    expect(r.body.document).toMatchObject({ last_name: 'Lovelace', government_photo: null });
  });
});

describe('the signing secret', () => {
  test('is generated once into DATA_DIR/secret with mode 0600 and read back after', () => {
    const dir = mkdtempSync(join(tmpdir(), 'canopy-secret-'));
    const first = loadSecret({ dataDir: dir, dialect: 'sqlite', env: {} });
    expect(statSync(join(dir, 'secret')).mode & 0o777).toBe(0o600);
    expect(loadSecret({ dataDir: dir, dialect: 'sqlite', env: {} }).equals(first)).toBe(true);
    expect(readFileSync(join(dir, 'secret'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(loadSecret({ dataDir: dir, dialect: 'sqlite', env: { CANOPY_SECRET: TEST_SECRET } }).toString()).toBe(TEST_SECRET);
  });
});

describe("the commerce API's authenticator for the catalogue API, and the production outbox", () => {
  test('another Hono app resolves the bearer token to the user id, null without one', async () => {
    const { Hono } = await import('hono');
    const { authenticate } = h;
    const catalogue = new Hono().post('/products/1/reviews', async (c) => c.json({ user: await authenticate(c) }));
    const { token, id } = await register(h, 'reviewer@example.com');
    const signed = await catalogue.request('/products/1/reviews', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(await signed.json()).toEqual({ user: id });
    expect(await (await catalogue.request('/products/1/reviews', { method: 'POST' })).json()).toEqual({ user: null });
    expect(await (await catalogue.request('/products/1/reviews', { method: 'POST', headers: { authorization: 'Bearer forged.token.x' } })).json()).toEqual({ user: null });
  });

  test('GET /dev/outbox does not exist when NODE_ENV is production', async () => {
    const { createCommerceApi } = await import('../../../../demo-host/commerce');
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const { app } = createCommerceApi({ db: h.db, dialect: h.dialect, config: { dataDir: h.dir, secret: TEST_SECRET, now: () => h.clock.now } });
      expect((await app.request('/dev/outbox')).status).toBe(404);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
