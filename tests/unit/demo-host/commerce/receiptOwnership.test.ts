import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { addBody, menuPicks, openHarness, patchStore, type Harness, type MenuPick } from './harness';

vi.setConfig({ testTimeout: 30_000 });

// URL sync mirrors /reservation_receipt/<uuid> into the partner's address bar, and from there into its analytics
// and shared links. The uuid alone must show nothing personal: the contact, address and items go to the device
// that placed the order only.
let h: Harness;
let picks: MenuPick[];
const DEVICE = addBody(1, { product_id: 0, price_id: 'each' }).j_device_id;

beforeAll(async () => {
  h = await openHarness({ stores: 1 });
  picks = await menuPicks(h.db, 1);
  await patchStore(h.db, 1, {
    require_checkout_agreement: false,
    guest_checkout_setting: 'allowed',
    pickup_id_required: false,
    birth_date_required: false,
    pickup_minimum: 0,
    cart_limit_rules: [],
  });
}, 60_000);
afterAll(() => h.close());

async function guestReservationUuid(): Promise<string> {
  const added = await h.call('POST', '/cart_products', { body: addBody(1, picks[0]) });
  expect(added.status).toBe(201);
  const contact = { first_name: 'Ada', last_name: 'Guest', email: 'ada.private@example.com', phone: '3105559890', birth_date: '1990-02-03' };
  const placed = await h.call('POST', '/carts/checkout', { body: { cart_uuid: added.body.cart_uuid, payment_method: 'cash', agreement_accepted: true, contact } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.reservation.uuid;
}

describe('GET /reservation_receipt/:uuid shows personal data to the placing device only', () => {
  test('the device that placed the order sees the contact and the items', async () => {
    const uuid = await guestReservationUuid();
    const receipt = await h.call('GET', `/reservation_receipt/${uuid}`, { query: { j_device_id: DEVICE } });
    expect(receipt.status).toBe(200);
    expect(receipt.body.reservation.contact.email).toBe('ada.private@example.com');
    expect(receipt.body.reservation.products).toHaveLength(1);
    expect(receipt.body.reservation.redacted).toBeUndefined();
  });

  test.each([
    ['no device id (a link opened anywhere)', {}],
    ['another device', { j_device_id: 'someone-elses-device-01' }],
  ])("%s sees the reservation's state and nothing personal", async (_, query) => {
    const uuid = await guestReservationUuid();
    const receipt = await h.call('GET', `/reservation_receipt/${uuid}`, { query });
    expect(receipt.status).toBe(200);
    expect(receipt.body.reservation).toMatchObject({ uuid, redacted: true, contact: null, delivery_address: null, products: [], totals: null });
    expect(JSON.stringify(receipt.body)).not.toMatch(/ada\.private|3105559890|Ada|Guest|1990-02-03/);
  });
});
