import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { BudtenderAnswerSchema, BudtenderQueriesAnswerSchema } from '../../../../../shared/schemas/merchandisingAnswers';
import { BUDTENDER_PRODUCT_ID, DEVICE_ID, FLIGHT_ID, openDmHarness, PARTNER_ORIGIN, type DmHarness } from './dmHarness';

// 001 §7: the tokens on each answered product come back with its impression and click, attributed to store, row and flight.

let dm: DmHarness;
let row: { products: { product_id: number; ad_token: string; kevel_token: string | null; my_high_d: string }[]; object_ids: string[] };
beforeAll(async () => {
  dm = await openDmHarness();
  row = (await dm.post('/v2/smart', { store_id: 1, placement: 'pdp_row', jane_device_id: DEVICE_ID })).body;
});
afterAll(() => dm?.close());

const lastLogged = () => dm.recorded.logged.at(-1);
const tokensOf = (p: (typeof row.products)[number]) => ({ productId: p.product_id, adToken: p.ad_token, kevelToken: p.kevel_token, myHighD: p.my_high_d });

describe('engagements come back to the ranking through the tokens', () => {
  test('an impression is attributed to store, placement and flight', async () => {
    const [sponsored, plain] = row.products;
    const answer = await dm.post('/v2/event/1', { janeDeviceId: DEVICE_ID, distinctId: 'd-1', engagements: [tokensOf(sponsored), tokensOf(plain)] });
    expect(answer.status).toBe(204);
    expect(lastLogged()).toEqual({
      method: 'impressions',
      args: [
        DEVICE_ID,
        [
          { productId: sponsored.product_id, source: { storeId: 1, placement: 'pdp_row', flightId: FLIGHT_ID } },
          { productId: plain.product_id, source: { storeId: 1, placement: 'pdp_row', flightId: null } },
        ],
      ],
    });
  });

  test('any one of the three tokens is enough', async () => {
    const plain = row.products[1];
    await dm.post('/v2/event/1', { engagements: [{ productId: plain.product_id, myHighD: plain.my_high_d }] });
    expect(lastLogged()?.args).toEqual([null, [{ productId: plain.product_id, source: { storeId: 1, placement: 'pdp_row', flightId: null } }]]);
  });

  const forged = (token: string) => {
    const [body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    return `${Buffer.from(JSON.stringify({ ...payload, f: 1 })).toString('base64url')}.${signature}`;
  };
  test.each([
    ['edited (another flight)', (p: (typeof row.products)[number]) => forged(p.ad_token)],
    ['garbled', () => 'not-a-token'],
    ['of another product', () => row.products[2].ad_token],
    ['empty-signed', (p: (typeof row.products)[number]) => `${p.ad_token.split('.')[0]}.`],
  ])('a token %s is ignored, never an error', async (_what, tokenOf) => {
    const plain = row.products[1];
    dm.recorded.logged.length = 0;
    const answer = await dm.post('/v2/event/1', { engagements: [{ productId: plain.product_id, adToken: tokenOf(plain) }] });
    expect(answer.status).toBe(204);
    expect(dm.recorded.logged).toEqual([]);
  });

  test('a click carries the add-to-cart flag and its row; without a genuine token it is the store only', async () => {
    const sponsored = row.products[0];
    expect((await dm.post('/v2/event/2', { ...tokensOf(sponsored), storeId: 1, janeDeviceId: DEVICE_ID, isAddToCart: true })).status).toBe(204);
    expect(lastLogged()).toEqual({
      method: 'click',
      args: [DEVICE_ID, { productId: sponsored.product_id, source: { storeId: 1, placement: 'pdp_row', flightId: FLIGHT_ID }, addToCart: true }],
    });
    await dm.post('/v2/event/2', { productId: sponsored.product_id, adToken: 'garbled', storeId: 1 });
    expect(lastLogged()).toEqual({ method: 'click', args: [null, { productId: sponsored.product_id, source: { storeId: 1, placement: null, flightId: null }, addToCart: false }] });
  });

  test('a later page carries the row of the answer that ranked it', async () => {
    const id = row.object_ids[70];
    const page = await dm.post('/v2/smartpage', { store_id: 1, object_ids: [id] });
    await dm.post('/v2/event/1', { engagements: [tokensOf(page.body.products[0])] });
    expect(lastLogged()?.args).toEqual([null, [{ productId: Number(id), source: { storeId: 1, placement: 'pdp_row', flightId: null } }]]);
  });
});

describe('the virtual budtender', () => {
  test('answers as the engine does, with the service tokens on its products, so a click from the panel is attributed to it', async () => {
    const queries = await dm.post('/v2/virtual-budtender/queries', { storeId: 1, janeDeviceId: DEVICE_ID });
    expect(queries.body).toEqual({ queries: ['Something to help me sleep'] });
    expect(v.safeParse(BudtenderQueriesAnswerSchema, queries.body).issues).toBeUndefined();
    const answer = await dm.post('/v2/virtual-budtender', { store_id: 1, jane_device_id: DEVICE_ID, query: '  help me sleep ' });
    expect(dm.recorded.asked.at(-1)).toEqual({ method: 'answer', args: [1, 'help me sleep'] });
    expect(v.safeParse(BudtenderAnswerSchema, answer.body).issues).toBeUndefined();
    const [product] = answer.body.products;
    expect(product).toMatchObject({ product_id: BUDTENDER_PRODUCT_ID, score: 0.9, reasoning: 'Sleepy' });
    expect(product.ad_token).not.toBe('engine-token');
    await dm.post('/v2/event/2', { storeId: 1, productId: BUDTENDER_PRODUCT_ID, adToken: product.ad_token, isAddToCart: true });
    expect(lastLogged()?.args[1]).toEqual({ productId: BUDTENDER_PRODUCT_ID, source: { storeId: 1, placement: 'virtual_budtender_search', flightId: null }, addToCart: true });
  });
});

describe('the other events', () => {
  test('external checkout, the session beacon and insights reach the log', async () => {
    await dm.post('/v2/event/3e', { storeId: 1, janeDeviceId: DEVICE_ID, posOrderId: 'POS-9', products: [{ productId: 5 }, { productId: 6, count: 2 }] });
    expect(lastLogged()).toEqual({
      method: 'externalCheckout',
      args: [
        DEVICE_ID,
        1,
        {
          posOrderId: 'POS-9',
          products: [
            { productId: 5, count: 1 },
            { productId: 6, count: 2 },
          ],
        },
      ],
    });
    await dm.post('/v2/event/session', { distinctId: 'd-2', events: [{ name: 'load' }, { name: 'view', at: 12 }] });
    expect(lastLogged()).toEqual({
      method: 'session',
      args: [
        null,
        'd-2',
        [
          { name: 'load', at: null },
          { name: 'view', at: 12 },
        ],
      ],
    });
    const answer = await dm.post('/1/events', {
      events: [
        { index: 'menu-products', eventName: 'Filter', filters: ['kind:flower', 'brand:Kiva', 'plain'], userToken: DEVICE_ID },
        { index: 'menu-products', eventName: 'Click', objectIDs: ['5', '6'], userToken: DEVICE_ID },
      ],
    });
    expect(answer.status).toBe(204);
    expect(lastLogged()).toEqual({
      method: 'insights',
      args: [
        [
          { index: 'menu-products', eventName: 'Filter', filters: ['brand:Kiva', 'kind:flower'], userToken: DEVICE_ID },
          { index: 'menu-products', eventName: 'Click', objectIDs: ['5', '6'], userToken: DEVICE_ID },
        ],
      ],
    });
  });
});

describe('CORS, as the catalogue API', () => {
  const preflight = (origin: string) =>
    dm.app.request('/v2/smart?jdm_source=x', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, x-canopy-session, content-type' },
    });

  test('a partner origin may call with credentials, Authorization and the session-mode header', async () => {
    const answer = await preflight(PARTNER_ORIGIN);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER_ORIGIN);
    expect(answer.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(answer.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    expect(answer.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('x-canopy-session');
  });

  test('another origin is not allowed', async () => {
    const answer = await preflight('https://elsewhere.example');
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const post = await dm.post('/v2/smart', { store_id: 1, placement: 'pdp_row' }, { headers: { Origin: 'https://elsewhere.example' } });
    expect(post.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
