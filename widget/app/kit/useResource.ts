import { useLayoutEffect, useState } from 'react';
import { isAbort } from '../../api/ApiError';
import { useWidget } from './WidgetContext';

export interface Resource<T> {
  readonly data: T | undefined;
  readonly error: Error | null;
  /** True while the current key is loading (data may still hold the previous key's answer). */
  readonly loading: boolean;
}

const CACHE_LIMIT = 60;

// Requests started ahead of the render that needs them (prefetchResource), per widget instance's cache.
const inflight = new WeakMap<Map<string, unknown>, Map<string, Promise<unknown>>>();

function store(cache: Map<string, unknown>, key: string, data: unknown) {
  cache.set(key, data);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
}

/**
 * Starts loading a key now (a click handler, before the re-render and its effects), so the useResource that
 * renders it next takes this request instead of starting its own a frame later. No-op when cached or loading.
 */
export function prefetchResource<T>(cache: Map<string, unknown>, key: string, load: (signal: AbortSignal) => Promise<T>): void {
  const pending = inflight.get(cache) ?? new Map<string, Promise<unknown>>();
  inflight.set(cache, pending);
  if (cache.has(key) || pending.has(key)) return;
  const request = load(new AbortController().signal).then((data) => {
    store(cache, key, data);
    return data;
  });
  pending.set(key, request);
  const forget = () => pending.delete(key);
  request.then(forget, forget);
}

export interface ResourceOptions<T> {
  /** The last answer stays on screen while the next key loads (a filter click dims the grid, not blanks it). */
  readonly keepPrevious?: boolean;
  /** An answer already at hand for the key (api peek*), so the first render shows it without a round of effects. */
  readonly initial?: () => T | undefined;
}

/**
 * Loads data for a key, cancelling the previous request when the key changes and caching answers per
 * widget instance (back navigation shows the page at once). With keepPrevious the last answer stays on
 * screen while the next one loads, so a filter click dims the grid instead of blanking it.
 */
export function useResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: ResourceOptions<T> = {}): Resource<T> {
  const { cache } = useWidget();
  let cached = key === null ? undefined : (cache.get(key) as T | undefined);
  if (key !== null && cached === undefined && options.initial) {
    cached = options.initial();
    if (cached !== undefined) store(cache, key, cached);
  }
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: Error | null }>({ key, data: cached, error: null });

  // A layout effect: the request starts (or a prefetched one is awaited) before the browser paints, not a frame later.
  useLayoutEffect(() => {
    if (key === null) return;
    if (cache.has(key)) {
      setState({ key, data: cache.get(key) as T, error: null });
      return;
    }
    const controller = new AbortController();
    const started = inflight.get(cache)?.get(key) as Promise<T> | undefined;
    (started ?? load(controller.signal)).then(
      (data) => {
        store(cache, key, data);
        if (!controller.signal.aborted) setState({ key, data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState({ key, data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is keyed by `key`: a new closure with the same key is the same request.
  }, [key]);

  if (key === null) return { data: undefined, error: null, loading: false };
  if (state.key === key) return { data: state.data, error: state.error, loading: state.data === undefined && !state.error };
  if (cached !== undefined) return { data: cached, error: null, loading: false };
  return { data: options.keepPrevious ? state.data : undefined, error: null, loading: true };
}
