import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Dialect } from '../../db';

export const SECRET_FILE_NAME = 'secret';
const MIN_SECRET_BYTES = 32;
/** The shortest CANOPY_SECRET a shared or production host accepts: 32 characters, as `openssl rand -hex 32` makes 64. */
export const MIN_REQUIRED_SECRET_LENGTH = 32;
const MIN_DEVELOPMENT_SECRET_LENGTH = 16;
const MAKE_ONE = 'make one with: openssl rand -hex 32';

export interface SecretSource {
  dataDir: string;
  dialect: Dialect;
  /** A secret from the configuration (CommerceConfig.secret): tests and embedders. */
  configured?: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * The token-signing secret: the configured one, else env CANOPY_SECRET. On PostgreSQL (where several host
 * instances share one database, and each must accept the sessions the others signed) and with
 * NODE_ENV=production, one of them is required: without it the host does not start. Only SQLite in development
 * falls back to DATA_DIR/secret, generated once (32 random bytes, hex, mode 0600); creating it with the `wx` flag
 * makes two processes starting together agree on one secret: the loser of the race reads the winner's file.
 */
export function loadSecret({ dataDir, dialect, configured, env = process.env }: SecretSource): Buffer {
  const required = dialect === 'postgres' || env.NODE_ENV === 'production';
  const given = configured ?? env.CANOPY_SECRET;
  if (given) {
    const least = required ? MIN_REQUIRED_SECRET_LENGTH : MIN_DEVELOPMENT_SECRET_LENGTH;
    if (Buffer.byteLength(given) < least) throw new Error(`CANOPY_SECRET must be at least ${least} characters (${MAKE_ONE})`);
    return Buffer.from(given);
  }
  if (required) {
    const where = dialect === 'postgres' ? 'on PostgreSQL (DATABASE_URL)' : 'with NODE_ENV=production';
    throw new Error(
      `CANOPY_SECRET must be set ${where}: every host instance signs sessions with it, and all of them must use the same one. ` +
        `Set it to at least ${MIN_REQUIRED_SECRET_LENGTH} random characters on every instance (${MAKE_ONE}).`,
    );
  }
  return generatedSecret(dataDir);
}

function generatedSecret(dataDir: string): Buffer {
  // Created private, as openDatabase creates it: the folder holds the secret, the database and ID photos.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, SECRET_FILE_NAME);
  try {
    writeFileSync(file, randomBytes(MIN_SECRET_BYTES).toString('hex'), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = readFileSync(file, 'utf8').trim();
  if (text.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return Buffer.from(text);
}
