import { describe, expect, test } from 'vitest';
import { safeStorage } from '../../../../widget/platform/safeStorage';
import type { Customer } from '../../../../shared/types';
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

// 001 §4, §9: "in session storage when the session is temporary, else auth storage". Keep me signed in
// chooses: on (the default) → the auth storage (localStorage, across tabs and restarts); off → the frame's
// session storage, gone when the tab closes.
describe('where a sign-in is kept (keep me signed in)', () => {
  const now = 1_800_000_000_000;
  const live = jwt(now / 1000 + 3600);
  const expires_at = new Date(now + 3_600_000).toISOString();
  const places = () => ({ storage: memoryStorage(), tabStorage: memoryStorage() });

  test.each([
    ['remembered (the default)', 'storage', undefined],
    ['remembered', 'storage', true],
    ['temporary', 'tabStorage', false],
  ] as const)('bearer, %s: the token goes to %s only, and a reload over both finds it', (_label, where, remember) => {
    const deps = places();
    createSession({ ...deps, now: () => now }).signIn({ token: live, expires_at }, remember === undefined ? undefined : { remember });
    const other = where === 'storage' ? 'tabStorage' : 'storage';
    expect(deps[where].get('user_session')).toBe(live);
    expect(deps[other].get('user_session')).toBeNull();
    expect(createSession({ ...deps, now: () => now }).token.peek()).toBe(live);
  });

  test('a temporary session is gone in a new tab (a fresh session storage over the same auth storage)', () => {
    const { storage, tabStorage } = places();
    createSession({ storage, tabStorage, now: () => now }).signIn({ token: live }, { remember: false });
    const newTab = createSession({ storage, tabStorage: memoryStorage(), now: () => now });
    expect(newTab.signedIn.peek()).toBe(false);
  });

  test('signing in again moves the session: a temporary sign-in forgets the remembered one, and back', () => {
    const deps = places();
    const session = createSession({ ...deps, now: () => now });
    session.signIn({ token: live }, { remember: true });
    session.signIn({ token: live }, { remember: false });
    expect(deps.storage.get('user_session')).toBeNull();
    expect(deps.tabStorage.get('user_session')).toBe(live);
    session.signIn({ token: live }, { remember: true });
    expect(deps.tabStorage.get('user_session')).toBeNull();
    expect(deps.storage.get('user_session')).toBe(live);
  });

  test('clear forgets both places; an expired entry in either is dropped on load', () => {
    const deps = places();
    const session = createSession({ ...deps, now: () => now });
    session.signIn({ token: live }, { remember: false });
    session.clear();
    expect(deps.tabStorage.get('user_session')).toBeNull();
    deps.storage.set('user_session', jwt(now / 1000 - 1));
    deps.tabStorage.set('user_session', jwt(now / 1000 - 1));
    expect(createSession({ ...deps, now: () => now }).signedIn.peek()).toBe(false);
    expect([deps.storage.get('user_session'), deps.tabStorage.get('user_session')]).toEqual([null, null]);
  });

  test('framelessEmbed keeps its cookie: a temporary sign-in puts only the expiry mark in session storage', () => {
    const deps = places();
    createSession({ ...deps, now: () => now, cookie: true }).signIn({ token: live, expires_at }, { remember: false });
    expect(deps.tabStorage.get('user_session')).toBe(`cookie:${now + 3_600_000}`);
    expect(deps.storage.get('user_session')).toBeNull();
    expect(createSession({ ...deps, now: () => now, cookie: true }).signedIn.peek()).toBe(true);
    expect(createSession({ storage: deps.storage, tabStorage: memoryStorage(), now: () => now, cookie: true }).signedIn.peek()).toBe(false);
  });
});

// 001 §3 Customer: who is signed in, from the sign-in or registration answer, later from GET /whoami.
describe('the signed-in user', () => {
  const now = 1_800_000_000_000;
  const live = jwt(now / 1000 + 3600);
  const sam = { id: 7, email: 'sam@example.com', first_name: 'Sam' } as Customer;

  test('signIn keeps the answer’s user; setUser replaces it (a profile update); clear forgets it', () => {
    const session = createSession({ now: () => now });
    expect(session.user.peek()).toBeNull();
    session.signIn({ token: live, user: sam });
    expect(session.user.peek()).toEqual(sam);
    session.setUser({ ...sam, first_name: 'Samantha' });
    expect(session.user.peek()?.first_name).toBe('Samantha');
    session.clear();
    expect(session.user.peek()).toBeNull();
  });

  test('a session that sign-in is turned off for (001 §1) never reads storage and never signs in', () => {
    const storage = memoryStorage();
    storage.set('user_session', live);
    const session = createSession({ storage, now: () => now, enabled: false });
    expect(session.enabled).toBe(false);
    expect(session.signedIn.peek()).toBe(false);
    session.signIn({ token: live, user: sam });
    expect(session.signedIn.peek()).toBe(false);
    expect(session.user.peek()).toBeNull();
  });
});
