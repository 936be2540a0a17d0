import { useContext } from 'react';
import { resolveFeatureFlags } from '../../../shared/platform';
import type { FeatureFlag } from '../../../shared/platform';
import { signal } from '../../state/signals';
import { useSignalValue } from '../../state/useSignalValue';
import { WidgetContext } from './WidgetContext';

// Outside a mounted widget (a component rendered on its own) every flag is off.
const ALL_OFF = signal(resolveFeatureFlags({}));

/** A feature flag's value (000 §1), re-rendering when the store's flags change; reading it records a flag event. */
export function useFlag(flag: FeatureFlag): boolean {
  const flags = useContext(WidgetContext)?.flags;
  const values = useSignalValue(flags?.values ?? ALL_OFF);
  return flags ? flags.isOn(flag) : values[flag];
}
