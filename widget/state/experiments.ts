import { decodeAssignments, encodeAssignments, experimentOverrides, resolveVariant } from '../../shared/platform';
import type { ExperimentName, ExperimentVariant } from '../../shared/platform';
import type { SafeStorage } from '../platform/safeStorage';

// 001 §9: assignments are stored locally; the exposures already reported live for the tab's session only.
export const EXPERIMENTS_KEY = 'canopy-experiments';
export const EXPOSURES_KEY = 'canopy-experiment-exposures';
export const EXPOSURE_EVENT = 'experiment_exposure';

export interface Experiments {
  /** The variant this shopper sees; the first read of each experiment in a session reports an exposure. */
  variant<N extends ExperimentName>(name: N): ExperimentVariant<N>;
}

export interface ExperimentDeps {
  /** Local storage: the assignments (001 §9). */
  readonly storage: SafeStorage;
  /** Session storage: which exposures this session has reported. */
  readonly tabStorage: SafeStorage;
  /** The user id when signed in, else the device id: what the variant is hashed with (000 §1). */
  readonly shopperId: () => string;
  /** The query the `test:` overrides are read from (experimentSearch). */
  readonly search: () => string;
  /** Sends one analytics event to the host page. */
  readonly report: (event: string, properties: Record<string, unknown>) => void;
}

/**
 * 000 §1, 001 §9: the fee label and persisting checkout data experiments. The variant is hashed from the test
 * name and the shopper's id and stored locally; a `test:<name>` URL parameter overrides it (a preview, so it
 * is not stored). Each experiment reports `experiment_exposure` once per session, when its variant is first used.
 */
export function createExperiments(deps: ExperimentDeps): Experiments {
  const reported = new Set<string>(readExposures(deps.tabStorage));
  return {
    variant(name) {
      const stored = decodeAssignments(deps.storage.get(EXPERIMENTS_KEY));
      const params = new URLSearchParams(deps.search());
      const { variant, assignments } = resolveVariant(name, { userId: deps.shopperId(), stored, params });
      deps.storage.set(EXPERIMENTS_KEY, encodeAssignments(assignments));
      if (!reported.has(name)) {
        reported.add(name);
        deps.tabStorage.set(EXPOSURES_KEY, JSON.stringify([...reported]));
        deps.report(EXPOSURE_EVENT, { experiment_id: name, variant_id: variant, forced: experimentOverrides(params)[name] !== undefined });
      }
      return variant;
    },
  };
}

function readExposures(tabStorage: SafeStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(tabStorage.get(EXPOSURES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** The route's own query and the page's: a `test:` parameter counts in either (the widget's path, or its iframe's URL). */
export function experimentSearch(path: string, pageSearch: string): string {
  const at = path.indexOf('?');
  return [at === -1 ? '' : path.slice(at + 1), pageSearch.replace(/^\?/, '')].filter(Boolean).join('&');
}
