// A US (NANP) number: optional +1 / 1, area code and exchange each starting 2–9, then four digits,
// written with any mix of spaces, dots, dashes and brackets around the area code.
const US_PHONE = /^(?:\+?1[\s.-]?)?(?:\([2-9]\d{2}\)|[2-9]\d{2})[\s.-]?[2-9]\d{2}[\s.-]?\d{4}$/;

/** 'Phone type' of 001 §5: 'Please enter a valid US phone number.' unless this holds. */
export function isValidUsPhone(input: string): boolean {
  return US_PHONE.test(input.trim());
}

/** 001 §5: phone dashes are stripped before a profile update. */
export function stripPhoneDashes(input: string): string {
  return input.trim().replace(/-/g, '');
}

/** The ten national digits of a valid US number ('(415) 555-0142' → '4155550142'), else null. */
export function usPhoneDigits(input: string): string | null {
  if (!isValidUsPhone(input)) return null;
  return input.replace(/\D/g, '').slice(-10);
}
