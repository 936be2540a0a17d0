import { VERIFICATION_CODE_LENGTH } from '../constants';

/**
 * What a verification-code input keeps of what was typed or pasted (001 §5): whitespace stripped,
 * letters and digits only, no more than the configured length (default 6).
 */
export function sanitizeVerificationCode(input: string, length: number = VERIFICATION_CODE_LENGTH): string {
  return input.replace(/[^A-Za-z0-9]/g, '').slice(0, length);
}

/** 001 §5: letters and digits only once whitespace is stripped, exactly the configured length. */
export function isValidVerificationCode(input: string, length: number = VERIFICATION_CODE_LENGTH): boolean {
  const code = input.replace(/\s/g, '');
  return code.length === length && /^[A-Za-z0-9]+$/.test(code);
}

/** 001 §4: the verification input completes when its length equals the configured length. */
export function isVerificationCodeComplete(code: string, length: number = VERIFICATION_CODE_LENGTH): boolean {
  return code.length === length;
}
