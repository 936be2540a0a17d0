import { describe, expect, test, vi } from 'vitest';
import { createMailer, mailSettings, type MailMessage } from '../../../../demo-host/commerce/mail';

const message: MailMessage = { kind: 'welcome', to: 'ada@example.com', subject: 'Welcome to Canopy', text: 'Hello' };

/** A transport whose deliveries wait until the test settles them. */
function heldTransport() {
  const held: { message: MailMessage; settle: (error?: Error) => void }[] = [];
  return {
    held,
    deliver: (m: MailMessage) => new Promise<void>((resolve, reject) => held.push({ message: m, settle: (error) => (error ? reject(error) : resolve()) })),
  };
}

describe('createMailer', () => {
  test('in the background (SMTP): send returns before delivery; idle waits for it', async () => {
    const transport = heldTransport();
    const mailer = createMailer(transport, { background: true });
    await mailer.send(message);
    expect(transport.held.map((d) => d.message)).toEqual([message]);
    let idle = false;
    const waiting = mailer.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    transport.held[0].settle();
    await waiting;
    expect(idle).toBe(true);
  });

  test('inline (the outbox): send returns once the message is written', async () => {
    const transport = heldTransport();
    const mailer = createMailer(transport, { background: false });
    let sent = false;
    const sending = mailer.send(message).then(() => (sent = true));
    await Promise.resolve();
    expect(sent).toBe(false);
    transport.held[0].settle();
    await sending;
    expect(sent).toBe(true);
  });

  test.each([true, false])('a failed delivery is logged by kind, never thrown (background: %s)', async (background) => {
    const log = vi.fn();
    const mailer = createMailer({ deliver: async () => Promise.reject(new Error('550 Mailbox unavailable')) }, { background }, log);
    await expect(mailer.send(message)).resolves.toBeUndefined();
    await mailer.idle();
    expect(log).toHaveBeenCalledWith('[mail] welcome mail was not sent', expect.objectContaining({ message: '550 Mailbox unavailable' }));
  });

  test('a transport that throws at once is logged the same', async () => {
    const log = vi.fn();
    const mailer = createMailer(
      {
        deliver: () => {
          throw new Error('bad address');
        },
      },
      { background: true },
      log,
    );
    await mailer.send(message);
    await mailer.idle();
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('mailSettings', () => {
  test('From defaults to no-reply at the public host; support to the From address', () => {
    expect(mailSettings({}, 'https://shop.example:8443')).toEqual({ smtpUrl: null, from: 'Canopy <no-reply@shop.example>', supportEmail: 'no-reply@shop.example' });
  });

  test('support defaults to the address inside a named From', () => {
    expect(mailSettings({ from: 'Green Leaf <orders@leaf.example>' }, 'https://shop.example').supportEmail).toBe('orders@leaf.example');
    expect(mailSettings({ from: 'orders@leaf.example', supportEmail: 'help@leaf.example' }, 'https://shop.example').supportEmail).toBe('help@leaf.example');
  });
});
