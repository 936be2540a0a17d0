import { UNKNOWN_FORM_ERROR } from './formMessages';

/**
 * The text a form shows for a submit error that is not a field validation (001 §5): the error's own
 * message when it has a non-empty one, otherwise 'An unknown error occurred' (001 §8).
 */
export function formErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error.trim() || UNKNOWN_FORM_ERROR;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return UNKNOWN_FORM_ERROR;
}
