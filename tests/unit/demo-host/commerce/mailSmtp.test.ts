import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { captureLog } from '../log/captureLog';
import { addBody, HARNESS_ORIGIN, openHarness, register, type Harness, type MenuPick } from './harness';
import { openForShoppers } from './shopper';
import { startSmtpCatcher, type SmtpCatcher } from './smtpCatcher';

// The host's mail over a real SMTP server, in this process: what the shopper's mailbox would receive.

let smtp: SmtpCatcher;
let h: Harness;
let picks: MenuPick[];

const FROM = 'shop@canopy.example';
const SUPPORT = 'help@canopy.example';
const LINK = /https?:\/\/\S+/;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  h = await openHarness({ stores: 1, mail: { smtpUrl: smtp.url, from: `Canopy <${FROM}>`, supportEmail: SUPPORT } });
  picks = await openForShoppers(h);
}, 60_000);
afterAll(async () => {
  await h.close();
  await smtp.close();
});

let carts = 0;
/** A pending cart of store 1 with two lines; signed in when `token` is given. */
async function cartOf(token?: string): Promise<string> {
  const first = picks[carts++ % picks.length];
  const second = picks[carts++ % picks.length];
  const made = await h.call('POST', '/cart_products', { body: addBody(1, first, 2), token });
  await h.call('POST', '/cart_products', { body: addBody(1, second, 1, made.body.cart_uuid), token });
  return made.body.cart_uuid;
}

async function checkout(uuid: string, extra: Record<string, unknown>, token?: string) {
  const body = { cart_uuid: uuid, payment_method: 'cash', agreement_accepted: true, birth_date: '1990-02-03', ...extra };
  return h.call('POST', '/carts/checkout', { body, token });
}

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

