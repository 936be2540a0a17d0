import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCommerceApi } from '../../../../demo-host/commerce';
import { openHarness, register, TEST_SECRET, type Harness } from './harness';

let h: Harness;

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
}, 60_000);
afterAll(() => h.close());

const signIn = async (email: string) => (await h.call('POST', '/sessions', { body: { user: { email, password: 'correct horse battery' } } })).body.token as string;

describe('GET /auth/providers (the widget shows Google and Apple buttons only when the host has them)', () => {
  test('the reference host has neither, and its Google and Apple routes stay 501', async () => {
    const r = await h.call('GET', '/auth/providers');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ google: false, apple: false });
    expect((await h.call('POST', '/auth/google_oauth2/callback', { body: { code: 'x' } })).status).toBe(501);
  });

  test.each([
    [['google'], { google: true, apple: false }],
    [['apple'], { google: false, apple: true }],
    [['google', 'apple'], { google: true, apple: true }],
  ] as const)('a host configured with %j answers %j', async (providers, answer) => {
    const { app } = createCommerceApi({ db: h.db, dialect: h.dialect, config: { dataDir: h.dir, secret: TEST_SECRET, signInProviders: [...providers] } });
    expect(await (await app.request('/auth/providers')).json()).toEqual(answer);
  });
});

describe('DELETE /sessions?all=true (sign out everywhere)', () => {
  test("ends every session of the signed-in user, and nobody else's", async () => {
    const { token: first } = await register(h, 'everywhere@example.com');
    const second = await signIn('everywhere@example.com');
    const { token: stranger } = await register(h, 'stranger@example.com');
    expect((await h.call('GET', '/whoami', { token: second })).status).toBe(200);
    const r = await h.call('DELETE', '/sessions', { query: { all: 'true' }, token: first });
    expect(r.status).toBe(204);
    expect((await h.call('GET', '/whoami', { token: first })).status).toBe(401);
    expect((await h.call('GET', '/whoami', { token: second })).status).toBe(401);
    expect((await h.call('GET', '/whoami', { token: stranger })).status).toBe(200);
  });

  test('needs a live session (401), unlike signing out this one', async () => {
    expect((await h.call('DELETE', '/sessions', { query: { all: 'true' } })).status).toBe(401);
    expect((await h.call('DELETE', '/sessions', { query: { all: 'true' }, token: 'forged.token.here' })).status).toBe(401);
    expect((await h.call('DELETE', '/sessions')).status).toBe(204);
  });

  test('all=false signs out this session only', async () => {
    const { token: first } = await register(h, 'just-this-one@example.com');
    const second = await signIn('just-this-one@example.com');
    expect((await h.call('DELETE', '/sessions', { query: { all: 'false' }, token: first })).status).toBe(204);
    expect((await h.call('GET', '/whoami', { token: first })).status).toBe(401);
    expect((await h.call('GET', '/whoami', { token: second })).status).toBe(200);
  });
});
