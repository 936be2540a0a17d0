// framelessEmbed's entry: the loader imports this module and renders each embed into its own open shadow
// root in the partner's page, with a transport it provides (DESIGN §1.4).
import { withModeBase } from '../shared/routes';
import type { WidgetConfig } from '../shared/protocol';
import { mountWidget, type MountedWidget } from './app/mountWidget';
import type { EarlyResponses } from './app/earlyResponses';
import { startEarlyLoad } from './app/startEarlyLoad';
import { createFramelessBridge } from './platform/bridge/createFramelessBridge';
import type { Transport } from './platform/bridge/transport';

// No host draws a first view into a shadow root: the first page's answers are asked for at once, side by side, and
// the first render waits for them (this long at most), so it draws the page itself. Drawn first as skeletons, the
// page's content arrived taller and pushed what the shopper saw down (Lighthouse mobile CLS 0.097 on the demo page).
const FIRST_ANSWERS_WAIT_MS = 3000;

export function mount(shadowRoot: ShadowRoot, config: WidgetConfig, transport: Transport): { unmount(): void } {
  const bridge = createFramelessBridge(config, transport);
  const early = firstAnswers(config);
  let mounted: MountedWidget | null = null;
  let unmounted = false;
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS));
  void Promise.race([early?.arrived(), waited]).then(() => {
    if (!unmounted) mounted = mountWidget(shadowRoot, bridge, { early });
  });
  return {
    unmount() {
      unmounted = true;
      mounted?.unmount();
      bridge.destroy();
    },
  };
}

/** The first page's answers, asked for as the iframe's widget would (its URL under the mode base); none on a bad route. */
function firstAnswers(config: WidgetConfig): EarlyResponses | undefined {
  try {
    return startEarlyLoad(new URL(withModeBase(config, config.initialPath), config.apiBase), {}, config.apiBase);
  } catch (error) {
    console.error('[Canopy] early loading failed; the widget loads its first page itself', error);
    return undefined;
  }
}
