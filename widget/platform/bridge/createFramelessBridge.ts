import type { WidgetConfig } from '../../../shared/protocol';
import { createBridge } from './createBridge';
import type { HostBridge } from './HostBridge';
import type { Transport } from './transport';

/** framelessEmbed: the widget shares the partner's window; the loader's transport carries the same messages. */
export function createFramelessBridge(config: WidgetConfig, transport: Transport): HostBridge {
  return createBridge(config, transport);
}
