import type { Kysely } from 'kysely';
import { usPhoneDigits } from '../../../shared/forms';
import type { Database } from '../../db';
import { ApiError } from '../../http';
import { createAttemptCounter, LOGIN_ATTEMPTS, LOGIN_WINDOW_MS, type AttemptCounter, type HeldSlot, type RateLimiter } from './rateLimit';

/** Attempts one client address may make in LOGIN_WINDOW_MS, per kind: more than one login's five, for shared networks. */
export const IP_ATTEMPTS = 20;

/** The limits in front of every password hash (each attempt is reserved before the hash), counted in the database. */
export interface AttemptLimits {
  /** Where attempts are counted: every host instance on the database counts the same ones. */
  counter: AttemptCounter;
  /** Failed sign-ins per login (loginKey), five in 15 minutes; also wrong current passwords per user. */
  logins: RateLimiter;
  /** Failed sign-ins per client address, across logins. */
  loginIps: RateLimiter;
  /** Registrations per client address. */
  registrationIps: RateLimiter;
  /** Password-reset completions per client address. */
  resetIps: RateLimiter;
  /** Password-reset requests per client address. */
  resetRequestIps: RateLimiter;
  /** Reset e-mails per address: a few an hour, so nobody can flood a mailbox through the neutral answer. */
  resetMails: RateLimiter;
  /** Contact messages per user (profile/contactUs), so one account cannot flood the support mailbox. */
  contactMessages: RateLimiter;
  /** Sign-in codes mailed per user (mfaSignIn.ts): with each code's five tries, this bounds the guesses an hour. */
  mfaMails: RateLimiter;
  /** Sign-in code checks per client address that did not sign in (POST /sessions/mfa). */
  mfaIps: RateLimiter;
}

/** Reset e-mails one mailbox receives in LOGIN_WINDOW_MS. */
export const RESET_MAILS = 3;
/** Contact messages one user sends in CONTACT_WINDOW_MS. */
export const CONTACT_MESSAGES = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
/** Sign-in codes one account is mailed in LOGIN_WINDOW_MS. */
export const MFA_MAILS = 5;

/**
 * The attempts one client address may make per kind: IP_ATTEMPTS, or `CANOPY_ADDRESS_ATTEMPTS` (a whole number ≥ 1)
 * for a host whose shoppers share one address (a test run registering dozens of accounts from 127.0.0.1).
 */
export function addressAttempts(raw: string | undefined): number {
  const value = Number(raw);
  return raw !== undefined && Number.isInteger(value) && value >= 1 ? value : IP_ATTEMPTS;
}

export function createAttemptLimits(db: Kysely<Database>, perAddress = IP_ATTEMPTS): AttemptLimits {
  const perAddressLimit = (kind: string): RateLimiter => ({ kind, limit: perAddress, windowMs: LOGIN_WINDOW_MS });
  return {
    counter: createAttemptCounter(db),
    logins: { kind: 'login', limit: LOGIN_ATTEMPTS, windowMs: LOGIN_WINDOW_MS },
    loginIps: perAddressLimit('login_ip'),
    registrationIps: perAddressLimit('registration_ip'),
    resetIps: perAddressLimit('reset_ip'),
    resetRequestIps: perAddressLimit('reset_request_ip'),
    resetMails: { kind: 'reset_mail', limit: RESET_MAILS, windowMs: LOGIN_WINDOW_MS },
    contactMessages: { kind: 'contact_message', limit: CONTACT_MESSAGES, windowMs: CONTACT_WINDOW_MS },
    mfaMails: { kind: 'mfa_mail', limit: MFA_MAILS, windowMs: LOGIN_WINDOW_MS },
    mfaIps: perAddressLimit('mfa_ip'),
  };
}

/**
 * The key a login is counted under: the e-mail trimmed and lower-cased, a US phone as its ten digits (so
 * '310-555-9890' and '+1 (310) 555 9890' share one counter), any other phone as written without spaces or dashes.
 */
export function loginKey(login: { email?: string; phone?: string }): string {
  if (login.email) return `e:${login.email.trim().toLowerCase()}`;
  const phone = login.phone ?? '';
  return `p:${usPhoneDigits(phone) ?? phone.replace(/[\s-]/g, '')}`;
}

export interface Attempt {
  /**
   * Gives the attempt back under every key: it succeeded, or it never ran. `forgetEarlier` also forgets every earlier
   * attempt of this attempt's key under that limiter (a successful sign-in clears its login's failures).
   */
  release(forgetEarlier?: RateLimiter): Promise<void>;
  /** Runs `work` (the lookup and the hash); when it throws, as when the hasher is busy, the attempt is given back. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Reserves one attempt under every [limiter, key] pair, all or none, before the hash; a null key (no client
 * address) is skipped. Throws a 429 with Retry-After when any of them is spent.
 */
export async function reserveAttempt(limits: AttemptLimits, pairs: readonly (readonly [RateLimiter, string | null])[], now: number, what: string): Promise<Attempt> {
  const held: HeldSlot[] = [];
  const keyed = pairs.filter((pair): pair is readonly [RateLimiter, string] => pair[1] !== null);
  for (const [limiter, key] of keyed) {
    const reservation = await limits.counter.reserve(limiter, key, now);
    if ('waitMs' in reservation) {
      await limits.counter.release(held);
      const minutes = Math.ceil(reservation.waitMs / 60_000);
      throw new ApiError('too_many_requests', `Too many ${what}. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, undefined, {
        retry_after: Math.ceil(reservation.waitMs / 1000),
      });
    }
    held.push(reservation.held);
  }
  const release = (forgetEarlier?: RateLimiter) => limits.counter.release(held, forgetEarlier ? keyed.filter(([limiter]) => limiter === forgetEarlier) : []);
  return {
    release,
    async run(work) {
      try {
        return await work();
      } catch (error) {
        await release();
        throw error;
      }
    },
  };
}
