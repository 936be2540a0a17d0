import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import type { FeatureFlag } from '../../../../../shared/platform';
import { WidgetContext } from '../../../../../widget/app/kit/WidgetContext';
import type { WidgetInstance } from '../../../../../widget/app';
import { createTestWidget } from '../../features/store/widgetHarness';
import type { HarnessOptions } from '../../features/store/widgetHarness';
import { storeFixture } from '../../features/store/storeFixture';
import { DEVICE_ID } from './dmFake';

/** A widget over the fake API with a real device id and the given store flags; `rerender` keeps the same instance. */
export function renderRows(
  ui: ReactNode,
  options: HarnessOptions & { flags?: Partial<Record<FeatureFlag, boolean>>; deviceId?: string; instance?: ReturnType<typeof createTestWidget>['instance'] } = {},
) {
  const made = options.instance
    ? { instance: options.instance, calls: [] as string[] }
    : createTestWidget({ routes: { '/stores/1': { store: storeFixture({ feature_flags: options.flags ?? {} }) } }, ...options });
  const { instance, calls } = made;
  Object.assign(instance, { deviceId: () => options.deviceId ?? DEVICE_ID });
  instance.flags.setStoreFlags(options.flags ?? {});
  const wrap = (node: ReactNode) => <WidgetContext.Provider value={instance as WidgetInstance}>{node}</WidgetContext.Provider>;
  const result = render(wrap(ui));
  return { ...result, instance, calls, rerender: (node: ReactNode) => result.rerender(wrap(node)) };
}
