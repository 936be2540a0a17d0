/**
 * Creating an account or logging in waits for the host's password hasher: scrypt in one worker thread at a lower
 * CPU priority than anything else on the machine (demo-host/commerce/auth/passwordHasher.ts). On a machine busy
 * with other work one hash can take tens of seconds, so the steps that wait for one get this long.
 */
export const PASSWORD_HASH_TIMEOUT_MS = 45_000;
