import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { readConfig } from '../../../../demo-host/config';
import { openDatabase, type OpenedDatabase } from '../../../../demo-host/db';
import { seedDatabase } from '../../../../demo-host/seed';
import { createHostApi } from '../../../../demo-host/server/hostApi';

// A password-reset link in the host's answers is an account takeover: request a reset for any e-mail, read
// the link, set a password. No route of the host's public origin may show mail, in any configuration.
// Each case registers a user: a real scrypt hash, which takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

let dir: string;
let database: OpenedDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'canopy-nomail-'));
  database = await openDatabase({ dataDir: dir });
  await seedDatabase(database.db, { stores: 1, products: 10 });
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the host exposes no mail', () => {
  test.each(['development', 'test', '', 'production'])('NODE_ENV=%j: a requested reset link is readable nowhere', async (nodeEnv) => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = nodeEnv;
    try {
      const config = readConfig({ DATA_DIR: dir, CANOPY_SECRET: 'x'.repeat(32) }, import.meta.url);
      const api = createHostApi({ database, config: { ...config, dataDir: dir }, secret: 'x'.repeat(32) }).app;
      const email = `victim-${nodeEnv || 'unset'}@example.com`;
      const registered = await api.request('/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: { email, password: 'victims-password-1' } }),
      });
      expect(registered.status).toBe(201);
      const reset = await api.request('/password_resets', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      expect(reset.status).toBe(202);
      for (const path of ['/dev/outbox', '/outbox', '/dev/mail', '/admin/outbox']) {
        const answer = await api.request(path);
        // The admin API asks for a token before it says whether a route exists (docs/api-admin.md § Tokens).
        expect(answer.status, path).toBe(path.startsWith('/admin/') ? 401 : 404);
        expect(await answer.text(), path).not.toContain('reset-password?token=');
      }
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
