import type { Generated } from 'kysely';

// The loyalty ledger's tables (migration 0012), in the conventions of tables.ts.

/** A member of a store's loyalty program (migration 0012). */
export interface LoyaltyMembersTable {
  id: Generated<number>;
  store_id: number;
  /** 001 §3: alpineiq, data_owl or springbig. */
  provider: string;
  /** The provider's member number. */
  crm_member_id: string;
  /** Lower-case: where the member's codes go. */
  email: string;
  /** The account the member is linked to; null until a code links one. */
  user_id: number | null;
  created_at: string;
}

/** One signed entry of a member's points (migration 0012, shared/loyalty ledgerEntry). */
export interface LoyaltyLedgerTable {
  id: Generated<number>;
  member_id: number;
  /** earned | spent | returned | adjusted */
  kind: string;
  points: number;
  /** The reservation that earned, spent or returned them; unique with kind. */
  reservation_id: number | null;
  note: string | null;
  created_at: string;
}

/** A one-time code that links a member to an account (migration 0012): only its SHA-256 is kept. */
export interface LoyaltyAuthCodesTable {
  id: Generated<number>;
  user_id: number;
  member_id: number;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
