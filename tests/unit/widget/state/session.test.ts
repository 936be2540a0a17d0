import { describe, expect, test } from 'vitest';
import { safeStorage } from '../../../../widget/platform/safeStorage';
import { createSession } from '../../../../widget/state/session';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (exp: number) => `${base64url({ alg: 'HS256' })}.${base64url({ sub: 7, exp })}.sig`;
const memoryStorage = () => safeStorage(() => null);

// 001 §4: the session token is kept in storage and used until its exp claim; logout and 401 forget it.
describe('the widget session (bearer)', () => {
  const now = 1_800_000_000_000;
  const live = jwt(now / 1000 + 3600);

  test('a signed-in token survives a reload (a new session over the same storage)', () => {
    const storage = memoryStorage();
    createSession({ storage, now: () => now }).signIn({ token: live, expires_at: new Date(now + 3_600_000).toISOString() });
    const again = createSession({ storage, now: () => now });
    expect(again.token.peek()).toBe(live);
    expect(again.signedIn.peek()).toBe(true);
  });

  test('an expired token is dropped on load and removed from storage', () => {
    const storage = memoryStorage();
    storage.set('user_session', jwt(now / 1000 - 1));
    expect(createSession({ storage, now: () => now }).token.peek()).toBeNull();
    expect(storage.get('user_session')).toBeNull();
  });

  test('clear (logout, 401) forgets the token and the segments', () => {
    const storage = memoryStorage();
    const session = createSession({ storage, now: () => now });
    session.signIn({ token: live });
    session.clear();
    expect(session.token.peek()).toBeNull();
    expect(session.signedIn.peek()).toBe(false);
    expect(session.segments.peek()).toEqual([]);
    expect(createSession({ storage, now: () => now }).token.peek()).toBeNull();
  });
});

// framelessEmbed: the host keeps the token in an HttpOnly cookie; the partner page's storage holds its expiry only.
describe('the widget session (cookie, framelessEmbed)', () => {
  const now = 1_800_000_000_000;
  const expires_at = new Date(now + 3_600_000).toISOString();

  test('signing in keeps no token, only the expiry, and survives a reload until then', () => {
    const storage = memoryStorage();
    const session = createSession({ storage, now: () => now, cookie: true });
    session.signIn({ expires_at });
    expect(session.token.peek()).toBeNull();
    expect(session.signedIn.peek()).toBe(true);
    expect(storage.get('user_session')).toBe(`cookie:${now + 3_600_000}`);
    expect(createSession({ storage, now: () => now, cookie: true }).signedIn.peek()).toBe(true);
    expect(createSession({ storage, now: () => now + 3_600_000, cookie: true }).signedIn.peek()).toBe(false);
  });

  test('a token an older widget left in the partner page is removed and never used', () => {
    const storage = memoryStorage();
    storage.set('user_session', jwt(now / 1000 + 3600));
    const session = createSession({ storage, now: () => now, cookie: true });
    expect(session.token.peek()).toBeNull();
    expect(session.signedIn.peek()).toBe(false);
    expect(storage.get('user_session')).toBeNull();
  });

  test('a token in a sign-in answer is not kept in cookie mode', () => {
    const storage = memoryStorage();
    const session = createSession({ storage, now: () => now, cookie: true });
    session.signIn({ token: jwt(now / 1000 + 3600), expires_at });
    expect(session.token.peek()).toBeNull();
    expect(storage.get('user_session')).not.toContain('.');
  });
});
