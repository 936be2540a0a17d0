import { PASSWORD_MIN_LENGTH } from '../constants';

// 001 §5: the form message table, word for word. Placeholders are filled by the functions below.
export const FORM_MESSAGES = {
  maxNumeric: 'Please enter a numeric value less than or equal to {max}.',
  minNumeric: 'Please enter a numeric value greater than or equal to {min}.',
  maxLength: 'Please use no more than {n} characters.',
  minLength: 'Please use at least {n} characters.',
  pattern: 'Please enter a value matching pattern {pattern}.',
  required: 'Please fill out this field.',
  number: 'Please enter a numeric value.',
  email: 'Please enter an email address.',
  url: 'Please enter a URL.',
  phone: 'Please enter a valid US phone number.',
  password: `Please enter a password with a minimum of ${PASSWORD_MIN_LENGTH} characters.`,
} as const;

// 001 §5, §8: a non-validation submit error without a message of its own.
export const UNKNOWN_FORM_ERROR = 'An unknown error occurred';

export const maxNumericMessage = (max: number): string => FORM_MESSAGES.maxNumeric.replace('{max}', String(max));
export const minNumericMessage = (min: number): string => FORM_MESSAGES.minNumeric.replace('{min}', String(min));
export const maxLengthMessage = (n: number): string => FORM_MESSAGES.maxLength.replace('{n}', String(n));
export const minLengthMessage = (n: number): string => FORM_MESSAGES.minLength.replace('{n}', String(n));
export const patternMessage = (pattern: string): string => FORM_MESSAGES.pattern.replace('{pattern}', pattern);
