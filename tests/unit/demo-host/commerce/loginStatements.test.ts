import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_ATTEMPTS } from '../../../../demo-host/commerce/auth/rateLimit';
import { openHarness, register, type Harness } from './harness';
import { statementCounter } from './statementCount';

// The attempt limits sit in front of every password hash, and since several instances share them they are SQL
// (attempt_slots): what one sign-in costs the database, counted, so an attack of bad logins costs it little.
// Measured: 3 statements for a failed sign-in (its login's slot, its address's slot, the account), 5 for a
// successful one (and the slots given back, the session), 2 for one refused by its login's limit.
const BOUND = { failed: 3, succeeded: 5, refused: 2 };

const databases: [string, string | null][] = [['SQLite', null], ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL] as [string, string]] : [])];

describe.each(databases)('SQL statements per sign-in attempt on %s', (_name, databaseUrl) => {
  const counter = statementCounter();
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness({ databaseUrl, stores: 1, plugin: counter.plugin });
    await register(h, 'counted@example.com');
    // The first attempt also deletes expired slots (once a minute per process): not part of the steady cost.
    await h.call('POST', '/sessions', { body: { user: { email: 'warm-up@example.com', password: 'wrong password' } } });
  }, 60_000);
  afterAll(() => h?.close());

  const statementsOf = async (password: string, expected: number) => {
    counter.reset();
    const answer = await h.call('POST', '/sessions', { body: { user: { email: 'counted@example.com', password } }, ip: '198.51.100.30' });
    expect(answer.status).toBe(expected);
    return counter.count();
  };

  test(`a failed sign-in ≤ ${BOUND.failed}, a successful one ≤ ${BOUND.succeeded}, one refused by the limit ≤ ${BOUND.refused}`, async () => {
    expect(await statementsOf('wrong password', 401)).toBeLessThanOrEqual(BOUND.failed);
    expect(await statementsOf('correct horse battery', 201)).toBeLessThanOrEqual(BOUND.succeeded);
    for (let i = 0; i < LOGIN_ATTEMPTS - 1; i += 1) await statementsOf('wrong password', 401);
    expect(await statementsOf('wrong password', 401)).toBeLessThanOrEqual(BOUND.failed);
    expect(await statementsOf('correct horse battery', 429)).toBeLessThanOrEqual(BOUND.refused);
  });
});
