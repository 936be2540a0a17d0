import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAttemptCounter } from '../../../../demo-host/commerce/auth/rateLimit';
import { createErrorReportApi, createErrorReportStore, ERROR_REPORTS_KEPT_PER_STORE, issueReportKey, REPORTS_PER_ADDRESS, storeOfReportKey } from '../../../../demo-host/errors';
import { openHarness, type Harness } from '../commerce/harness';

// docs/api.md § Error reports: the per-address limit (counted in attempt_slots, so every instance counts the same
// reports), the key's store and expiry, and pruning (30 days, 1,000 reports per store). On SQLite and PostgreSQL.

const SECRET = Buffer.from('error-report-test-secret-0123456789abcdef');
let h: Harness;

beforeAll(async () => {
  h = await openHarness({ stores: 2 });
}, 60_000);
afterAll(() => h.close());

function apiAt(clock: { now: Date }, address: () => string | null) {
  const store = createErrorReportStore(h.db);
  const app = createErrorReportApi({ db: h.db, store, secret: SECRET, attempts: createAttemptCounter(h.db), clientIp: address, now: () => clock.now, log: () => {} });
  const post = (key: string) =>
    app.request(`/error_reports?token=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'console', message: 'x' }),
    });
  return { app, store, post };
}

describe('the per-address limit', () => {
  test(`${REPORTS_PER_ADDRESS.limit} reports a minute from one address; the next is a 429 with Retry-After, another address is not held up`, async () => {
    const clock = { now: new Date('2026-11-20T10:00:00.000Z') };
    let address = '203.0.113.7';
    const { post } = apiAt(clock, () => address);
    const key = issueReportKey(SECRET, 1, clock.now).key;
    for (let i = 0; i < REPORTS_PER_ADDRESS.limit; i++) expect((await post(key)).status).toBe(201);
    const refused = await post(key);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    address = '203.0.113.8';
    expect((await post(key)).status).toBe(201);
    address = '203.0.113.7';
    clock.now = new Date(clock.now.getTime() + REPORTS_PER_ADDRESS.windowMs);
    expect((await post(key)).status).toBe(201);
  });
});

describe('the report key', () => {
  const issued = new Date('2026-11-20T10:00:00.000Z');
  test.each([
    ['its own store while fresh', 0, 1, 1],
    ['nothing a day later', 24 * 60 * 60 * 1000, 1, null],
    ['nothing under another secret', 0, 1, 'other'],
  ] as const)('names %s', (_what, laterMs, storeId, expected) => {
    const { key } = issueReportKey(SECRET, storeId, issued);
    const secret = expected === 'other' ? Buffer.from('another-secret-of-enough-length-0123456789') : SECRET;
    expect(storeOfReportKey(secret, key, new Date(issued.getTime() + laterMs))).toBe(expected === 'other' ? null : expected);
  });

  test('a key edited to name another store is refused', () => {
    const { key } = issueReportKey(SECRET, 1, issued);
    expect(storeOfReportKey(SECRET, key.replace(/^1\./, '2.'), issued)).toBeNull();
  });
});

describe('pruning', () => {
  test('reports older than 30 days go, and a store keeps its newest 1,000', async () => {
    const store = createErrorReportStore(h.db);
    const old = new Date('2026-09-01T00:00:00.000Z');
    const oldId = await store.save(2, { kind: 'console', message: 'old' }, old);
    const now = new Date('2026-11-20T00:00:00.000Z');
    const rows = Array.from({ length: ERROR_REPORTS_KEPT_PER_STORE + 5 }, (_, i) => ({
      store_id: 2,
      received_at: now.toISOString(),
      kind: 'console',
      message: `m${i}`,
      stack: null,
      user_id: null,
      details: '{}',
    }));
    await h.db.insertInto('error_reports').values(rows).execute();
    const latest = await store.save(2, { kind: 'console', message: 'newest' }, now);
    const { reports, total } = await store.list(2, { limit: 1, offset: 0 });
    expect(total).toBe(ERROR_REPORTS_KEPT_PER_STORE);
    expect(reports[0].id).toBe(latest);
    const gone = await h.db.selectFrom('error_reports').select('id').where('id', '=', oldId).executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
