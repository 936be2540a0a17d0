import { describe, expect, test } from 'vitest';
import { KEPT_URL_TAGS } from '../../../shared/constants';
import { PROTOCOL_VERSION } from '../../../shared/protocol';
import { parseOptions, type EmbedOptions } from '../../../loader/parseOptions';
import { planEmbed } from '../../../loader/planEmbed';

const host = 'http://127.0.0.1:8080';
const page = 'http://localhost:8081';
const options = (raw: Record<string, unknown>): EmbedOptions => {
  const result = parseOptions(raw, 'options');
  if (!result.ok) throw new Error(result.errors.join(' '));
  return result.options;
};
const plan = (raw: Record<string, unknown>, syncedPath: string | null = null) =>
  planEmbed(options(raw), { widgetOrigin: host, hostOrigin: page, syncedPath, urlSync: syncedPath !== null, embedId: 3 });

describe('the iframe URL is the mode base plus the route (DESIGN §1.4, 000 §2)', () => {
  test.each([
    [{ storeId: 12 }, '/embed/stores/12/menu'],
    [{ storeId: 12, mode: 'whiteLabel' }, '/embed/stores/12/menu'],
    [{ partnerId: 4, storeId: 12 }, '/embed/stores/4/stores/12/menu'],
    [{ storeId: 12, path: '/products/5/blue-dream' }, '/embed/stores/12/products/5/blue-dream'],
    [{ operatorId: 3, mode: 'operatorEmbed' }, '/operator_embed/operators/3/stores'],
    [{ operatorId: 3, storeId: 7, mode: 'operatorEmbed' }, '/operator_embed/operators/3/stores/7/menu'],
    [{ partnerId: 5, mode: 'kiosk', partnerName: 'Green Leaf Co.' }, '/stores/5/green-leaf-co/menu'],
    [{ storeId: 5, mode: 'kiosk' }, '/stores/5/kiosk/menu'],
    [{ storeId: 1, mode: 'headless' }, '/headless/stores/1/menu'],
    [{ storeId: 1, mode: 'bloom' }, '/stores/1/menu'],
  ])('%j → %s', (raw, path) => {
    expect(plan(raw).src).toBe(host + path);
  });

  // 001 §1: "auth features can be disabled in embedded mode": every loader mode but kiosk is one (000 §1).
  test.each([
    [{ storeId: 1, auth: 'off' }, false],
    [{ storeId: 1, mode: 'framelessEmbed', auth: false }, false],
    [{ operatorId: 3, mode: 'operatorEmbed', auth: 'off' }, false],
    [{ storeId: 1, mode: 'headless', auth: 'off' }, false],
    [{ storeId: 1, auth: 'on' }, undefined],
    [{ storeId: 1 }, undefined],
    [{ storeId: 5, mode: 'kiosk', auth: 'off' }, undefined],
  ])('%j → config.auth %s', (raw, auth) => {
    expect(plan(raw).config.auth).toBe(auth);
  });

  test('a route from the page URL wins over data-path', () => {
    expect(plan({ storeId: 1, path: '/brands' }, '/cart').src).toBe(`${host}/embed/stores/1/cart`);
  });

  test('the config carries mode, ids, API base, route, theme, host origin, version and the embed’s number', () => {
    expect(plan({ storeId: 1, mode: 'whiteLabel', theme: { primary: '#0a7' } }).config).toEqual({
      mode: 'whiteLabel',
      storeId: 1,
      partnerId: 1,
      apiBase: `${host}/api/v1`,
      initialPath: '/menu',
      theme: { primary: '#0a7' },
      hostOrigin: page,
      urlSync: false,
      protocolVersion: PROTOCOL_VERSION,
      embedId: 3,
    });
  });

  test.each([
    [{ storeId: 1, apiBase: '/api/v2' }, `${host}/api/v2`],
    [{ storeId: 1, mode: 'framelessEmbed', apiBase: '/api/v2' }, `${host}/v2`],
    [{ storeId: 1, apiBase: 'https://api.partner.example/canopy/' }, 'https://api.partner.example/canopy'],
  ])('API base for %j is %s (000 §7)', (raw, expected) => {
    expect(plan(raw).config.apiBase).toBe(expected);
  });
});

describe("the page's campaign tags go to the widget (001 §7: an iframe cannot read the page's address)", () => {
  const tagsOf = (pageSearch: string) =>
    planEmbed(options({ storeId: 12 }), { widgetOrigin: host, hostOrigin: page, syncedPath: null, urlSync: false, embedId: 3, pageSearch }).config.tags;

  test.each(KEPT_URL_TAGS.map((tag) => [tag]))('%s is passed on, the page’s other parameters are not', (tag) => {
    expect(tagsOf(`?canopy=%2Fcart&${tag}=spring%20sale&utm_other=1&ref=2`)).toBe(`&${tag}=spring%20sale`);
  });

  test.each([
    ['?utm_source=mail&og_ref=abc#top', '?utm_source=mail&og_ref=abc'],
    ['?canopy=/menu', undefined],
    ['', undefined],
  ])('%j → %j', (search, tags) => {
    expect(tagsOf(search)).toBe(tags);
  });
});
