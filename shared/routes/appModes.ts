import { APP_MODES } from '../types/catalog';
import type { AppMode } from '../types/catalog';

// 000 §1: the app modes (001 §1 lists the same set; kiosk "also exists as a mode"). The list lives in
// the domain types so there is one; it is re-exported here beside the rules about modes.
export { APP_MODES };
export type { AppMode };

export function isAppMode(value: unknown): value is AppMode {
  return typeof value === 'string' && (APP_MODES as readonly string[]).includes(value);
}

// 000 §1: "bloom, embedded, whiteLabel, operatorEmbed, headless and framelessEmbed all count as
// embedded mode"; default and kiosk do not.
export const EMBEDDED_MODES = ['bloom', 'embedded', 'whiteLabel', 'operatorEmbed', 'headless', 'framelessEmbed'] as const satisfies readonly AppMode[];
export type EmbeddedMode = (typeof EMBEDDED_MODES)[number];

export function isEmbeddedMode(mode: AppMode): mode is EmbeddedMode {
  return (EMBEDDED_MODES as readonly AppMode[]).includes(mode);
}
