// framelessEmbed's entry: the loader imports this module and renders each embed into its own open shadow
// root in the partner's page, with a transport it provides (DESIGN §1.4).
import type { WidgetConfig } from '../shared/protocol';
import { framelessFirstPage } from './app/framelessFirstPage';
import { mountWidget, type MountedWidget } from './app/mountWidget';
import { createFramelessBridge } from './platform/bridge/createFramelessBridge';
import type { Transport } from './platform/bridge/transport';

export function mount(shadowRoot: ShadowRoot, config: WidgetConfig, transport: Transport): { unmount(): void } {
  const bridge = createFramelessBridge(config, transport);
  const firstPage = framelessFirstPage(config);
  let mounted: MountedWidget | null = null;
  let unmounted = false;
  void firstPage.ready.then(() => {
    if (!unmounted) mounted = mountWidget(shadowRoot, bridge, { early: firstPage.early });
  });
  return {
    unmount() {
      unmounted = true;
      mounted?.unmount();
      bridge.destroy();
    },
  };
}
