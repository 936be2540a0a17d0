import { describe, expect, test, vi } from 'vitest';
import { stopHost } from '../../../../demo-host/server/shutdown';

describe('a stopping host', () => {
  test('stops taking requests, lets the mail in flight go, then closes the database', async () => {
    const order: string[] = [];
    let sent!: () => void;
    const mail = new Promise<void>((resolve) => (sent = resolve));
    const stopping = stopHost({
      closeServers: () => order.push('servers'),
      mailIdle: () => mail.then(() => void order.push('mail')),
      closeDatabase: async () => void order.push('database'),
    });
    await Promise.resolve();
    expect(order).toEqual(['servers']);
    sent();
    await stopping;
    expect(order).toEqual(['servers', 'mail', 'database']);
  });

  test('gives up on mail that never finishes after the grace, says so, and still closes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const closeDatabase = vi.fn(async () => undefined);
    await stopHost({ closeServers: () => undefined, mailIdle: () => new Promise(() => undefined), closeDatabase }, 20);
    expect(closeDatabase).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('[mail] gave up on mail still sending after 20 ms');
    error.mockRestore();
  });
});
