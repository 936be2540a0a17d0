/**
 * The origin of the window that framed this one (DESIGN §1.5): `location.ancestorOrigins` where the browser
 * has it, else the referrer's origin; null when neither is known or the parent's origin is opaque.
 */
export function parentOrigin(loc: Location = location, referrer: string = document.referrer): string | null {
  const ancestor = loc.ancestorOrigins?.length ? loc.ancestorOrigins[0] : undefined;
  if (ancestor && ancestor !== 'null') return ancestor;
  if (!referrer) return null;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
