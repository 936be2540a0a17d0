import * as v from 'valibot';
import { joinBase, splitModeBase } from '../../../shared/routes';

// Links in mail are absolute: the host's configured public origin (HOST_ORIGIN), never the request's Host header,
// which anyone can forge to make a reset link point at their own site; then the widget's mode base (DESIGN §1.4).

const BASE_CHARACTERS = /^[A-Za-z0-9/_-]*$/;
const MAX_BASE_LENGTH = 200;

/**
 * Whether `raw` is a mode base the host serves the widget under: '' (default), /embed, /embed/stores/3,
 * /operator_embed/operators/2[/stores/5], /headless, or a kiosk's /stores/4/green-leaf. Nothing else, so a
 * link can only ever lead to a widget page of this host.
 */
export function isModeBase(raw: string): boolean {
  if (raw === '') return true;
  if (raw.length > MAX_BASE_LENGTH || !BASE_CHARACTERS.test(raw)) return false;
  return [{}, { mode: 'kiosk' as const }].some((hint) => {
    const split = splitModeBase(raw, hint);
    return split !== null && split.base === raw && split.route === '/';
  });
}

/** A request's `mode_base`: the widget's mode base, which the links of the mail it causes go under. */
export const ModeBaseSchema = v.pipe(v.string('must be text'), v.check(isModeBase, "must be the widget's mode base, such as /embed or /embed/stores/3, or empty"));

/** `<origin><mode base><path>`: the widget page `path` (with its query) on the host, for a mail. */
export function pageLink(origin: string, modeBase: string, path: string): string {
  return origin + joinBase(modeBase, path);
}
