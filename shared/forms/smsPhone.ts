import { SMS_PHONE_MIN_DIGITS } from '../constants';

// 001 §5: spaces, brackets, plus, dash, dot and 'ext' are stripped before the digits are counted.
const STRIPPED = /[\s()[\]+\-.]|ext/gi;

/** The digits of a banner SMS number once the allowed characters are stripped; null if anything else remains. */
export function smsPhoneDigits(input: string): string | null {
  const rest = input.replace(STRIPPED, '');
  return /^\d*$/.test(rest) ? rest : null;
}

/** 001 §5: a banner SMS phone number needs at least 7 digits after stripping. */
export function isValidSmsPhone(input: string): boolean {
  const digits = smsPhoneDigits(input);
  return digits !== null && digits.length >= SMS_PHONE_MIN_DIGITS;
}
