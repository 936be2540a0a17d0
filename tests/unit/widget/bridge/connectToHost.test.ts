import { afterEach, expect, test } from 'vitest';
import { hostMessage } from '../../../../shared/protocol';
import { connectToHost } from '../../../../widget/platform/bridge';

afterEach(() => history.replaceState(null, '', '/'));

// DESIGN §1.5: opened as a top-level page (a direct link) there is no parent to wait for.
test('a widget opened directly boots from its own URL at once and posts nowhere', async () => {
  history.replaceState(null, '', '/operator_embed/operators/3/stores/7/products/5/blue-dream');
  const posted: unknown[] = [];
  const original = window.postMessage;
  window.postMessage = ((data: unknown) => posted.push(data)) as typeof window.postMessage;
  try {
    const started = Date.now();
    const bridge = await connectToHost();
    expect(Date.now() - started).toBeLessThan(200);
    expect(bridge.config).toMatchObject({ mode: 'operatorEmbed', operatorId: 3, storeId: 7, initialPath: '/products/5/blue-dream', urlSync: false });
    bridge.send(hostMessage('login', {}));
    bridge.destroy();
    expect(posted).toEqual([]);
  } finally {
    window.postMessage = original;
  }
});
