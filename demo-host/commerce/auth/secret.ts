import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_FILE_NAME = 'secret';
const MIN_SECRET_BYTES = 32;

/**
 * The token-signing secret: the configured one, else env CANOPY_SECRET, else DATA_DIR/secret,
 * generated once (32 random bytes, hex, mode 0600). Creating with the `wx` flag makes two processes
 * starting together agree on one secret: the loser of the race reads the winner's file.
 */
export function loadSecret(dataDir: string, configured?: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const given = configured ?? env.CANOPY_SECRET;
  if (given) {
    if (Buffer.byteLength(given) < 16) throw new Error('CANOPY_SECRET must be at least 16 characters');
    return Buffer.from(given);
  }
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
