import type { AppMode } from './appModes';
import { matchRoute } from './matchRoute';
import { normalizeBasePath } from './modeBase';

export interface ModeIds {
  readonly partnerId?: number;
  readonly operatorId?: number;
  readonly storeId?: number;
  /** kiosk: the partner-name slug of the base. */
  readonly partnerSlug?: string;
}

export interface ModeSplit {
  readonly mode: AppMode;
  readonly ids: ModeIds;
  /** The base as found in the path ('' for none). */
  readonly base: string;
  /** The rest of the path, '/' at least, with the query and hash kept: what matchRoute reads. */
  readonly route: string;
}

export interface ModeHint {
  /** The mode the widget was configured with: only that mode's bases are considered. */
  readonly mode?: AppMode;
  /** A partner-hosted base of an embedded mode (000 §2). */
  readonly hostedPath?: string;
}

interface Candidate {
  readonly mode: AppMode;
  readonly pattern: RegExp;
  readonly ids: (groups: readonly string[]) => ModeIds;
}

const EMBED_FAMILY: readonly AppMode[] = ['embedded', 'framelessEmbed', 'whiteLabel'];

// Most specific first. Bases with ids take digits only (ids are numeric, DESIGN §1.2).
function candidates(hint: ModeHint): Candidate[] {
  const embedMode = hint.mode && EMBED_FAMILY.includes(hint.mode) ? hint.mode : 'embedded';
  const list: Candidate[] = [];
  if (hint.hostedPath !== undefined) {
    list.push({ mode: embedMode, pattern: prefix(escape(normalizeBasePath(hint.hostedPath))), ids: () => ({}) });
  }
  list.push(
    {
      mode: 'operatorEmbed',
      pattern: prefix('/operator_embed/operators/([1-9]\\d*)/stores/([1-9]\\d*)'),
      ids: ([operatorId, storeId]) => ({ operatorId: Number(operatorId), storeId: Number(storeId) }),
    },
    {
      mode: 'operatorEmbed',
      pattern: prefix('/operator_embed/operators/([1-9]\\d*)'),
      ids: ([operatorId]) => ({ operatorId: Number(operatorId) }),
    },
    { mode: embedMode, pattern: prefix('/embed/stores/([1-9]\\d*)'), ids: ([partnerId]) => ({ partnerId: Number(partnerId) }) },
    { mode: embedMode, pattern: prefix('/embed'), ids: () => ({}) },
    { mode: 'headless', pattern: prefix('/headless'), ids: () => ({}) },
    { mode: hint.mode === 'bloom' ? 'bloom' : 'default', pattern: /^/, ids: () => ({}) },
    {
      mode: 'kiosk',
      pattern: prefix('/stores/([1-9]\\d*)/([^/?#]+)'),
      ids: ([partnerId, partnerSlug]) => ({ partnerId: Number(partnerId), partnerSlug: decodeSafe(partnerSlug) }),
    },
  );
  if (hint.mode === undefined) return list;
  // A default or bloom widget has no base; any other mode keeps only its own bases.
  return list.filter((c) => c.mode === hint.mode);
}

/**
 * Splits a path into its mode base and the widget route under it, so the widget finds its route
 * under any base. Several bases can fit one path (/embed/stores/12/menu is the menu under
 * /embed/stores/12, and /embed/stores/12/green-leaf/menu is store 12's menu under /embed): the most
 * specific base whose rest is a known route wins, else the most specific base that fits. Without a
 * hint, a path that is a default-mode route stays default (/stores/5/green-leaf/menu is a store menu,
 * not the kiosk menu; pass { mode: 'kiosk' } to read it as one). Null when the hinted mode's base
 * does not fit or the path is not absolute.
 */
export function splitModeBase(path: string, hint: ModeHint = {}): ModeSplit | null {
  if (!path.startsWith('/')) return null;
  let fallback: ModeSplit | null = null;
  for (const candidate of candidates(hint)) {
    const found = candidate.pattern.exec(path);
    if (!found) continue;
    const base = found[0];
    const rest = path.slice(base.length);
    const split: ModeSplit = {
      mode: candidate.mode,
      ids: candidate.ids(found.slice(1)),
      base,
      route: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest,
    };
    if (matchRoute(split.route)) return split;
    fallback ??= split;
  }
  return fallback;
}

function prefix(source: string): RegExp {
  return new RegExp(`^${source}(?=$|[/?#])`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
