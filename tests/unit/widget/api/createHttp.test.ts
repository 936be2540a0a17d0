import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../../widget/api/ApiError';
import { createHttp, GENERIC_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from '../../../../widget/api/createHttp';
import type { HttpHooks } from '../../../../widget/api/createHttp';

function setup(respond: () => Response | Promise<Response>, hooks: Partial<HttpHooks> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const notify = vi.fn();
  const onUnauthorized = vi.fn();
  const onMaintenance = vi.fn();
  const forwardError = vi.fn();
  const http = createHttp({
    apiBase: 'https://host.test/api/v1/',
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), init });
      return respond();
    }) as typeof fetch,
    notify,
    onUnauthorized,
    onMaintenance,
    forwardError,
    ...hooks,
  });
  return { http, calls, notify, onUnauthorized, onMaintenance, forwardError };
}

const fail = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('the request layer (001 §7–8)', () => {
  test('001 §7: sends with credentials, JSON accept and the stored bearer token; lists are comma-separated', async () => {
    const { http, calls } = setup(() => new Response('{"ok":true}', { status: 200 }), { getToken: () => 'tok123' });
    await expect(http.get('/stores/1/menu_products', { query: { kind: ['flower', 'vape'], query: '', page: 2 } })).resolves.toEqual({ ok: true });
    expect(calls[0].url).toBe('https://host.test/api/v1/stores/1/menu_products?kind=flower%2Cvape&page=2');
    expect(calls[0].init.credentials).toBe('include');
    expect((calls[0].init.headers as Record<string, string>).Accept).toBe('application/json');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok123');
  });

  test.each([
    ['an anonymous GET', 'GET', false, undefined],
    ['an anonymous write (it may sign in)', 'POST', false, 'cookie'],
    ['a signed-in GET', 'GET', true, 'cookie'],
  ] as const)('framelessEmbed cookie session: %s carries X-Canopy-Session=%s and never Authorization', async (_, method, signedIn, header) => {
    const { http, calls } = setup(() => new Response('{}', { status: 200 }), { cookieSession: { signedIn: () => signedIn } });
    await http.request(method, '/whoami', method === 'GET' ? {} : { body: {} });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['X-Canopy-Session']).toBe(header);
    expect(headers.Authorization).toBeUndefined();
    expect(calls[0].init.credentials).toBe('include');
  });

  test('no token, no Authorization header; a body is JSON', async () => {
    const { http, calls } = setup(() => new Response('{}', { status: 201 }));
    await http.post('/cart_products', { a: 1 });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0].init.body).toBe('{"a":1}');
  });

  test.each([201, 200, 204])('a successful answer tells onStatus its status (%i: created, rewritten, no content)', async (status) => {
    const { http } = setup(() => new Response(status === 204 ? null : '{"id":1}', { status }));
    const seen: number[] = [];
    await http.post('/products/1/reviews', { rating: 5 }, { onStatus: (answered) => seen.push(answered) });
    expect(seen).toEqual([status]);
  });

  describe('uploads and photos (the ID documents, 001 §3)', () => {
    test('a form goes as multipart: the FormData itself, no JSON Content-Type, with the token and credentials', async () => {
      const { http, calls } = setup(() => new Response('{"ok":true}', { status: 200 }), { getToken: () => 'tok123' });
      const form = new FormData();
      form.append('first_name', 'Ada');
      form.append('government_photo', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'id.jpg', { type: 'image/jpeg' }));
      await expect(http.request('PATCH', '/documents', { form })).resolves.toEqual({ ok: true });
      const headers = calls[0].init.headers as Record<string, string>;
      // The browser writes the multipart Content-Type with its boundary; a JSON one would break the upload.
      expect(headers['Content-Type']).toBeUndefined();
      expect(headers.Authorization).toBe('Bearer tok123');
      expect(headers.Accept).toBe('application/json');
      expect(calls[0].init.method).toBe('PATCH');
      expect(calls[0].init.credentials).toBe('include');
      expect(calls[0].init.body).toBe(form);
    });

    test('framelessEmbed: a form is a write, so it says it rides the cookie session', async () => {
      const { http, calls } = setup(() => new Response('{}', { status: 200 }), { cookieSession: { signedIn: () => true } });
      await http.request('PATCH', '/documents', { form: new FormData() });
      expect((calls[0].init.headers as Record<string, string>)['X-Canopy-Session']).toBe('cookie');
    });

    test('a form answered 413 with validations is a validation error, without a notification', async () => {
      const body = { message: 'mmj_card is larger than 5 MB', validations: { mmj_card: ['must be at most 5 MB'] } };
      const { http, notify } = setup(() => new Response(JSON.stringify(body), { status: 413 }));
      const error = await fail(http.request('PATCH', '/documents', { form: new FormData() }));
      expect(error.code).toBe('validation');
      expect(error.status).toBe(413);
      expect(error.validations).toEqual({ mmj_card: ['must be at most 5 MB'] });
      expect(notify).not.toHaveBeenCalled();
    });

    test('blob: a successful answer is read as a Blob with its type (a photo behind the session)', async () => {
      const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
      const { http, calls } = setup(() => new Response(bytes, { status: 200, headers: { 'Content-Type': 'image/png' } }), { getToken: () => 'tok123' });
      const photo = await http.get<Blob>('/documents/files/7-a.png', { blob: true });
      expect(photo).toBeInstanceOf(Blob);
      expect(photo.type).toBe('image/png');
      expect(new Uint8Array(await photo.arrayBuffer())).toEqual(bytes);
      expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok123');
    });

    test('blob: a failed answer is still read as the JSON error it is', async () => {
      const { http, notify } = setup(() => new Response('{"message":"File not found"}', { status: 404 }));
      const error = await fail(http.get('/documents/files/7-a.png', { blob: true, quiet: true }));
      expect(error.message).toBe('File not found');
      expect(error.status).toBe(404);
      expect(notify).not.toHaveBeenCalled();
    });
  });

  test('001 §7: a 204 has no body → null', async () => {
    const { http } = setup(() => new Response(null, { status: 204 }));
    await expect(http.get('/x')).resolves.toBeNull();
  });

  test('001 §8: validations are returned to the caller, without a notification', async () => {
    const { http, notify } = setup(() => new Response(JSON.stringify({ message: 'Invalid', validations: { email: ['is taken'] } }), { status: 400 }));
    const error = await fail(http.post('/users', {}));
    expect(error.code).toBe('validation');
    expect(error.validations).toEqual({ email: ['is taken'] });
    expect(notify).not.toHaveBeenCalled();
  });

  test('001 §8: a 401 clears the login and prompts again', async () => {
    const { http, onUnauthorized, notify } = setup(() => new Response(JSON.stringify({ message: 'expired' }), { status: 401 }));
    const error = await fail(http.get('/whoami'));
    expect(error.code).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  test.each([
    ['the server message', 422, JSON.stringify({ message: 'Cart is not pending' }), 'Cart is not pending'],
    ["'Server error has occurred' when the body has no message", 500, JSON.stringify({ detail: 'x' }), SERVER_ERROR_MESSAGE],
    ['the status text for an empty non-OK response', 503, '', 'Service Unavailable'],
  ])('001 §8: shows %s', async (_name, status, body, message) => {
    const { http, notify, forwardError } = setup(() => new Response(body, { status, statusText: status === 503 ? 'Service Unavailable' : '' }));
    const error = await fail(http.get('/stores/9'));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(notify).toHaveBeenCalledWith(message);
    expect(forwardError).toHaveBeenCalledWith({ status, message, path: '/stores/9' });
  });

  // 001 §8: "Headless mode also forwards the error to the parent frame": every failed call, refusals with
  // validations and 401s included, so a headless parent learns why its shopper's checkout did not go through.
  test.each([
    ['a refusal with validations', 422, { message: 'Please describe your vehicle for curbside pickup', validations: { vehicle: ['Please fill out this field.'] } }],
    ['a 401', 401, { message: 'Please sign in to check out at this store' }],
  ])('001 §8: %s reaches the parent too', async (_name, status, body) => {
    const { http, forwardError } = setup(() => new Response(JSON.stringify(body), { status }));
    await fail(http.post('/carts/checkout', {}));
    expect(forwardError).toHaveBeenCalledWith({ status, message: body.message, path: '/carts/checkout' });
  });

  test("001 §8: a call that never got an answer shows 'Something went wrong'", async () => {
    const { http, notify } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await fail(http.get('/stores'));
    expect(error.code).toBe('network');
    expect(notify).toHaveBeenCalledWith(GENERIC_ERROR_MESSAGE);
  });

  test('000 §8: status 420 is maintenance', async () => {
    const { http, onMaintenance, notify } = setup(() => new Response('', { status: 420 }));
    const error = await fail(http.get('/stores'));
    expect(error.code).toBe('maintenance');
    expect(onMaintenance).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  test('a call cancelled while its answer is being read fails as cancelled, never as an empty answer (a page left mid-load)', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"id":'));
        controller.signal.addEventListener('abort', () => stream.error(new DOMException('The operation was aborted.', 'AbortError')));
      },
    });
    const { http, notify } = setup(() => {
      queueMicrotask(() => controller.abort());
      return new Response(body, { status: 200 });
    });
    const error = await fail(http.get('/products/5', { signal: controller.signal }));
    expect(error.code).toBe('aborted');
    expect(notify).not.toHaveBeenCalled();
  });

  test.each([
    ['an answer', () => new Response('{}', { status: 200 }), 200],
    ['a refusal', () => new Response('{"message":"no"}', { status: 422 }), 422],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 0],
  ])('001 §7: %s is told to onAnswer as method, path and status, never the query or body', async (_what, respond, status) => {
    const onAnswer = vi.fn();
    const { http } = setup(respond, { onAnswer, notify: () => undefined });
    await http.request('POST', '/carts/abc', { query: { email: 'a@b.example' }, body: { card: '4111111111111111' }, quiet: true }).catch(() => undefined);
    expect(onAnswer.mock.calls).toEqual([['POST', '/carts/abc', status]]);
  });

  test('quiet calls fail without a notification', async () => {
    const { http, notify } = setup(() => new Response('{"message":"nope"}', { status: 500 }));
    await fail(http.get('/x', { quiet: true }));
    expect(notify).not.toHaveBeenCalled();
  });

  describe('001 §5: an answer is checked against its schema; a mismatch is logged and the answer still used', () => {
    const Schema = v.pipe(
      v.looseObject({ total: v.number() }),
      v.transform((answer) => ({ cents: Math.round(answer.total * 100) })),
    );
    const fallback = (raw: unknown) => ({ cents: Number((raw as { total?: unknown }).total) * 100 });

    test("a matching answer is the schema's output, without a warning", async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { http } = setup(() => new Response('{"total":19.99}', { status: 200 }));
      await expect(http.get('/pos_cart', { schema: Schema, fallback })).resolves.toEqual({ cents: 1999 });
      expect(warn).not.toHaveBeenCalled();
      warn.mockRestore();
    });

    test('a mismatching answer warns with the call, each path and its issue, and is read best effort', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { http } = setup(() => new Response('{"total":"12"}', { status: 200 }));
      await expect(http.get('/pos_cart', { schema: Schema, fallback })).resolves.toEqual({ cents: 1200 });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0].join(' ')).toMatch(/GET \/pos_cart/);
      expect(warn.mock.calls[0].join(' ')).toMatch(/total: Invalid type/);
      warn.mockRestore();
    });

    test('without a fallback a mismatching answer is used as it arrived', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { http } = setup(() => new Response('{"total":"12"}', { status: 200 }));
      await expect(http.get('/pos_cart', { schema: Schema })).resolves.toEqual({ total: '12' });
      warn.mockRestore();
    });
  });
});
