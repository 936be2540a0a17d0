// App state lives in signals (DESIGN §4). The framework-free core is used so the React 19 build does not
// pull preact in; components read signals only through useSignalValue.
export { signal, computed, effect, batch } from '@preact/signals-core';
export type { Signal, ReadonlySignal } from '@preact/signals-core';
