import { renderToString } from 'preact-render-to-string';
import type { FirstView } from '../../../shared/protocol';
import { configFromUrl } from '../../../shared/routes';
import type { HostBridge } from '../../platform/bridge/HostBridge';
import type { SizeClass } from '../../state/sizeClass';
import { App } from '../App';
import { createEarlyResponses } from '../earlyResponses';
import type { InlineAnswers } from '../earlyResponses';
import { createWidgetInstance } from '../createWidgetInstance';
import type { StyleHost } from '../styleHost';
import { WidgetContext } from '../kit/WidgetContext';

/**
 * The widget's first frame for a URL, drawn on the server from the API answers the host puts in the HTML, for a
 * size class the server guesses (the browser checks it before showing the frame: 000 §2). It is what the
 * client's first render draws for a shopper with no session, cart or theme yet: the widget's own config from its
 * URL (DESIGN §1.5), the same instance, router and App, with nothing sent anywhere and no effects run.
 */
export function renderFirstView(url: URL, answers: InlineAnswers, sizeClass: SizeClass): FirstView {
  const config = configFromUrl(url, url.origin);
  const styles: Array<readonly [string, string]> = [];
  const styleHost: StyleHost = {
    adopt(id, css) {
      if (!styles.some(([known]) => known === id)) styles.push([id, css]);
    },
    destroy() {},
  };
  const instance = createWidgetInstance(silentBridge(config), {
    window: serverWindow(url),
    styles: styleHost,
    early: createEarlyResponses(config.apiBase, noNetwork, undefined, answers),
    fetch: noNetwork,
  });
  instance.sizeClass.value = sizeClass;
  instance.firstScreen.value = true;
  try {
    const html = renderToString(
      <WidgetContext.Provider value={instance}>
        <App />
      </WidgetContext.Provider>,
    );
    return { html, styles };
  } finally {
    instance.destroy();
  }
}

const noNetwork: typeof fetch = () => Promise.reject(new Error('the first view is drawn without the network'));

function silentBridge(config: HostBridge['config']): HostBridge {
  return {
    config,
    send() {},
    shown() {},
    onNavigate: () => () => undefined,
    setStateProvider() {},
    onViewport: () => () => undefined,
    destroy() {},
  };
}

/** What createWidgetInstance reads of a window: the URL (router), a title, no storage, no history. */
function serverWindow(url: URL): Window {
  return {
    location: url,
    document: { title: '' },
    navigator: { userAgent: '' },
    history: { pushState() {}, replaceState() {} },
    addEventListener() {},
    removeEventListener() {},
    get localStorage(): Storage {
      throw new Error('no storage on the server');
    },
  } as unknown as Window;
}
