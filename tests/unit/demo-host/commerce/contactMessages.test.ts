import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addBody, NOON_LA, openHarness, register, type Harness } from './harness';
import { openForShoppers } from './shopper';

// 001 §2 /profile/contactUs: a signed-in shopper writes to the store's support, who replies by e-mail.

let h: Harness;
let accounts = 0;

beforeAll(async () => {
  h = await openHarness({ stores: 1, mail: { from: 'Canopy <shop@canopy.example>' } });
}, 60_000);
afterAll(() => h.close());

const THANKS = { message: 'Thanks, we will reply by e-mail' };
const account = () => register(h, `writer-${++accounts}@example.com`);
const send = (body: unknown, token?: string) => h.call('POST', '/contact_messages', { body, token });

describe('POST /contact_messages', () => {
  test('needs a signed-in shopper', async () => {
    const r = await send({ subject: 'Hello', message: 'Anyone there?' });
    expect(r.status).toBe(401);
  });

  test('answers 202 and mails support (the From address by default) with the shopper to reply to', async () => {
    const { token } = await account();
    const r = await send({ subject: 'Opening hours', message: 'Are you open on Sunday?' }, token);
    expect(r.status).toBe(202);
    expect(r.body).toEqual(THANKS);
    const [mail] = await h.db.selectFrom('outbox').selectAll().where('kind', '=', 'contact_message').where('body', 'like', '%Are you open on Sunday?%').execute();
    expect(mail.recipient).toBe('shop@canopy.example');
    expect(mail.subject).toContain('Opening hours');
    expect(mail.body).toContain(`Reply-To: writer-${accounts}@example.com`);
  });

  test.each([
    ['an empty subject', { subject: '  ', message: 'Hi' }, 'subject', 'Please fill out this field.'],
    ['a subject over 120 characters', { subject: 's'.repeat(121), message: 'Hi' }, 'subject', 'Please use no more than 120 characters.'],
    ['an empty message', { subject: 'Hi', message: '' }, 'message', 'Please fill out this field.'],
    ['a message over 5000 characters', { subject: 'Hi', message: 'm'.repeat(5001) }, 'message', 'Please use no more than 5000 characters.'],
  ])('%s is a 422 with the 001 §5 message', async (_name, body, field, message) => {
    const { token } = await account();
    const r = await send(body, token);
    expect(r.status).toBe(422);
    expect(r.body.validations).toEqual({ [field]: [message] });
  });

  test('a subject on two lines is a 400 (it becomes a mail header)', async () => {
    const { token } = await account();
    const r = await send({ subject: 'Hi\r\nBcc: everyone@example.com', message: 'x' }, token);
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.validations)).toEqual(['subject']);
  });

  test("a reservation must be the shopper's own: someone else's is a 404, like a missing one", async () => {
    const picks = await openForShoppers(h);
    const owner = await account();
    const cart = (await h.call('POST', '/cart_products', { body: addBody(1, picks[0]), token: owner.token })).body.cart_uuid;
    const placed = await h.call('POST', '/carts/checkout', {
      body: { cart_uuid: cart, payment_method: 'cash', agreement_accepted: true, birth_date: '1990-02-03' },
      token: owner.token,
    });
    const id = placed.body.reservation.id;
    const stranger = await account();
    for (const reservation_id of [id, 999_999]) {
      const r = await send({ subject: 'My order', message: 'Where is it?', reservation_id }, stranger.token);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('Reservation not found');
    }
    expect((await send({ subject: 'My order', message: 'Where is it?', reservation_id: id }, owner.token)).status).toBe(202);
  });

  test('five messages an hour per shopper; the sixth is a 429 with Retry-After, and an hour later it goes', async () => {
    const { token } = await account();
    const other = await account();
    for (let i = 0; i < 5; i += 1) expect((await send({ subject: `Note ${i}`, message: 'x' }, token)).status).toBe(202);
    const limited = await send({ subject: 'Note 6', message: 'x' }, token);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too_many_requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send({ subject: 'Mine', message: 'x' }, other.token)).status).toBe(202);
    h.clock.now = new Date(NOON_LA.getTime() + 61 * 60_000);
    try {
      expect((await send({ subject: 'Note 7', message: 'x' }, token)).status).toBe(202);
    } finally {
      h.clock.now = NOON_LA;
    }
  });

  test('a refused message (bad input) does not count against the limit', async () => {
    const { token } = await account();
    for (let i = 0; i < 6; i += 1) expect((await send({ subject: '', message: 'x' }, token)).status).toBe(422);
    expect((await send({ subject: 'Fine', message: 'x' }, token)).status).toBe(202);
  });
});
