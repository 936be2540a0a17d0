import { FRAME_NAME_PREFIX, type HostMessage, type MessagePayloads, type WidgetConfig } from '../shared/protocol';
import { flagOverrideQuery } from '../shared/platform/featureFlags';
import type { CanopyEmbed, CanopyListener, CanopyMessageType, CanopyState } from './canopy';
import { createEmitter, type Listener } from './createEmitter';
import { createFramelessView } from './createFramelessView';
import { createIframeView } from './createIframeView';
import { createSkeleton } from './createSkeleton';
import type { SyncClient, UrlSync } from './createUrlSync';
import type { LiveEmbeds } from './liveEmbeds';
import type { EmbedView } from './EmbedView';
import { LoaderError } from './LoaderError';
import { readHostStorage } from './hostStorage';
import { defaultRoute, planEmbed, type EmbedPlan } from './planEmbed';
import { parseOptions, type OptionSource } from './parseOptions';

export interface LoaderContext {
  widgetOrigin: string;
  sync: UrlSync;
  embeds: LiveEmbeds;
  nextId(): number;
}

// A widget that never says ready still appears, in whatever state it is, rather than hiding forever.
const REVEAL_ANYWAY_MS = 15_000;
// The embed's container while it holds a server-side fragment (createFramelessView folds its shadow host away instead:
// the host's reset would undo this).
const HOLD = ';margin-top:calc(-1*var(--canopy-height));overflow:hidden;opacity:0';

