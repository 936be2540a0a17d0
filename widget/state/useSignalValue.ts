import { useCallback, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from './signals';

/**
 * The one way a component reads a signal: useSyncExternalStore exists on React 19 and on preact/compat, so
 * the same component re-renders on both runtimes when the signal changes (DESIGN §4).
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true;
      // subscribe() calls back at once with the current value; that first call is not a change.
      return source.subscribe(() => {
        if (first) first = false;
        else onChange();
      });
    },
    [source],
  );
  const read = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The part of a signal's value a component shows (`select`, e.g. one product's entry of a map): the component
 * re-renders only when that part changes (Object.is), not on every change of the signal. `select` must return the
 * same value for the same input (an entry kept, a primitive), as useSyncExternalStore compares snapshots.
 */
export function useSignalSelect<T, S>(source: ReadonlySignal<T>, select: (value: T) => S): S {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(onChange), [source]);
  const read = () => select(source.peek());
  return useSyncExternalStore(subscribe, read, read);
}
