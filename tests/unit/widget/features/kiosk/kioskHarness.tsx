import { render } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AppMode } from '../../../../../shared/types';
import { WidgetContext } from '../../../../../widget/app/kit/WidgetContext';
import type { WidgetInstance } from '../../../../../widget/app/createWidgetInstance';
import { safeStorage } from '../../../../../widget/platform/safeStorage';
import { createCartState } from '../../../../../widget/state/cart';
import { createSession } from '../../../../../widget/state/session';
import { LIVE_TOKEN, createTestWidget } from '../store/widgetHarness';
import type { HarnessOptions } from '../store/widgetHarness';

export interface KioskHarnessOptions extends HarnessOptions {
  /** The widget's mode; a kiosk for store 1 unless a test says otherwise. */
  readonly mode?: AppMode;
}

/**
 * The store harness's widget as a kiosk tablet sees it (docs/embedding.md: data-mode="kiosk", the partner id is the
 * store): the bag and the session are kept in localStorage like the real widget's, so a test can see what a reload
 * of the tablet would bring back, and what the widget sends its host is recorded.
 */
export function renderInKiosk(ui: ReactNode, options: KioskHarnessOptions = {}) {
  const mode = options.mode ?? 'kiosk';
  const storeId = options.storeId === undefined ? 1 : options.storeId;
  const { instance, calls } = createTestWidget({ ...options, storeId });
  const storage = safeStorage();
  const session = createSession({ storage });
  if (options.signedIn) session.signIn({ token: LIVE_TOKEN });
  const cart = createCartState({ http: instance.http, mode, deviceId: () => 'device-test', storage, partnerId: storeId });
  const send = vi.fn();
  const kiosk = Object.assign(instance, {
    config: { ...instance.config, mode, storeId: storeId ?? undefined, partnerId: storeId ?? undefined },
    storage,
    session,
    cart,
    bridge: { ...instance.bridge, send },
  }) as WidgetInstance;
  const result = render(<WidgetContext.Provider value={kiosk}>{ui}</WidgetContext.Provider>);
  return { ...result, instance: kiosk, calls, send };
}