/** Parses options, mounts one embed and returns its handle; on bad options one console.error each and null. */
export function mountEmbed(raw: Record<string, unknown>, source: OptionSource, context: LoaderContext, script: HTMLScriptElement | null): CanopyEmbed | null {
  const parsed = parseOptions(raw, source);
  if (!parsed.ok) {
    parsed.errors.forEach((error) => console.error(`[Canopy] ${error}`));
    return null;
  }
  const options = parsed.options;
  const target = resolveTarget(options.target, source, script);
  if (target === undefined) return null;
  // A single-page app that re-rendered our container away without destroy(): those embeds are dead weight, and one may
  // hold URL sync (DESIGN §1.5). The page's MutationObserver does this too, but only after this task.
  const existing = context.embeds.sweep(target);
  if (existing) {
    console.warn('[Canopy] this target already holds a Canopy embed; it was kept and nothing new was mounted.');
    return existing;
  }

  const id = context.nextId();
  const doc = document;
  const container = doc.createElement('canopy-embed');
  container.setAttribute('data-canopy-embed', String(id));
  // Until the widget has drawn and been sized, the embed keeps its reserved height (data-height), so the page below it
  // does not move twice (skeleton, then content). A custom property, which the frameless reset (`all:initial` on the
  // shadow host) leaves alone, so the shadow root can read it too.
  // DESIGN §1.6: the crawlable fragment a partner's server put in the target stays in view, in place of the skeleton,
  // until the widget has drawn; the widget boots invisible over it (in flow, pulled up by its height: nothing below
  // moves), inert so no click or Tab reaches it. Painted meanwhile, it shows at once at the swap.
  const fragment = target?.querySelector<HTMLElement>('.canopy-fragment');
  const place = (height: string) => (container.style.cssText = 'display:block;position:relative;width:100%;min-height:var(--canopy-height);--canopy-height:' + height);
  container.inert = !!fragment;
  place(fragment ? fragment.offsetHeight + 'px' + HOLD : options.height);
  if (target) target.appendChild(container);
  else if (script?.parentNode) script.parentNode.insertBefore(container, script.nextSibling);
  else doc.body.appendChild(container);

  const emitter = createEmitter();
  let currentPath = '/';
  let destroyed = false;
  let view: EmbedView | null = null;
  let defaultPath = '/';
  const client: SyncClient = {
    asked: options.urlSync === 'on',
    el: container,
    get defaultPath() {
      return defaultPath;
    },
    currentPath: () => currentPath,
    navigate(path) {
      currentPath = path;
      view?.navigate(path);
    },
  };
  let plan: EmbedPlan;
  try {
    const syncs = context.sync.claim(client, options.urlSync);
    plan = planEmbed(options, {
      widgetOrigin: context.widgetOrigin,
      hostOrigin: location.origin,
      syncedPath: syncs ? context.sync.initialPath() : null,
      urlSync: syncs,
      embedId: id,
      pageSearch: location.search,
    });
  } catch (error) {
    context.sync.release(client);
    container.remove();
    throw error;
  }
  currentPath = plan.config.initialPath;
  defaultPath = options.path ?? defaultRoute(plan.config.mode, plan.config.storeId, plan.config.partnerId);
  const skeleton = fragment ? null : createSkeleton(doc);

  let resolveReady!: (payload: MessagePayloads['ready']) => void;
  let rejectReady!: (error: unknown) => void;
  const ready = new Promise<MessagePayloads['ready']>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => undefined); // a partner who never reads `ready` gets no unhandled rejection
  const reveal = () => {
    skeleton?.remove();
    view?.reveal();
    if (container.inert) {
      // The swap, in one task: the widget keeps at least the fragment's height until it is ready and sized, like the
      // reserved height; focus that was in the fragment goes into the widget rather than to the page's body.
      const focused = fragment!.contains(doc.activeElement);
      place(fragment!.offsetHeight + 'px');
      container.inert = false;
      fragment!.remove();
      if (focused) (container.shadowRoot || container).querySelector<HTMLElement>('main,iframe')?.focus();
    }
  };
  // A fragment is never swapped for a widget that has not said it drew: its links stay usable.
  const revealTimer = fragment ? 0 : setTimeout(reveal, REVEAL_ANYWAY_MS);

  const onMessage = (message: HostMessage) => {
    if (destroyed) return;
    if (message.type === 'ready') {
      clearTimeout(revealTimer);
      reveal();
      // Drawn and sized (the iframe's height arrives before `ready`, which waits out the outbox's debounce).
      container.style.removeProperty('--canopy-height');
      resolveReady(message.payload);
    } else if (message.type === 'route') {
      currentPath = message.payload.path;
      context.sync.routeChanged(client, currentPath);
    }
    emitter.emit(message);
  };
  // Read when the widget asks (each iframe handshake, the frameless mount), so it has the current route and sync,
  // and the flags this page's URL forces (000 §1 featureFlagsOn / featureFlagsOff), which an iframe cannot read.
  const config = (): WidgetConfig =>
    Object.assign({}, plan.config, {
      initialPath: currentPath,
      urlSync: context.sync.owns(client),
      storage: readHostStorage(context.widgetOrigin),
      flagOverrides: flagOverrideQuery(location.search),
    });

  try {
    if (plan.config.mode === 'framelessEmbed') {
      view = createFramelessView({
        container,
        skeleton,
        widgetOrigin: context.widgetOrigin,
        getConfig: config,
        onMessage,
        onShown: reveal,
        onFail(error) {
          console.error('[Canopy] the menu could not be loaded', error);
          rejectReady(error);
        },
      });
    } else {
      if (skeleton) container.appendChild(skeleton);
      view = createIframeView({
        container,
        src: plan.src,
        name: `${FRAME_NAME_PREFIX}${id}`,
        widgetOrigin: context.widgetOrigin,
        getConfig: config,
        onMessage,
        onShown: reveal,
        theme: plan.config.theme,
      });
      // The page's first localStorage read is a synchronous trip to the browser (ms): done now, while the
      // iframe loads, not when the widget asks for its config on the critical path.
      setTimeout(config);
    }
  } catch (error) {
    // A half-made embed leaves nothing behind: no container, no URL-sync claim, no timer.
    clearTimeout(revealTimer);
    context.sync.release(client);
    container.remove();
    throw error;
  }

  const handle: CanopyEmbed = {
    id,
    on<T extends CanopyMessageType>(type: T, listener: CanopyListener<T>) {
      if (!destroyed) emitter.on(type, listener as unknown as Listener);
      return handle;
    },
    off<T extends CanopyMessageType>(type: T, listener: CanopyListener<T>) {
      emitter.off(type, listener as unknown as Listener);
      return handle;
    },
    navigate(path: string) {
      if (destroyed) return;
      // Through the sync client: the route is also the one a reloaded iframe or a frameless mount opens.
      if (typeof path === 'string' && /^\/(?![/\\])/.test(path)) client.navigate(path);
      else console.error(`[Canopy] navigate(${JSON.stringify(path)}): a widget route starts with one "/", such as /cart.`);
    },
    getState() {
      return destroyed ? Promise.reject(new LoaderError('destroyed', 'this Canopy embed was destroyed')) : (view!.getState() as Promise<CanopyState | null>);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      clearTimeout(revealTimer);
      try {
        view?.destroy();
      } finally {
        context.sync.release(client);
        emitter.clear();
        container.remove();
        context.embeds.remove(container);
        rejectReady(new LoaderError('destroyed', 'this Canopy embed was destroyed before it was ready'));
      }
    },
    ready,
  };
  context.embeds.add(container, target, handle);
  return handle;
}

/** The element to render into; null: after the script tag; undefined: an error was logged. */
function resolveTarget(target: string | Element | undefined, source: OptionSource, script: HTMLScriptElement | null) {
  const name = source === 'attributes' ? 'data-target' : 'target';
  if (target === undefined) {
    // Right after the tag, unless the tag sits in <head>, where nothing renders.
    if (script?.parentNode && document.body?.contains(script)) return null;
    console.error(`[Canopy] ${name} is needed: a CSS selector such as #canopy-menu${source === 'options' ? ' or an element' : ''}.`);
    return undefined;
  }
  if (typeof target !== 'string') return target;
  try {
    const found = document.querySelector(target);
    if (found) return found;
    console.error(`[Canopy] ${name}=${JSON.stringify(target)} matches no element on this page; it takes a CSS selector such as #canopy-menu.`);
  } catch {
    console.error(`[Canopy] ${name}=${JSON.stringify(target)} is not a valid CSS selector; it takes one such as #canopy-menu.`);
  }
  return undefined;
}
