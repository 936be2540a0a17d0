import { decodeAssignments, encodeAssignments, resolveVariant } from '../../../shared/platform';
import type { ExperimentName, ExperimentVariant } from '../../../shared/platform';
import type { SafeStorage } from '../../platform/safeStorage';

export const EXPERIMENTS_KEY = 'canopy-experiments';

/**
 * 001 §9: the checkout experiments (fee label, persisting checkout data). The variant is hashed from the
 * test name and the shopper's id, stored locally, and a `test:<name>` URL parameter overrides it.
 */
export function checkoutExperiment<N extends ExperimentName>(name: N, input: { storage: SafeStorage; userId: string; search: string }): ExperimentVariant<N> {
  const stored = decodeAssignments(input.storage.get(EXPERIMENTS_KEY));
  const { variant, assignments } = resolveVariant(name, { userId: input.userId, stored, params: new URLSearchParams(input.search) });
  input.storage.set(EXPERIMENTS_KEY, encodeAssignments(assignments));
  return variant;
}
