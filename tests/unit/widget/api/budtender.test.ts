import { describe, expect, test } from 'vitest';
import { askBudtender, fetchBudtenderQueries } from '../../../../widget/api/budtender';
import { createDmClient } from '../../../../widget/api/dmClient';
import { budtenderAnswer, budtenderFetch, DEVICE_ID } from '../features/menu/budtender/budtenderFakes';

function dmOver(fake: ReturnType<typeof budtenderFetch>) {
  return createDmClient({ base: 'https://canopy.test/dm', auth: { token: () => null, cookieSession: false }, fetch: fake.fetch });
}

describe('the virtual budtender calls (001 §7)', () => {
  test('the suggested questions: POST /v2/virtual-budtender/queries with appMode, janeDeviceId and storeId', async () => {
    const fake = budtenderFetch({ queries: ['Something to help me sleep'] });
    const queries = await fetchBudtenderQueries(dmOver(fake), { appMode: 'embedded', deviceId: DEVICE_ID, storeId: 4 });
    expect(queries).toEqual(['Something to help me sleep']);
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call.path).toBe('/dm/v2/virtual-budtender/queries');
    expect(call.body).toEqual({ appMode: 'embedded', janeDeviceId: DEVICE_ID, storeId: 4 });
  });

  test('a question: POST /v2/virtual-budtender with the snake_case body and the budtender placement', async () => {
    const fake = budtenderFetch({ answer: budtenderAnswer() });
    const answer = await askBudtender(dmOver(fake), { appMode: 'default', deviceId: DEVICE_ID, storeId: 4, query: 'a strong sativa vape' });
    expect(answer?.products.map((product) => product.reasoning)).toEqual(['Sativa vape, 88% THC', 'Uplifting, under $40']);
    expect(fake.calls.map((call) => [call.path, call.body])).toEqual([
      ['/dm/v2/virtual-budtender', { app_mode: 'default', jane_device_id: DEVICE_ID, placement: 'virtual_budtender_search', query: 'a strong sativa vape', store_id: 4 }],
    ]);
  });

  test('a 204 is no answer; a non-OK answer rejects as the service layer says (001 §8)', async () => {
    const empty = budtenderFetch({ answer: null });
    expect(await askBudtender(dmOver(empty), { appMode: 'default', deviceId: DEVICE_ID, storeId: 4, query: 'anything' })).toBeNull();
    const failing = budtenderFetch({ answer: 500 });
    await expect(askBudtender(dmOver(failing), { appMode: 'default', deviceId: DEVICE_ID, storeId: 4, query: 'anything' })).rejects.toThrow('Api Request Failed');
  });

  // 001 §8, word for word: "SDK errors prefixed '[Jane DM SDK]:': 'Jane Device ID (jdid) is required to fetch virtual
  // budtender queries', '... to perform virtual budtender search'".
  test.each([null, undefined, ''])('without a device id (%j) both calls reject before any request, with the 001 §8 errors', async (deviceId) => {
    const fake = budtenderFetch({ queries: [], answer: budtenderAnswer() });
    const dm = dmOver(fake);
    await expect(fetchBudtenderQueries(dm, { appMode: 'default', deviceId, storeId: 4 })).rejects.toThrow(
      new Error('[Jane DM SDK]: Jane Device ID (jdid) is required to fetch virtual budtender queries'),
    );
    await expect(askBudtender(dm, { appMode: 'default', deviceId, storeId: 4, query: 'sleep' })).rejects.toThrow(
      new Error('[Jane DM SDK]: Jane Device ID (jdid) is required to perform virtual budtender search'),
    );
    expect(fake.calls).toEqual([]);
  });
});
