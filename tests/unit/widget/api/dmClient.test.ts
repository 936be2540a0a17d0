import { describe, expect, test, vi } from 'vitest';
import * as v from 'valibot';
import { createDmClient, DmRequestError } from '../../../../widget/api/dmClient';

// 001 §7–8: the merchandising service's request layer.
const BASE = 'https://host.test/dm';

function fakeFetch(status: number, body: unknown = {}) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(status === 204 ? null : JSON.stringify(body), { status }));
}

describe('createDmClient', () => {
  test('a POST is text/plain JSON with the jdm parameters, no credentials for a bearer-less guest', async () => {
    const fetch = fakeFetch(200, { queries: ['a'] });
    const client = createDmClient({ base: BASE, auth: { token: () => null, cookieSession: false }, fetch });
    expect(await client.post('/v2/virtual-budtender/queries', { storeId: 1 })).toEqual({ queries: ['a'] });
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe(`${BASE}/v2/virtual-budtender/queries?jdm_source=canopy-widget&jdm_version=2&jdm_api_key=canopy-public`);
    expect(init).toMatchObject({ method: 'POST', body: '{"storeId":1}', credentials: 'omit' });
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('text/plain;charset=UTF-8');
    expect(init!.headers).not.toHaveProperty('Authorization');
  });

  test('a signed-in shopper goes as the widget does: the bearer token, or the cookie session in framelessEmbed', async () => {
    const bearer = fakeFetch(200);
    await createDmClient({ base: BASE, auth: { token: () => 'tok', cookieSession: false }, fetch: bearer }).post('/v2/smart', {});
    expect((bearer.mock.calls[0][1]!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    const cookie = fakeFetch(200);
    await createDmClient({ base: BASE, auth: { token: () => null, cookieSession: true }, fetch: cookie }).post('/v2/smart', {});
    expect(cookie.mock.calls[0][1]).toMatchObject({ credentials: 'include', headers: { 'X-Canopy-Session': 'cookie' } });
  });

  test("001 §7–8: 204 is an empty result; any other non-OK answer rejects with 'Api Request Failed'", async () => {
    const client = (status: number) => createDmClient({ base: BASE, auth: { token: () => null, cookieSession: false }, fetch: fakeFetch(status, { message: 'nope' }) });
    expect(await client(204).post('/v2/smart', {})).toBeNull();
    for (const status of [400, 404, 500]) {
      const failure = client(status).post('/v2/smart', {});
      await expect(failure).rejects.toBeInstanceOf(DmRequestError);
      await expect(failure).rejects.toThrow('Api Request Failed');
    }
  });

  test('an answer is read with its schema; a mismatch is warned about and used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createDmClient({ base: BASE, auth: { token: () => null, cookieSession: false }, fetch: fakeFetch(200, { queries: 'not a list' }) });
    expect(await client.post('/q', {}, { schema: v.object({ queries: v.array(v.string()) }) })).toEqual({ queries: 'not a list' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  test('send: a beacon for a guest; a keepalive fetch when the token must go along', () => {
    const beacon = vi.fn(() => true);
    const fetch = fakeFetch(204);
    createDmClient({ base: BASE, auth: { token: () => null, cookieSession: false }, fetch, sendBeacon: beacon }).send('/v2/event/1', { engagements: [] });
    expect(beacon).toHaveBeenCalledOnce();
    expect(String((beacon.mock.calls[0] as unknown[])[0])).toContain('/v2/event/1?jdm_source=');
    expect(fetch).not.toHaveBeenCalled();
    createDmClient({ base: BASE, auth: { token: () => 'tok', cookieSession: false }, fetch, sendBeacon: beacon }).send('/v2/event/2', {});
    expect(beacon).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0][1]).toMatchObject({ keepalive: true, headers: { Authorization: 'Bearer tok' } });
  });
});
