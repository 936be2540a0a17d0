import { expect, type APIRequestContext } from '@playwright/test';
import { origins } from './origins';

/**
 * Changes a store's settings through the admin API (docs/api-admin.md, PATCH /admin/stores/{id}/settings) and
 * answers a function that puts back what they were, for a spec that needs the store set up a certain way; its
 * `settings` are the store's settings as the change left them.
 */
// A beforeAll's request context is gone by afterAll: a restore made there is given afterAll's own.
export type RestoreSettings = ((later?: APIRequestContext) => Promise<void>) & { settings: Record<string, unknown> };

export async function changeStoreSettings(request: APIRequestContext, storeId: number, changes: Record<string, unknown>): Promise<RestoreSettings> {
  return changeStoreResource(request, `/admin/stores/${storeId}/settings`, 'settings', changes);
}

/** The same for a store's feature flags (docs/api-admin.md § Feature flags, PATCH /admin/stores/{id}/feature_flags). */
export async function changeStoreFlags(request: APIRequestContext, storeId: number, changes: Record<string, boolean>): Promise<RestoreSettings> {
  return changeStoreResource(request, `/admin/stores/${storeId}/feature_flags`, 'feature_flags', changes);
}

async function changeStoreResource(request: APIRequestContext, path: string, key: string, changes: Record<string, unknown>): Promise<RestoreSettings> {
  const token = process.env.CANOPY_E2E_ADMIN_TOKEN;
  if (!token) throw new Error('CANOPY_E2E_ADMIN_TOKEN unset: run through tests/playwright.config.ts');
  const url = `${origins().host}/api/v1${path}`;
  const headers = { authorization: `Bearer ${token}` };
  const before = ((await (await request.get(url, { headers })).json()) as Record<string, Record<string, unknown>>)[key];
  const patch = async (data: Record<string, unknown>, context = request) => {
    const answer = await context.patch(url, { headers, data });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as Record<string, Record<string, unknown>>)[key];
  };
  const settings = await patch(changes);
  const restore = async (later?: APIRequestContext) => {
    await patch(Object.fromEntries(Object.keys(changes).map((name) => [name, before[name]])), later);
  };
  return Object.assign(restore, { settings });
}
