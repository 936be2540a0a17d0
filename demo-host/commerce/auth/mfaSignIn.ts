import { NoResultError } from 'kysely';
import { readFeatureFlags } from '../../admin/settings/storeFeatureFlags';
import { buildFlagContext, evaluateFlagSettings } from '../../../shared/platform';
import { ApiError } from '../../http';
import type { UserRow } from '../accounts/customerView';
import type { CommerceDeps } from '../deps';
import { signInCodeMail } from '../mail';
import { reserveAttempt } from './attemptLimits';
import { MFA_MINUTES, openMfaChallenge, type MfaCheck } from './mfaChallenges';

/** What a sign-in says about the check: the store the widget is embedded for, and whether the widget asks for it. */
export interface MfaRequest {
  store_id?: number;
  mfa_check?: boolean;
}

/** The answer to a correct password when the check is on: no session yet, the challenge to send the code with. */
export interface MfaRequiredAnswer {
  mfa_required: true;
  challenge: string;
  expires_at: string;
}

/**
 * Whether a sign-in needs the mailed code (000 §1 flag mfa-check): the account has passed the check before (from then
 * on every sign-in to it asks, wherever it comes from, so a caller cannot skip the check by leaving the store out),
 * the widget asks for it (the flag forced on with ?featureFlagsOn=mfa-check), or the store it is embedded for has the
 * flag on for this user: on, or a percentage rollout whose bucket holds the user (the flag context of a signed-in
 * user, 000 §1). An unknown store turns nothing on.
 */
export async function mfaRequired(deps: CommerceDeps, request: MfaRequest, user: UserRow): Promise<boolean> {
  if (user.mfa_verified_at !== null || request.mfa_check === true) return true;
  if (request.store_id === undefined) return false;
  const settings = await readFeatureFlags(deps.db, request.store_id).catch((error: unknown) => {
    if (error instanceof NoResultError) return null;
    throw error;
  });
  if (!settings) return false;
  return evaluateFlagSettings({ 'mfa-check': settings['mfa-check'] }, () => buildFlagContext(user, ''))['mfa-check'] === true;
}

/** Opens a challenge for the user whose password was right and mails its code; a few codes per account and window (429 beyond). */
export async function startMfaCheck(deps: CommerceDeps, user: UserRow): Promise<MfaRequiredAnswer> {
  const now = deps.now();
  await reserveAttempt(deps.limits, [[deps.limits.mfaMails, `u:${user.id}`]], now.getTime(), 'sign-in codes');
  const { challenge, code, expiresAt } = await openMfaChallenge(deps.db, deps.secret, user.id, now);
  await deps.mailer.send(signInCodeMail(user.email, code, MFA_MINUTES));
  return { mfa_required: true, challenge, expires_at: expiresAt };
}

const START_AGAIN = 'Please sign in again to get a new code.';

/**
 * The 422 of a code that opened no session: what happened (`mfa`, `tries_left`). Only a wrong code with tries left
 * names the field (`validations.code`); every other refusal means the challenge is spent and the shopper signs in again.
 */
export function mfaRefusal(check: Exclude<MfaCheck, { state: 'passed' }>): ApiError {
  switch (check.state) {
    case 'wrong': {
      // On the field, as any other form's mistake: the widget keeps the step open and shows it under the code.
      const message = `That code is not right. ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left.`;
      return new ApiError('unprocessable', message, { code: [message] }, { mfa: 'wrong', tries_left: check.triesLeft });
    }
    case 'locked':
      return new ApiError('unprocessable', `Too many wrong codes. ${START_AGAIN}`, undefined, { mfa: 'locked', tries_left: 0 });
    case 'expired':
      return new ApiError('unprocessable', `This code has expired. ${START_AGAIN}`, undefined, { mfa: 'expired' });
    case 'used':
      return new ApiError('unprocessable', `This code has already been used. ${START_AGAIN}`, undefined, { mfa: 'used' });
    case 'unknown':
      return new ApiError('unprocessable', `This sign-in is no longer waiting for a code. ${START_AGAIN}`, undefined, { mfa: 'unknown' });
  }
}
