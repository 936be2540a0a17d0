import { sql, type Kysely } from 'kysely';
import type { Database } from './tables';

/** True once the database answers a trivial query (DESIGN §1.1: /healthz). Never throws. */
export async function healthCheck(db: Kysely<Database>): Promise<boolean> {
  try {
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
    return Number(rows[0]?.ok) === 1;
  } catch {
    return false;
  }
}
