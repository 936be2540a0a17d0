import { PASSWORD_MIN_LENGTH } from '../constants';

/** 'Password type' of 001 §5: a password has a minimum of 10 characters. */
export function isValidPassword(input: string): boolean {
  return [...input].length >= PASSWORD_MIN_LENGTH;
}
