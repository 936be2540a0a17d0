import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { merchandisingSettings, NO_MERCHANDISING_SETTINGS } from '../../../../../demo-host/merchandising/settings';
import { openAdminHarness, type AdminHarness } from '../../admin/adminHarness';

// docs/api-admin.md § Store settings: merchandising_url (001 §5, the widget's override of the service) and
// merchandising (the rows' themes, top row and sponsored products), edited by the operator, read by the ranking.

let a: AdminHarness;
beforeAll(async () => {
  a = await openAdminHarness();
}, 60_000);
afterAll(() => a?.close());

const patchSettings = (body: unknown) => a.call('PATCH', '/admin/stores/1/settings', { body });
const publicStore = async () => (await a.call('GET', '/stores/1')).body.store;
const storeData = async () => (await a.h.db.selectFrom('stores').select('data').where('id', '=', 1).executeTakeFirstOrThrow()).data;

describe('merchandising_url', () => {
  test('is null until set; GET /stores/{id} answers what the operator sets', async () => {
    expect((await publicStore()).merchandising_url).toBeNull();
    expect((await a.call('GET', '/admin/stores/1/settings')).body.settings.merchandising_url).toBeNull();
    const r = await patchSettings({ merchandising_url: 'https://rows.partner.example/dm' });
    expect(r.status).toBe(200);
    expect(r.body.settings.merchandising_url).toBe('https://rows.partner.example/dm');
    expect((await publicStore()).merchandising_url).toBe('https://rows.partner.example/dm');
    expect((await patchSettings({ merchandising_url: null })).status).toBe(200);
    expect((await publicStore()).merchandising_url).toBeNull();
  });

  test.each(['javascript:alert(1)', 'ftp://rows.example', 'rows.example/dm', 'https://', 'http:// spaced.example', 42])('001 §5: %j is not a host URL (422)', async (url) => {
    const r = await patchSettings({ merchandising_url: url });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.validations)).toEqual(['merchandising_url']);
  });
});

describe('merchandising', () => {
  const settings = {
    themes: [{ title: 'Sleepy time', search_filter: 'feelings=Sleepy&kind=edible' }],
    top_row: { title: 'Staff picks', search_filter: 'kind=flower', image_url: 'https://cdn.example/top.png' },
    sponsored: [{ product_id: 5, flight_id: 900 }],
  };
  const stored = {
    themes: [{ title: 'Sleepy time', search_filter: 'feelings=Sleepy&kind=edible', product_ids: null }],
    top_row: { title: 'Staff picks', search_filter: 'kind=flower', image_url: 'https://cdn.example/top.png', creative_id: null },
    sponsored: [{ product_id: 5, flight_id: 900 }],
  };

  test('none until set', async () => {
    expect((await a.call('GET', '/admin/stores/1/settings')).body.settings.merchandising).toEqual(NO_MERCHANDISING_SETTINGS);
    expect(merchandisingSettings(await storeData())).toEqual(NO_MERCHANDISING_SETTINGS);
  });

  test('is kept in the store data for the ranking (merchandisingSettings) and not shown on the public store', async () => {
    const r = await patchSettings({ merchandising: settings });
    expect(r.status).toBe(200);
    expect(r.body.settings.merchandising).toEqual(stored);
    expect(merchandisingSettings(await storeData())).toEqual(stored);
    expect(merchandisingSettings(JSON.parse(await storeData()))).toEqual(stored);
    expect(await publicStore()).not.toHaveProperty('merchandising');
    // Another setting's PATCH keeps it.
    expect((await patchSettings({ service_fee_amount: 1 })).body.settings.merchandising).toEqual(stored);
  });

  test.each([
    [{ themes: [{ search_filter: 'kind=flower' }] }, 'merchandising.themes.0.title'],
    [{ themes: [{ title: 'x', search_filter: '?kind=flower' }] }, 'merchandising.themes.0.search_filter'],
    [{ themes: [{ title: 'x', product_ids: [0] }] }, 'merchandising.themes.0.product_ids.0'],
    [{ top_row: { title: 'x', image_url: 'http://insecure.example/a.png' } }, 'merchandising.top_row.image_url'],
    [{ sponsored: [{ product_id: 5 }] }, 'merchandising.sponsored.0.flight_id'],
    [
      {
        sponsored: [
          { product_id: 5, flight_id: 1 },
          { product_id: 5, flight_id: 2 },
        ],
      },
      'merchandising.sponsored',
    ],
    [{ colours: [] }, 'merchandising.colours'],
  ])('%j is refused with a 422 naming %s', async (value, field) => {
    const r = await patchSettings({ merchandising: value });
    expect(r.status).toBe(422);
    expect(r.body.validations).toHaveProperty([field]);
  });

  test('a stored value that no longer reads as valid is none', () => {
    expect(merchandisingSettings({ merchandising: { themes: 'oops' } })).toEqual(NO_MERCHANDISING_SETTINGS);
    expect(merchandisingSettings('not json')).toEqual(NO_MERCHANDISING_SETTINGS);
    expect(merchandisingSettings(null)).toEqual(NO_MERCHANDISING_SETTINGS);
  });
});
