import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { Hono } from 'hono';
import { createCommerceApi } from '../../../../demo-host/commerce';
import { hostApiOver, openHarness, register, type Harness } from './harness';

// Each commerce API hands out its own authenticator (no module-level "current" API): the host passes it to
// the catalogue API, whose review POST needs the signed-in shopper.

// scrypt at its OWASP cost takes a few hundred ms per sign-in.
vi.setConfig({ testTimeout: 30_000 });

let h: Harness;
beforeAll(async () => {
  h = await openHarness({ stores: 1 });
}, 60_000);
afterAll(() => h.close());

const whoIs = (authenticate: (c: never) => Promise<number | null>) => new Hono().get('/who', async (c) => c.json({ user: await authenticate(c as never) }));
const ask = async (app: Hono, token?: string) => (await (await app.request('/who', { headers: token ? { authorization: `Bearer ${token}` } : {} })).json()).user;

describe('createCommerceApi(…).authenticate', () => {
  test("resolves its own tokens, even after another commerce API was created, and refuses the other one's", async () => {
    const mine = await register(h, 'first@example.com');
    const first = whoIs(h.authenticate);
    const other = createCommerceApi({ db: h.db, dialect: h.dialect, config: { dataDir: h.dir, secret: 'another-secret-0123456789abcdef-0123', now: () => h.clock.now } });
    const second = whoIs(other.authenticate);
    // The old module-level registration answered with the most recent API's secret here.
    expect(await ask(first, mine.token)).toBe(mine.id);
    expect(await ask(second, mine.token)).toBeNull();
    const r = await other.app.request('/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'second@example.com', password: 'correct horse battery' } }),
    });
    const theirs = (await r.json()) as { token: string; user: { id: number } };
    expect(await ask(second, theirs.token)).toBe(theirs.user.id);
    expect(await ask(first, theirs.token)).toBeNull();
    expect(await ask(first)).toBeNull();
  });

  test('the host wires it into the catalogue API: a signed-in shopper may post a review, a stranger may not', async () => {
    const api = hostApiOver(h);
    const json = { 'content-type': 'application/json' };
    const signUp = await api.request('/users', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ user: { email: 'reviewer@example.com', password: 'correct horse battery', nickname: 'Rev' } }),
    });
    expect(signUp.status).toBe(201);
    const { token, user } = (await signUp.json()) as { token: string; user: { id: number } };
    const review = await api.request('/products/1/reviews', {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ rating: 5, comment: 'Lovely' }),
    });
    expect(review.status).toBe(201);
    const stored = await h.db.selectFrom('reviews').select(['user_id', 'nickname']).where('comment', '=', 'Lovely').executeTakeFirstOrThrow();
    expect(stored).toEqual({ user_id: user.id, nickname: 'Rev' });
    const stranger = await api.request('/products/1/reviews', { method: 'POST', headers: json, body: JSON.stringify({ rating: 1 }) });
    expect(stranger.status).toBe(401);
  });
});
