// framelessEmbed's entry: the loader imports this module and renders each embed into its own open shadow
// root in the partner's page, with a transport it provides (DESIGN §1.4).
import type { WidgetConfig } from '../shared/protocol';
import { mountWidget } from './app/mountWidget';
import { createFramelessBridge } from './platform/bridge/createFramelessBridge';
import type { Transport } from './platform/bridge/transport';

export function mount(shadowRoot: ShadowRoot, config: WidgetConfig, transport: Transport): { unmount(): void } {
  const bridge = createFramelessBridge(config, transport);
  const mounted = mountWidget(shadowRoot, bridge);
  return {
    unmount() {
      mounted.unmount();
      bridge.destroy();
    },
  };
}
