import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openHarness, register, type Harness } from './harness';

vi.setConfig({ testTimeout: 30_000 });

// framelessEmbed runs in the partner's page: its session is an HttpOnly cookie that no script there can read,
// and the cookie authenticates only requests that carry X-Canopy-Session (a header a cross-site form cannot send).
let h: Harness;
const PASSWORD = 'correct horse battery';
const COOKIE_MODE = { 'x-canopy-session': 'cookie' };

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
});
afterAll(() => h.close());

async function send(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await h.app.request(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : null };
}

/** The canopy_session cookie a Set-Cookie header sets, as a Cookie header value. */
function cookieOf(headers: Headers): string {
  const set = headers.getSetCookie().find((line) => line.startsWith('canopy_session='));
  if (!set) throw new Error('no canopy_session cookie');
  return set.split(';')[0];
}

describe('the cookie session of framelessEmbed', () => {
  test.each([
    ['sign-in', 'POST', '/sessions', (email: string) => ({ user: { email, password: PASSWORD } })],
    ['registration', 'POST', '/users', (email: string) => ({ user: { email: `new-${email}`, password: PASSWORD } })],
  ] as const)('%s answers an HttpOnly, Secure, partitioned cookie and no token anywhere a script could read', async (_, method, path, body) => {
    const email = `cookie-${path.slice(1)}@example.com`;
    await register(h, email);
    const answer = await send(method, path, COOKIE_MODE, body(email));
    expect(answer.status).toBe(201);
    const cookie = cookieOf(answer.headers);
    const token = cookie.split('=')[1];
    expect(token.split('.')).toHaveLength(3);
    expect(answer.text).not.toContain(token);
    expect(answer.headers.get('authorization')).toBeNull();
    expect(answer.body).toMatchObject({ session: 'cookie', expires_at: expect.any(String), user: { email: expect.any(String) } });
    const attributes = answer.headers.getSetCookie()[0].toLowerCase();
    // Path=/: the merchandising service under /dm (001 §7) knows the signed-in shopper as the API does.
    for (const attribute of ['httponly', 'secure', 'samesite=none', 'partitioned', 'path=/;']) expect(attributes).toContain(attribute);
    expect(attributes).toContain(`expires=${new Date(answer.body.expires_at).toUTCString().toLowerCase()}`);
  });

  // 001 §4: "keep me signed in" off keeps the session only while the browser runs. A frameless widget cannot keep
  // its token anywhere but the host's cookie, so the cookie itself must be a session cookie: no Expires, no Max-Age.
  test('remember: false answers a session cookie that ends with the browser; the session row keeps its expiry', async () => {
    await register(h, 'cookie-tab@example.com');
    const answer = await send('POST', '/sessions', COOKIE_MODE, { user: { email: 'cookie-tab@example.com', password: PASSWORD }, remember: false });
    expect(answer.status).toBe(201);
    const attributes = answer.headers.getSetCookie()[0].toLowerCase();
    expect(attributes).not.toContain('expires=');
    expect(attributes).not.toContain('max-age');
    expect(attributes).toContain('httponly');
    expect((await send('GET', '/documents', { cookie: cookieOf(answer.headers), ...COOKIE_MODE })).status).toBe(200);
  });

  test.each([['yes'], [1], [null]])('remember must be true or false (%j is a 400)', async (remember) => {
    const answer = await send('POST', '/sessions', COOKIE_MODE, { user: { email: 'cookie-tab@example.com', password: PASSWORD }, remember });
    expect(answer.status).toBe(400);
    expect(answer.body.validations).toHaveProperty('remember');
  });

  test('the cookie authenticates only with X-Canopy-Session; signing out ends it', async () => {
    await register(h, 'cookie-docs@example.com');
    const signedIn = await send('POST', '/sessions', COOKIE_MODE, { user: { email: 'cookie-docs@example.com', password: PASSWORD } });
    const cookie = cookieOf(signedIn.headers);

    expect((await send('GET', '/documents', { cookie })).status).toBe(401);
    expect((await send('GET', '/documents', { cookie, ...COOKIE_MODE })).status).toBe(200);
    expect((await send('GET', '/whoami', { cookie, ...COOKIE_MODE })).body.user.email).toBe('cookie-docs@example.com');

    const out = await send('DELETE', '/sessions', { cookie, ...COOKIE_MODE });
    expect(out.status).toBe(204);
    // Both the cookie's path and the one sessions had before (/api/v1) are cleared.
    const cleared = out.headers.getSetCookie().filter((line) => /^canopy_session=;.*Max-Age=0/i.test(line));
    expect(cleared.map((line) => /Path=([^;]*)/i.exec(line)?.[1]).sort()).toEqual(['/', '/api/v1']);
    expect((await send('GET', '/documents', { cookie, ...COOKIE_MODE })).status).toBe(401);
    expect((await send('GET', '/whoami', { cookie, ...COOKIE_MODE })).status).toBe(401);
  });

  test('a bearer sign-in is unchanged: token in the body and the Authorization header, no cookie', async () => {
    await register(h, 'bearer@example.com');
    const answer = await send('POST', '/sessions', {}, { user: { email: 'bearer@example.com', password: PASSWORD } });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('authorization')).toBe(`Bearer ${answer.body.token}`);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});
