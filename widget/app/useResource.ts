import { useEffect, useState } from 'react';
import { isAbort } from '../api/ApiError';
import { useWidget } from './WidgetContext';

export interface Resource<T> {
  readonly data: T | undefined;
  readonly error: Error | null;
  /** True while the current key is loading (data may still hold the previous key's answer). */
  readonly loading: boolean;
}

const CACHE_LIMIT = 60;

/**
 * Loads data for a key, cancelling the previous request when the key changes and caching answers per
 * widget instance (back navigation shows the page at once). With keepPrevious the last answer stays on
 * screen while the next one loads, so a filter click dims the grid instead of blanking it.
 */
export function useResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: { keepPrevious?: boolean } = {}): Resource<T> {
  const { cache } = useWidget();
  const cached = key === null ? undefined : (cache.get(key) as T | undefined);
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: Error | null }>({ key, data: cached, error: null });

  useEffect(() => {
    if (key === null) return;
    if (cache.has(key)) {
      setState({ key, data: cache.get(key) as T, error: null });
      return;
    }
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        cache.set(key, data);
        if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        if (!controller.signal.aborted) setState({ key, data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState({ key, data: undefined, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
    // `load` is keyed by `key`: a new closure with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (key === null) return { data: undefined, error: null, loading: false };
  if (state.key === key) return { data: state.data, error: state.error, loading: state.data === undefined && !state.error };
  if (cached !== undefined) return { data: cached, error: null, loading: false };
  return { data: options.keepPrevious ? state.data : undefined, error: null, loading: true };
}
