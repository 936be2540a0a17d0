import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadSecret, SECRET_FILE_NAME } from '../../../../demo-host/commerce/auth/secret';
import type { Dialect } from '../../../../demo-host/db';

// Several host instances on one PostgreSQL must sign and check tokens with one secret: a secret each instance
// made for itself in its own DATA_DIR would refuse the sessions the others opened. So on PostgreSQL, and in
// production, the secret is configured (CANOPY_SECRET) or the host does not start; SQLite in development keeps
// the generated DATA_DIR/secret, so `npm start` works with no configuration.

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-secret-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const GOOD = 'a'.repeat(64);

describe('the signing secret is required where instances share a database, or in production', () => {
  test.each<[string, Dialect, NodeJS.ProcessEnv]>([
    ['PostgreSQL, no CANOPY_SECRET', 'postgres', {}],
    ['PostgreSQL, an empty CANOPY_SECRET', 'postgres', { CANOPY_SECRET: '' }],
    ['NODE_ENV=production on SQLite, no CANOPY_SECRET', 'sqlite', { NODE_ENV: 'production' }],
  ])('%s: refused, naming CANOPY_SECRET and how to make one; no secret file is made', (_name, dialect, env) => {
    const dir = dataDir();
    expect(() => loadSecret({ dataDir: dir, dialect, env })).toThrow(/CANOPY_SECRET.*openssl rand -hex 32/s);
    expect(existsSync(join(dir, SECRET_FILE_NAME))).toBe(false);
  });

  test.each<[string, Dialect, NodeJS.ProcessEnv]>([
    ['PostgreSQL', 'postgres', {}],
    ['NODE_ENV=production', 'sqlite', { NODE_ENV: 'production' }],
  ])('%s: a CANOPY_SECRET shorter than 32 characters is refused', (_name, dialect, env) => {
    expect(() => loadSecret({ dataDir: dataDir(), dialect, env: { ...env, CANOPY_SECRET: 'x'.repeat(31) } })).toThrow(/CANOPY_SECRET must be at least 32 characters/);
    expect(loadSecret({ dataDir: dataDir(), dialect, env: { ...env, CANOPY_SECRET: 'x'.repeat(32) } }).toString()).toBe('x'.repeat(32));
  });

  test('two instances on PostgreSQL with different DATA_DIRs sign with the same configured secret', () => {
    const env = { CANOPY_SECRET: GOOD };
    const [a, b] = [loadSecret({ dataDir: dataDir(), dialect: 'postgres', env }), loadSecret({ dataDir: dataDir(), dialect: 'postgres', env })];
    expect(a.equals(b)).toBe(true);
    expect(a.toString()).toBe(GOOD);
  });

  test('a secret given in the configuration (tests, embedders) needs no CANOPY_SECRET', () => {
    expect(loadSecret({ dataDir: dataDir(), dialect: 'postgres', configured: GOOD, env: {} }).toString()).toBe(GOOD);
  });

  test('SQLite in development still makes DATA_DIR/secret once, with no configuration', () => {
    const dir = dataDir();
    const first = loadSecret({ dataDir: dir, dialect: 'sqlite', env: {} });
    expect(first.toString()).toMatch(/^[0-9a-f]{64}$/);
    expect(loadSecret({ dataDir: dir, dialect: 'sqlite', env: { NODE_ENV: 'development' } }).equals(first)).toBe(true);
  });
});
