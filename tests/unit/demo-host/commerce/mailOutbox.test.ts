import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addBody, HARNESS_ORIGIN, hostApiOver, openHarness, register, type Harness } from './harness';
import { openForShoppers } from './shopper';

// Without CANOPY_SMTP_URL every message lands in the outbox table (the demo site's outbox page reads it), written
// before the request is answered.

let h: Harness;

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
}, 60_000);
afterAll(() => h.close());

const outboxOf = (recipient: string) => h.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example;proto=http', origin: 'https://evil.example' };

describe('the outbox, without SMTP', () => {
  test('the welcome, the reset link and the reservation confirmation are written to it, as plain text', async () => {
    await register(h, 'outbox-all@example.com');
    await h.call('POST', '/password_resets', { body: { email: 'outbox-all@example.com', mode_base: '/headless' } });
    const picks = await openForShoppers(h);
    const { token } = await h.call('POST', '/sessions', { body: { user: { email: 'outbox-all@example.com', password: 'correct horse battery' } } }).then((r) => r.body);
    const uuid = (await h.call('POST', '/cart_products', { body: addBody(1, picks[0]), token })).body.cart_uuid;
    const placed = await h.call('POST', '/carts/checkout', { body: { cart_uuid: uuid, payment_method: 'cash', agreement_accepted: true, birth_date: '1990-02-03' }, token });
    expect(placed.status).toBe(200);
    const mail = await outboxOf('outbox-all@example.com');
    expect(mail.map((m) => m.kind)).toEqual(['welcome', 'password_reset', 'reservation_confirmation']);
    expect(mail[1].body).toMatch(/https:\/\/canopy\.example\/headless\/reset-password\?token=[\w-]{43}/);
    expect(mail[2].body).toContain(`${HARNESS_ORIGIN}/profile/reservations/${placed.body.reservation.id}`);
    for (const message of mail) expect(message.body).not.toMatch(/<[a-z]/i);
  });

  test("a forged Host (or forwarded host) does not change the reset link: it is the configured public origin's", async () => {
    await register(h, 'forged-host@example.com');
    const r = await h.call('POST', '/password_resets', { body: { email: 'forged-host@example.com' }, headers: FORGED });
    expect(r.status).toBe(202);
    const [mail] = await outboxOf('forged-host@example.com').then((rows) => rows.filter((m) => m.kind === 'password_reset'));
    expect(mail.body).toMatch(/https:\/\/canopy\.example\/reset-password\?token=/);
    expect(mail.body).not.toContain('evil.example');
  });

  test("the host's API takes the origin from HOST_ORIGIN (HostConfig.hostOrigin), whatever the request says", async () => {
    await register(h, 'host-origin@example.com');
    const api = hostApiOver(h, { hostOrigin: 'https://shop.example' });
    const answer = await api.request('http://evil.example/password_resets', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...FORGED },
      body: JSON.stringify({ email: 'host-origin@example.com', mode_base: '/embed' }),
    });
    expect(answer.status).toBe(202);
    // The outbox is written before the answer (only SMTP delivers after it).
    const [mail] = (await outboxOf('host-origin@example.com')).filter((m) => m.kind === 'password_reset');
    expect(mail.body).toMatch(/https:\/\/shop\.example\/embed\/reset-password\?token=[\w-]{43}/);
    expect(mail.body).not.toContain('evil.example');
  });
});
