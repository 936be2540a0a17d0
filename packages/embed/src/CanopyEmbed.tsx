'use client';
// The directive above makes this a client component in Next.js's app router; the menu mounts in an effect only.
import { useEffect, useRef, type CSSProperties } from 'react';
import type { CanopyEmbed as CanopyEmbedHandle, CanopyMessagePayloads, CanopyMessageType, CanopyMountOptions } from './canopy.js';
import { loadCanopy } from './loadCanopy.js';

/** The prop that hears each message (DESIGN §1.3). */
const HANDLERS = {
  ready: 'onReady',
  route: 'onRoute',
  resize: 'onResize',
  cart: 'onCart',
  analytics: 'onAnalytics',
  checkout: 'onCheckout',
  error: 'onError',
  login: 'onLogin',
  logout: 'onLogout',
} as const satisfies Record<CanopyMessageType, string>;

type HandlerProps = { [T in CanopyMessageType as (typeof HANDLERS)[T]]?: (payload: CanopyMessagePayloads[T]) => void };

export interface CanopyEmbedProps extends Omit<CanopyMountOptions, 'target'>, HandlerProps {
  /** The Canopy host's origin, e.g. `https://menu.example.com` (see loadCanopy). */
  host?: string;
  /** The embed's handle once mounted (navigate, getState), and null when it is destroyed. */
  onEmbed?: (embed: CanopyEmbedHandle | null) => void;
  /** The loader could not be loaded; without this prop the error is logged. */
  onLoadError?: (error: Error) => void;
  id?: string;
  className?: string;
  style?: CSSProperties;
}

type Latest = Pick<CanopyEmbedProps, 'onEmbed' | 'onLoadError' | 'path'> & { handlers: HandlerProps };

/**
 * Canopy's menu in a React tree: renders an empty element and mounts the embed into it from an effect (so server
 * rendering draws only the element). The cleanup destroys the embed and takes its listeners off, so StrictMode's
 * mount, unmount, mount leaves exactly one embed. Handler props are read when a message arrives: a new function
 * each render never remounts. Changing an option (store, mode, theme…) mounts a new embed; changing `path`
 * navigates the one there.
 */
export function CanopyEmbed(props: CanopyEmbedProps) {
  const { host, id, className, style, onEmbed, onLoadError, path, ...rest } = props;
  const { options, handlers } = splitProps(rest);
  const element = useRef<HTMLDivElement>(null);
  const embed = useRef<{ handle: CanopyEmbedHandle; path: string | undefined } | null>(null);
  const latest = useRef<Latest>({ onEmbed, onLoadError, path, handlers });
  useEffect(() => {
    latest.current = { onEmbed, onLoadError, path, handlers };
  });

  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let unmounted = false;
    let mounted: { handle: CanopyEmbedHandle; stopListening: () => void } | null = null;
    loadCanopy({ host }).then(
      (api) => {
        if (unmounted || !api) return;
        const firstPath = latest.current.path;
        const mountOptions: CanopyMountOptions = { ...JSON.parse(optionsKey), ...(firstPath ? { path: firstPath } : {}), target };
        const handle = api.mount(mountOptions);
        if (!handle) return; // the loader logged what was wrong with the options
        mounted = { handle, stopListening: listen(handle, latest) };
        embed.current = { handle, path: firstPath };
        latest.current.onEmbed?.(handle);
      },
      (error: Error) => {
        if (unmounted) return;
        if (latest.current.onLoadError) latest.current.onLoadError(error);
        else console.error(error);
      },
    );
    return () => {
      unmounted = true;
      if (!mounted) return;
      mounted.stopListening();
      mounted.handle.destroy();
      embed.current = null;
      latest.current.onEmbed?.(null);
    };
  }, [host, optionsKey]);

  useEffect(() => {
    const mounted = embed.current;
    if (!mounted || !path || path === mounted.path) return;
    mounted.path = path;
    mounted.handle.navigate(path);
  }, [path]);

  return <div ref={element} id={id} className={className} style={style} />;
}

/** One listener per message type, calling whichever handler prop is current; returns what takes them off. */
function listen(handle: CanopyEmbedHandle, latest: { current: Latest }): () => void {
  const types = Object.keys(HANDLERS) as CanopyMessageType[];
  const listeners = types.map((type) => {
    const listener = (payload: unknown) => (latest.current.handlers[HANDLERS[type]] as ((payload: unknown) => void) | undefined)?.(payload);
    handle.on(type, listener);
    return () => handle.off(type, listener);
  });
  return () => listeners.forEach((off) => off());
}

const HANDLER_NAMES = new Set<string>(Object.values(HANDLERS));

/** The mount options (everything but the handlers) apart from the handler props. */
function splitProps(rest: Omit<CanopyEmbedProps, 'host' | 'id' | 'className' | 'style' | 'onEmbed' | 'onLoadError' | 'path'>) {
  const options: Record<string, unknown> = {};
  const handlers: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(rest)) (HANDLER_NAMES.has(name) ? handlers : options)[name] = value;
  return { options: options as Omit<CanopyMountOptions, 'target' | 'path'>, handlers: handlers as HandlerProps };
}
