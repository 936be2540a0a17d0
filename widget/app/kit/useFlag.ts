import type { FeatureFlag } from '../../../shared/platform';
import { useSignalValue } from '../../state/useSignalValue';
import { useWidget } from './WidgetContext';

/** A feature flag's value (000 §1), re-rendering when the store's flags change; reading it records a flag event. */
export function useFlag(flag: FeatureFlag): boolean {
  const { flags } = useWidget();
  useSignalValue(flags.values);
  return flags.isOn(flag);
}
