import type { Kysely } from 'kysely';
import type { Database } from '../../db';

// 000 §8's admin maintenance flag, kept in the database (host_flags, migration 0013): one switch for every host
// instance. Each API request reads it (one primary-key read), so an instance answers 420 from the request after the
// switch, whichever instance turned it.
const MAINTENANCE = 'maintenance';

export async function maintenanceFlagOn(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('host_flags').select('enabled').where('name', '=', MAINTENANCE).executeTakeFirst();
  return Number(row?.enabled ?? 0) === 1;
}

export async function setMaintenanceFlag(db: Kysely<Database>, enabled: boolean): Promise<void> {
  await db
    .insertInto('host_flags')
    .values({ name: MAINTENANCE, enabled: enabled ? 1 : 0 })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ enabled: enabled ? 1 : 0 }))
    .execute();
}
