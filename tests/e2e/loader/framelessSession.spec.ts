import { expect, test } from '@playwright/test';
import { OrderWidget } from '../order/OrderWidget';
import { origins } from '../support/origins';
import { PASSWORD_HASH_TIMEOUT_MS } from '../support/passwordHashing';

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

// framelessEmbed renders the widget in the partner's own realm. A partner page's script (an analytics tag, an XSS)
// must not be able to read the shopper's session: not from storage, cookies, messages, the DOM, or the network
// answers it can watch by wrapping fetch. The host keeps the token in an HttpOnly, partitioned cookie.
test('after signing in frameless, no storage, message, DOM or network path of the partner page holds the token', async ({ page, request, context }) => {
  test.setTimeout(120_000); // two password hashes: the account and the login
  const { host } = origins();
  const email = `frameless-${Date.now()}@example.com`;
  const created = await request.post(`${host}/api/v1/users`, { data: { user: { email, password: 'correct horse battery' } }, timeout: PASSWORD_HASH_TIMEOUT_MS });
  expect(created.status()).toBe(201);

  // The partner page's "attacker": records every message and every API exchange the page's realm can see.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    window.addEventListener('message', (event) => seen.push(`message ${JSON.stringify(event.data)}`), true);
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      seen.push(`request ${String(input instanceof Request ? input.url : input)} ${JSON.stringify(init?.headers ?? {})}`);
      const response = await realFetch(input, init);
      response
        .clone()
        .text()
        .then(
          (text) => seen.push(`answer ${[...response.headers].join(';')} ${text}`),
          () => undefined,
        );
      return response;
    };
  });
  const widget = await OrderWidget.open(page, 'frameless', '/login');
  await expect(widget.heading('Log in', 1)).toBeVisible();
  await widget.root.getByLabel('E-mail or phone').fill(email);
  await widget.root.getByLabel('Password').fill('correct horse battery');
  await widget.button('Log in').click();
  await expect.poll(() => widget.messages('login'), { timeout: PASSWORD_HASH_TIMEOUT_MS }).toHaveLength(1);

  const cookie = (await context.cookies(`${host}/api/v1/`)).find((c) => c.name === 'canopy_session');
  expect(cookie, 'the host set its session cookie').toBeTruthy();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.partitionKey, "partitioned by the partner's site").toBeTruthy();
  const token = cookie!.value;
  expect(token).toMatch(JWT);

  const visible = await page.evaluate(async () => {
    const dump = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`);
    const databases = 'databases' in indexedDB ? (await indexedDB.databases()).map((d) => d.name) : [];
    const shadow = document.querySelector('#canopy-menu')?.shadowRoot?.innerHTML ?? '';
    return {
      local: dump(localStorage),
      session: dump(sessionStorage),
      cookie: document.cookie,
      name: window.name,
      databases,
      caches: 'caches' in window ? await caches.keys() : [],
      shadow,
      resources: performance.getEntries().map((e) => e.name),
      seen: (window as unknown as { __seen: string[] }).__seen,
    };
  });
  const everything = JSON.stringify(visible);
  expect(
    visible.seen.some((line) => line.includes('/api/v1/sessions')),
    'the spy saw the sign-in',
  ).toBe(true);
  expect(everything).not.toContain(token);
  expect(everything).not.toContain(token.split('.')[2]);
  expect(everything).not.toMatch(JWT);

  // The widget is signed in all the same: its calls carry the cookie, and a reload keeps the session.
  const whoami = await page.evaluate(async (api) => (await fetch(`${api}/whoami`, { credentials: 'include', headers: { 'X-Canopy-Session': 'cookie' } })).json(), `${host}/api/v1`);
  expect(whoami.user.email).toBe(email);
  await widget.goto('/login');
  await expect(widget.root.locator('.cn-app').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_session'))).toMatch(/^cookie:\d+$/);
});
