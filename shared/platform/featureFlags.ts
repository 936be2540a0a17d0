/** 000 §1, 001 §6: the named feature flags. The spec says "and others"; add them here as they appear. */
export const FEATURE_FLAGS = [
  'one-click-checkout',
  'gold-bundles',
  'mfa-check',
  'iframe-redirects',
  'terpene-filters',
  'special-custom-badge',
  'auto-refresh',
  'virtual-budtender',
  'multi-placements',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/**
 * A store's setting for one flag: on, off, or a percentage (0–100, fractions allowed) of shoppers it is on for,
 * chosen by the flag context's bucket (flagContext.ts), so a shopper keeps their answer from visit to visit.
 */
export type FlagSetting = boolean | number;
export type FlagSettings = Partial<Record<FeatureFlag, FlagSetting>>;

export const FLAG_OVERRIDE_ON_PARAM = 'featureFlagsOn';
export const FLAG_OVERRIDE_OFF_PARAM = 'featureFlagsOff';

export interface FlagOverrides {
  on: FeatureFlag[];
  off: FeatureFlag[];
  /** Names in the parameters that are not flags, so the caller can warn about a typo. */
  unknown: string[];
}

export function isFeatureFlag(name: string): name is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(name);
}

function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** 000 §1: flags forced on or off by the comma-separated query parameters featureFlagsOn and featureFlagsOff. */
export function parseFlagOverrides(params: URLSearchParams): FlagOverrides {
  const overrides: FlagOverrides = { on: [], off: [], unknown: [] };
  for (const [key, name] of [
    ['on', FLAG_OVERRIDE_ON_PARAM],
    ['off', FLAG_OVERRIDE_OFF_PARAM],
  ] as const) {
    for (const flag of listParam(params, name)) {
      if (!isFeatureFlag(flag)) overrides.unknown.push(flag);
      else if (!overrides[key].includes(flag)) overrides[key].push(flag);
    }
  }
  return overrides;
}

/**
 * Only the flag parameters of a URL's query, as a query string ('' for none). The loader forwards these from the
 * partner page's URL in the handshake, because a widget in an iframe cannot read its parent's address; nothing else
 * of that address leaves the partner page.
 */
export function flagOverrideQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [FLAG_OVERRIDE_ON_PARAM, FLAG_OVERRIDE_OFF_PARAM]) for (const value of params.getAll(name)) kept.append(name, value);
  return kept.toString();
}

/**
 * Every flag's value: the evaluated values (absent means off), then the query overrides. A flag
 * named in both parameters stays off: forcing off is the safe reading of a contradiction.
 */
export function resolveFeatureFlags(evaluated: Partial<FeatureFlags>, overrides?: FlagOverrides): FeatureFlags {
  const flags = {} as FeatureFlags;
  for (const flag of FEATURE_FLAGS) flags[flag] = evaluated[flag] === true;
  for (const flag of overrides?.on ?? []) flags[flag] = true;
  for (const flag of overrides?.off ?? []) flags[flag] = false;
  return flags;
}
