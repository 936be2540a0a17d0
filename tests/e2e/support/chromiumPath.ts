import { existsSync } from 'node:fs';

/** The Chromium to drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium; a clear error naming both. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found: set CHROMIUM_PATH (now ${process.env.CHROMIUM_PATH ?? 'unset'}) or install Debian's ` +
        '/usr/bin/chromium (apt-get install -y chromium). Browser downloads are not used.',
    );
  }
  return found;
}
