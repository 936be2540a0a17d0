import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAINTENANCE_STATUS } from '../../../../shared/constants';
import { openSeededApi, type SeededApi } from './apiFixture';

// 000 §8's admin maintenance flag is one switch for the whole host, however many instances serve it: turned on
// through one instance, every instance answers 420 from its next request; turned off through another, all serve again.
// Each API here is another instance over the same database, as a second host process would be.

const ADMIN_TOKEN = 'shared-maintenance-admin-token';
let api: SeededApi;
beforeAll(async () => {
  api = await openSeededApi({ stores: 1, products: 50 });
}, 60_000);
afterAll(() => api?.close());

const flip = (instance: SeededApi, enabled: boolean) =>
  instance.request('/admin/maintenance', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ enabled }),
  });

describe('the admin maintenance flag across instances', () => {
  test('on through one instance: every instance answers 420; off through another: every instance serves', async () => {
    const instances = [0, 1, 2].map(() => api.withApi({ config: { adminToken: ADMIN_TOKEN } }));
    for (const instance of instances) expect((await instance.request('/stores/1')).status).toBe(200);
    expect((await flip(instances[0], true)).status).toBe(200);
    for (const instance of instances) expect((await instance.request('/stores/1')).status).toBe(MAINTENANCE_STATUS);
    expect((await flip(instances[2], false)).status).toBe(200);
    for (const instance of instances) expect((await instance.request('/stores/1')).status).toBe(200);
  });
});
