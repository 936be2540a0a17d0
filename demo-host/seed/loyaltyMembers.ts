import type { Kysely } from 'kysely';
import type { Database, StoreData } from '../db';
import { fromJson } from '../db';
import { FULL_SERVICE_STORE_ID } from './stores';

/**
 * The demo member of store 1's loyalty program (docs/api-commerce.md § CRM): a membership at the provider with
 * points and no account yet. A shopper links it to their account with a code initiate_crm_auth sends to its
 * e-mail, which goes to the outbox (the demo site's outbox.html), so only someone on the host's machine can.
 */
export const DEMO_MEMBER = { crm_member_id: 'DEMO-1001', email: 'demo-member@example.com', points: 400 } as const;

/** Inserts the demo member and its opening balance when store 1 has a program and no demo member (a first seed, or a database seeded before migration 0012). */
export async function seedDemoMember(db: Kysely<Database>, at: string): Promise<number> {
  // A database migrated only part of the way (a migration's own test seeds one) has no ledger yet: nothing to add.
  if (!(await db.introspection.getTables()).some((table) => table.name === 'loyalty_members')) return 0;
  const store = await db.selectFrom('stores').select('data').where('id', '=', FULL_SERVICE_STORE_ID).executeTakeFirst();
  const provider = fromJson<StoreData | null>(store?.data, null)?.loyalty?.provider;
  if (!provider) return 0;
  const existing = await db
    .selectFrom('loyalty_members')
    .select('id')
    .where('store_id', '=', FULL_SERVICE_STORE_ID)
    .where('crm_member_id', '=', DEMO_MEMBER.crm_member_id)
    .executeTakeFirst();
  if (existing) return 0;
  const member = await db
    .insertInto('loyalty_members')
    .values({ store_id: FULL_SERVICE_STORE_ID, provider, crm_member_id: DEMO_MEMBER.crm_member_id, email: DEMO_MEMBER.email, user_id: null, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('loyalty_ledger')
    .values({ member_id: member.id, kind: 'adjusted', points: DEMO_MEMBER.points, reservation_id: null, note: 'Opening balance (demo member)', created_at: at })
    .execute();
  return 1;
}
