import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { openDatabase } from '../../../../demo-host/db';

// docs/api-admin.md § Reservations: a store's list, newest first, reads an index rather than every store's rows.
test('listing a store’s reservations by created_at uses the (store_id, created_at) index', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'canopy-index-'));
  const o = await openDatabase({ dataDir: dir });
  try {
    const plan = await sql<{ detail: string }>`explain query plan select * from reservations where store_id = 1 and created_at >= '2026-11-01' order by created_at desc`.execute(
      o.db,
    );
    expect(plan.rows.map((row) => row.detail).join(' | ')).toMatch(/USING INDEX reservations_store_created/);
  } finally {
    await o.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