describe('account mail over SMTP', () => {
  test('a password reset arrives with an absolute link: the public origin, the mode base, /reset-password', async () => {
    await register(h, 'smtp-reset@example.com');
    expect((await h.call('POST', '/password_resets', { body: { email: 'smtp-reset@example.com', mode_base: '/embed/stores/3' } })).status).toBe(202);
    const mail = await smtp.waitFor('smtp-reset@example.com', /Reset your password/);
    expect(mail.from).toBe(FROM);
    expect(mail.headers.from).toBe(`Canopy <${FROM}>`);
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
    const link = LINK.exec(mail.text)![0];
    expect(link).toMatch(/^https:\/\/canopy\.example\/embed\/stores\/3\/reset-password\?token=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('token');
    expect((await h.call('PUT', '/password_resets', { body: { token, password: 'a brand new password' } })).status).toBe(200);
    expect(await h.db.selectFrom('outbox').select('id').where('recipient', '=', 'smtp-reset@example.com').execute()).toEqual([]);
  });

  test('registering sends a welcome; registering a taken address sends its owner the notice instead', async () => {
    await h.call('POST', '/users', { body: { user: { email: 'Welcome@Example.com', password: 'correct horse battery', first_name: 'Ada' } } });
    const welcome = await smtp.waitFor('welcome@example.com', /Welcome/);
    expect(welcome.text).toContain('Ada');
    expect(welcome.text).toContain(`${HARNESS_ORIGIN}/profile`);
    const again = await h.call('POST', '/users', { body: { user: { email: 'welcome@example.com', password: 'another long password' } } });
    expect(again.status).toBe(202);
    const notice = await smtp.waitFor('welcome@example.com', /Someone tried to create an account/);
    expect(notice.text).toContain(`${HARNESS_ORIGIN}/forgot-password`);
    await h.mailer.idle();
    expect(smtp.received.filter((m) => m.to.includes('welcome@example.com') && /Welcome/.test(m.subject))).toHaveLength(1);
  });
});

describe('the reservation confirmation (the receipt promises it)', () => {
  test("a guest's goes to the contact e-mail: order number, store, mode, items, total and the receipt under the mode base", async () => {
    const uuid = await cartOf();
    const contact = { first_name: 'Grace', last_name: 'Guest', email: 'Grace.Guest@Example.com' };
    const placed = await checkout(uuid, { contact, mode_base: '/embed' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { id, uuid: reservationUuid, amount } = placed.body.reservation;
    const mail = await smtp.waitFor('grace.guest@example.com', /reservation/i);
    const row = await h.db.selectFrom('reservations').select('data').where('id', '=', id).executeTakeFirstOrThrow();
    const data = JSON.parse(row.data) as { store: { name: string }; lines: { name: string; count: number }[] };
    expect(mail.subject).toContain(`#${id}`);
    expect(mail.text).toContain(`Order number: ${id}`);
    expect(mail.text).toContain(data.store.name);
    expect(mail.text).toContain('Pickup');
    for (const line of data.lines) expect(mail.text).toContain(`${line.count} × ${line.name}`);
    expect(mail.text).toContain(`Total: ${money(amount)}`);
    expect(LINK.exec(mail.text)![0]).toBe(`${HARNESS_ORIGIN}/embed/reservation_receipt/${reservationUuid}`);
  });

  test("a signed-in shopper's goes to the account's e-mail with the reservation's page", async () => {
    const { token } = await register(h, 'buyer-mail@example.com');
    const placed = await checkout(await cartOf(token), {}, token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const mail = await smtp.waitFor('buyer-mail@example.com', /reservation/i);
    expect(LINK.exec(mail.text)![0]).toBe(`${HARNESS_ORIGIN}/profile/reservations/${placed.body.reservation.id}`);
  });

  test('a checkout submitted twice at once makes one reservation and one mail', async () => {
    const uuid = await cartOf();
    const contact = { first_name: 'Twice', last_name: 'Clicked', email: 'twice@example.com' };
    const [a, b] = await Promise.all([checkout(uuid, { contact }), checkout(uuid, { contact })]);
    expect(a.body.reservation.id).toBe(b.body.reservation.id);
    await smtp.waitFor('twice@example.com');
    await h.mailer.idle();
    expect(smtp.received.filter((m) => m.to.includes('twice@example.com'))).toHaveLength(1);
  });

  test('mail the server refuses is logged, and the registration and the checkout still succeed', async () => {
    smtp.refused.add('bounce@example.com');
    const logged = captureLog();
    try {
      const registered = await h.call('POST', '/users', { body: { user: { email: 'bounce@example.com', password: 'correct horse battery' } } });
      expect(registered.status).toBe(201);
      const placed = await checkout(await cartOf(registered.body.token), {}, registered.body.token);
      expect(placed.status).toBe(200);
      await h.mailer.idle();
      expect(logged.lines.filter((line) => /^\[mail\]/.test(line.msg)).map((line) => line.msg)).toEqual([
        '[mail] welcome mail was not sent',
        '[mail] reservation_confirmation mail was not sent',
      ]);
      expect(await h.db.selectFrom('reservations').select('id').where('id', '=', placed.body.reservation.id).executeTakeFirst()).toBeDefined();
    } finally {
      logged.restore();
    }
  });
});

describe('a contact message (profile/contactUs)', () => {
  test('goes to the support address with Reply-To the shopper, naming their reservation', async () => {
    const { token } = await register(h, 'asks@example.com', { first_name: 'Ada', last_name: 'Asks' });
    const placed = await checkout(await cartOf(token), {}, token);
    const id = placed.body.reservation.id;
    const body = { subject: 'Where is my order?', message: 'It has been an hour.\nThanks!', reservation_id: id };
    const r = await h.call('POST', '/contact_messages', { body, token });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ message: 'Thanks, we will reply by e-mail' });
    const mail = await smtp.waitFor(SUPPORT, /Where is my order\?/);
    expect(mail.headers['reply-to']).toBe('asks@example.com');
    expect(mail.text).toContain('It has been an hour.');
    expect(mail.text).toContain(`#${id}`);
    expect(mail.text).toContain('Ada Asks <asks@example.com>');
  });
});
