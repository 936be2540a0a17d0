import { FLAG_EVENT_CAPACITY } from '../../shared/constants';
import { buildFlagContext, evaluateFlagSettings, parseFlagOverrides, resolveFeatureFlags } from '../../shared/platform';
import type { FeatureFlag, FeatureFlags, FlagContext, FlagOverrides, FlagSettings } from '../../shared/platform';
import type { Customer } from '../../shared/types';
import { computed, signal } from './signals';
import type { ReadonlySignal } from './signals';

/** One flag evaluation: which flag a context saw with which value (000 §1 flag events). */
export interface FlagEvent {
  readonly flag: FeatureFlag;
  readonly value: boolean;
  /** The flag context's key: the user id, or `guest-<bucket>` (never the device id). */
  readonly contextKey: string;
}

/**
 * The widget's feature flags (000 §1, 001 §6): the store's values (GET /stores/{id} feature_flags, read with the
 * store at boot and again whenever the store is fetched again) under the query overrides featureFlagsOn and
 * featureFlagsOff, which come from the widget's own URL and, forwarded by the loader, from the partner page's.
 */
export interface Flags {
  /** Every flag's current value. */
  readonly values: ReadonlySignal<FeatureFlags>;
  /** The flag context: the signed-in user (id, e-mail, names), else the device's anonymous bucket. */
  readonly context: ReadonlySignal<FlagContext>;
  readonly overrides: FlagOverrides;
  /**
   * The store's flag settings as the host answered them (on, off or a percentage rollout); undefined (a store that
   * set none) turns every flag off.
   */
  setStoreFlags(storeFlags: FlagSettings | undefined): void;
  /** A flag's value, recording a flag event when this context sees it for the first time or with a new value. */
  isOn(flag: FeatureFlag): boolean;
  /** The flag events kept, oldest first: at most FLAG_EVENT_CAPACITY (500). */
  events(): readonly FlagEvent[];
}

export interface FlagsDeps {
  /** The widget's own URL query (location.search). */
  readonly ownSearch?: string;
  /** The flag parameters the loader forwarded from the partner page (WidgetConfig.flagOverrides). */
  readonly forwarded?: string;
  readonly user: ReadonlySignal<Customer | null>;
  /** Read only when a flag context is first needed. */
  readonly deviceId: () => string;
  /** Told about names in the parameters that are not flags (a typo in a partner's link). */
  readonly warn?: (message: string) => void;
}

/** The overrides of both queries: the widget's own first, then the partner page's. */
export function flagOverridesOf(ownSearch: string | undefined, forwarded: string | undefined): FlagOverrides {
  const params = new URLSearchParams(ownSearch ?? '');
  for (const [name, value] of new URLSearchParams(forwarded ?? '')) params.append(name, value);
  return parseFlagOverrides(params);
}

export function createFlags(deps: FlagsDeps): Flags {
  const overrides = flagOverridesOf(deps.ownSearch, deps.forwarded);
  if (overrides.unknown.length > 0) deps.warn?.(`[Canopy] not feature flags, ignored: ${overrides.unknown.join(', ')}`);
  const storeFlags = signal<FlagSettings>({});
  const context = computed(() => buildFlagContext(deps.user.value, deps.deviceId()));
  // The context (and so the device id) is read only when a setting is a percentage.
  const values = computed(() =>
    resolveFeatureFlags(
      evaluateFlagSettings(storeFlags.value, () => context.value),
      overrides,
    ),
  );
  const events: FlagEvent[] = [];
  const seen = new Map<string, boolean>();
  return {
    values,
    context,
    overrides,
    setStoreFlags(next) {
      const current = storeFlags.peek();
      const incoming = next ?? {};
      const same = Object.keys({ ...current, ...incoming }).every((flag) => current[flag as FeatureFlag] === incoming[flag as FeatureFlag]);
      if (!same) storeFlags.value = { ...incoming };
    },
    isOn(flag) {
      const value = values.peek()[flag];
      const contextKey = context.peek().key;
      const seenKey = `${contextKey}\n${flag}`;
      if (seen.get(seenKey) !== value) {
        seen.set(seenKey, value);
        events.push({ flag, value, contextKey });
        if (events.length > FLAG_EVENT_CAPACITY) events.splice(0, events.length - FLAG_EVENT_CAPACITY);
      }
      return value;
    },
    events: () => events.slice(),
  };
}
