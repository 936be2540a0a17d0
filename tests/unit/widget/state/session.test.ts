import { describe, expect, test } from 'vitest';
import { safeStorage } from '../../../../widget/platform/safeStorage';
import { createSession } from '../../../../widget/state/session';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (exp: number) => `${base64url({ alg: 'HS256' })}.${base64url({ sub: 7, exp })}.sig`;
const memoryStorage = () => safeStorage(() => null);

// 001 §4: the session token is kept in storage and used until its exp claim; logout and 401 forget it.
describe('the widget session', () => {
  const now = 1_800_000_000_000;
  const live = jwt(now / 1000 + 3600);

  test('a signed-in token survives a reload (a new session over the same storage)', () => {
    const storage = memoryStorage();
    createSession({ storage, now: () => now }).setToken(live);
    expect(createSession({ storage, now: () => now }).token.peek()).toBe(live);
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
    session.setToken(live);
    session.clear();
    expect(session.token.peek()).toBeNull();
    expect(session.segments.peek()).toEqual([]);
    expect(createSession({ storage, now: () => now }).token.peek()).toBeNull();
  });
});
