import type { Generated } from 'kysely';

/** A sign-in waiting for its mailed code (migration 0016): only hashes of the challenge id and the code are kept. */
export interface MfaChallengesTable {
  challenge_hash: string;
  user_id: number;
  code_hash: string;
  /** Wrong codes typed so far; the challenge is dead at MFA_ATTEMPTS. */
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
