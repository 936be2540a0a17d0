// The HTML living standard's e-mail grammar, plus a dot in the domain: a shopper who types
// "jo@gmail" has made a typo, not given a reachable address.
const LOCAL = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL}@${LABEL}(?:\\.${LABEL})+$`);

/** 'Email type' of 001 §5: 'Please enter an email address.' unless this holds. */
export function isValidEmail(input: string): boolean {
  return EMAIL.test(input.trim());
}
