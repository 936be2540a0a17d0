import { afterEach, expect, test, vi } from 'vitest';
import { HANDSHAKE_TIMEOUT_MS, hostMessage } from '../../../../shared/protocol';
import { connectToHost, type HostBridge } from '../../../../widget/platform/bridge';

afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

// DESIGN §1.5: opened as a top-level page (a direct link) there is no parent to wait for.
test('a widget opened directly boots from its own URL at once and posts nowhere', async () => {
  history.replaceState(null, '', '/operator_embed/operators/3/stores/7/products/5/blue-dream');
  const posted: unknown[] = [];
  const original = window.postMessage;
  window.postMessage = ((data: unknown) => posted.push(data)) as typeof window.postMessage;
  try {
    // "At once" on the widget's clock, not the machine's: booted before the handshake wait would have ended.
    vi.useFakeTimers();
    let bridge: HostBridge | undefined;
    void connectToHost().then((connected) => (bridge = connected));
    await vi.advanceTimersByTimeAsync(HANDSHAKE_TIMEOUT_MS - 1);
    if (!bridge) throw new Error(`connectToHost() had not booted after ${HANDSHAKE_TIMEOUT_MS - 1} ms`);
    expect(bridge.config).toMatchObject({ mode: 'operatorEmbed', operatorId: 3, storeId: 7, initialPath: '/products/5/blue-dream', urlSync: false });
    bridge.send(hostMessage('login', {}));
    bridge.destroy();
    expect(posted).toEqual([]);
  } finally {
    window.postMessage = original;
  }
});
