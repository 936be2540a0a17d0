import { hash32 } from './hash32';

/**
 * 000 §1, 001 §9: the two live experiments. The fee label has one variant besides the control (a
 * pink free symbol); persisting checkout data has the variants off and on. The first variant of
 * each is what a shopper sees without the experiment.
 */
export const EXPERIMENTS = {
  fee_label: ['control', 'pink_free_symbol'],
  persist_checkout_data: ['off', 'on'],
} as const;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type ExperimentVariant<N extends ExperimentName = ExperimentName> = (typeof EXPERIMENTS)[N][number];
export type ExperimentAssignments = { [N in ExperimentName]?: ExperimentVariant<N> };

export const EXPERIMENT_QUERY_PREFIX = 'test:';

export function isExperimentName(name: string): name is ExperimentName {
  return Object.prototype.hasOwnProperty.call(EXPERIMENTS, name);
}

export function isVariantOf<N extends ExperimentName>(name: N, variant: unknown): variant is ExperimentVariant<N> {
  return (EXPERIMENTS[name] as readonly unknown[]).includes(variant);
}

/** 000 §1: the variant is chosen by hashing the test name together with the user id. */
export function assignVariant<N extends ExperimentName>(name: N, userId: string | number): ExperimentVariant<N> {
  const variants = EXPERIMENTS[name];
  return variants[hash32(`${name}:${userId}`) % variants.length];
}

/** 000 §1: a query parameter named `test:<name>` overrides the variant (only a known variant counts). */
export function experimentOverrides(params: URLSearchParams): ExperimentAssignments {
  const overrides: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(EXPERIMENT_QUERY_PREFIX)) continue;
    const name = key.slice(EXPERIMENT_QUERY_PREFIX.length);
    if (isExperimentName(name) && isVariantOf(name, value)) overrides[name] = value;
  }
  return overrides as ExperimentAssignments;
}

/** The stored form of the assignments (000 §1: stored locally); the widget owns the storage. */
export function encodeAssignments(assignments: ExperimentAssignments): string {
  return JSON.stringify(assignments);
}

/** Reads what `encodeAssignments` wrote, keeping only known experiments with known variants. */
export function decodeAssignments(raw: string | null | undefined): ExperimentAssignments {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const assignments: Record<string, unknown> = {};
  for (const [name, variant] of Object.entries(parsed)) {
    if (isExperimentName(name) && isVariantOf(name, variant)) assignments[name] = variant;
  }
  return assignments as ExperimentAssignments;
}

/**
 * The variant a shopper sees: the `test:` override, else the stored assignment, else the hash.
 * `assignments` is what to store afterwards: the stored or hashed variant, never the override,
 * so a preview link does not move the shopper out of their group for good.
 */
export function resolveVariant<N extends ExperimentName>(
  name: N,
  input: { userId: string | number; stored: ExperimentAssignments; params?: URLSearchParams },
): { variant: ExperimentVariant<N>; assignments: ExperimentAssignments } {
  const stored = input.stored[name] as ExperimentVariant<N> | undefined;
  const assigned = stored ?? assignVariant(name, input.userId);
  const overrides = input.params ? experimentOverrides(input.params) : {};
  const override = overrides[name] as ExperimentVariant<N> | undefined;
  return { variant: override ?? assigned, assignments: { ...input.stored, [name]: assigned } };
}
