import { describe, expect, test } from 'vitest';
import { RouteError, matchRoute, modeBase, splitModeBase, withModeBase } from '../../../../shared/routes';
import type { ModeConfig, ModeHint } from '../../../../shared/routes';

// DESIGN §1.4, 000 §2: "default: none · embedded, framelessEmbed, whiteLabel: /embed or
// /embed/stores/{partnerId} · operatorEmbed: /operator_embed/operators/{operatorId}[/stores/{storeId}] ·
// kiosk: /stores/{partnerId}/{partner-name-slug} · headless: /headless · bloom: none".
describe('modeBase', () => {
  test.each<[ModeConfig, string]>([
    [{ mode: 'default' }, ''],
    [{ mode: 'bloom', partnerId: 4 }, ''],
    [{ mode: 'embedded' }, '/embed'],
    [{ mode: 'embedded', partnerId: 12 }, '/embed/stores/12'],
    [{ mode: 'framelessEmbed' }, '/embed'],
    [{ mode: 'framelessEmbed', partnerId: 12 }, '/embed/stores/12'],
    [{ mode: 'whiteLabel', partnerId: 12 }, '/embed/stores/12'],
    [{ mode: 'whiteLabel', partnerId: 12, hostedPath: '/shop/' }, '/shop'],
    [{ mode: 'operatorEmbed', operatorId: 3 }, '/operator_embed/operators/3'],
    [{ mode: 'operatorEmbed', operatorId: 3, storeId: 12 }, '/operator_embed/operators/3/stores/12'],
    [{ mode: 'kiosk', partnerId: 12, partnerName: 'Green Leaf Co.' }, '/stores/12/green-leaf-co'],
    [{ mode: 'kiosk', partnerId: 12, partnerName: 'green-leaf' }, '/stores/12/green-leaf'],
    [{ mode: 'headless' }, '/headless'],
    [{ mode: 'headless', storeId: 12 }, '/headless'],
  ])('%j → %j', (config, base) => {
    expect(modeBase(config)).toBe(base);
  });

  test.each<[ModeConfig, RegExp]>([
    [{ mode: 'operatorEmbed' }, /operatorId/],
    [{ mode: 'operatorEmbed', operatorId: 0 }, /operatorId/],
    [{ mode: 'kiosk', partnerName: 'Green Leaf' }, /partnerId/],
    [{ mode: 'kiosk', partnerId: 12 }, /partnerName/],
    [{ mode: 'kiosk', partnerId: 12, partnerName: '!!' }, /partnerName/],
    [{ mode: 'embedded', partnerId: 1.5 }, /partnerId/],
    [{ mode: 'embedded', hostedPath: 'shop' }, /hosted path/],
    [{ mode: 'embedded', hostedPath: '//evil.example' }, /hosted path/],
  ])('%j throws a RouteError naming %s', (config, message) => {
    expect(() => modeBase(config)).toThrow(RouteError);
    expect(() => modeBase(config)).toThrow(message);
  });

  test.each<[ModeConfig, string, string]>([
    [{ mode: 'default' }, '/', '/'],
    [{ mode: 'default' }, '/menu', '/menu'],
    [{ mode: 'embedded' }, '/', '/embed'],
    [{ mode: 'embedded', partnerId: 12 }, '/menu', '/embed/stores/12/menu'],
    [{ mode: 'embedded' }, '/?canopy=1', '/embed?canopy=1'],
    [{ mode: 'operatorEmbed', operatorId: 3 }, '/stores/12/green-leaf', '/operator_embed/operators/3/stores/12/green-leaf'],
    [{ mode: 'kiosk', partnerId: 12, partnerName: 'Green Leaf' }, '/landing', '/stores/12/green-leaf/landing'],
    [{ mode: 'headless' }, '/products/345/blue-dream', '/headless/products/345/blue-dream'],
  ])('withModeBase(%j, %s) → %s', (config, route, path) => {
    expect(withModeBase(config, route)).toBe(path);
  });
});

describe('splitModeBase', () => {
  test.each<[string, ModeHint, string, Record<string, unknown>, string, string]>([
    // path, hint, mode, ids, base, route
    ['/', {}, 'default', {}, '', '/'],
    ['/stores/12/green-leaf/menu', {}, 'default', {}, '', '/stores/12/green-leaf/menu'],
    ['/embed', {}, 'embedded', {}, '/embed', '/'],
    ['/embed/menu', {}, 'embedded', {}, '/embed', '/menu'],
    ['/embed/stores/12', {}, 'embedded', { partnerId: 12 }, '/embed/stores/12', '/'],
    ['/embed/stores/12/menu', {}, 'embedded', { partnerId: 12 }, '/embed/stores/12', '/menu'],
    // The rest under the longer base is no route, so the store's menu under /embed is meant.
    ['/embed/stores/12/green-leaf/menu', {}, 'embedded', {}, '/embed', '/stores/12/green-leaf/menu'],
    ['/embed/stores/12/products/345/blue-dream', {}, 'embedded', { partnerId: 12 }, '/embed/stores/12', '/products/345/blue-dream'],
    ['/embed/stores/12/menu', { mode: 'whiteLabel' }, 'whiteLabel', { partnerId: 12 }, '/embed/stores/12', '/menu'],
    ['/embed/cart?x=1#top', { mode: 'framelessEmbed' }, 'framelessEmbed', {}, '/embed', '/cart?x=1#top'],
    ['/shop/menu', { mode: 'embedded', hostedPath: '/shop' }, 'embedded', {}, '/shop', '/menu'],
    ['/operator_embed/operators/3', {}, 'operatorEmbed', { operatorId: 3 }, '/operator_embed/operators/3', '/'],
    ['/operator_embed/operators/3/stores/12/menu', {}, 'operatorEmbed', { operatorId: 3, storeId: 12 }, '/operator_embed/operators/3/stores/12', '/menu'],
    ['/operator_embed/operators/3/stores/12/green-leaf/menu', {}, 'operatorEmbed', { operatorId: 3 }, '/operator_embed/operators/3', '/stores/12/green-leaf/menu'],
    ['/headless', {}, 'headless', {}, '/headless', '/'],
    ['/headless/products/345/blue-dream', {}, 'headless', {}, '/headless', '/products/345/blue-dream'],
    // Only kiosk routes are left under a kiosk base, so a path no default route explains is a kiosk's.
    ['/stores/12/green-leaf/landing', {}, 'kiosk', { partnerId: 12, partnerSlug: 'green-leaf' }, '/stores/12/green-leaf', '/landing'],
    ['/stores/12/green-leaf/cart/checkout', {}, 'kiosk', { partnerId: 12, partnerSlug: 'green-leaf' }, '/stores/12/green-leaf', '/cart/checkout'],
    ['/stores/12/green-leaf/menu', { mode: 'kiosk' }, 'kiosk', { partnerId: 12, partnerSlug: 'green-leaf' }, '/stores/12/green-leaf', '/menu'],
    ['/stores/12/green-leaf', { mode: 'kiosk' }, 'kiosk', { partnerId: 12, partnerSlug: 'green-leaf' }, '/stores/12/green-leaf', '/'],
    ['/menu', { mode: 'bloom' }, 'bloom', {}, '', '/menu'],
    // Unknown routes still split, so the widget can show its not-found page under the right base.
    ['/embed/nowhere', {}, 'embedded', {}, '/embed', '/nowhere'],
    ['/nowhere', {}, 'default', {}, '', '/nowhere'],
    ['/embedded/menu', {}, 'default', {}, '', '/embedded/menu'],
  ])('%s %j → %s %j base %j route %j', (path, hint, mode, ids, base, route) => {
    expect(splitModeBase(path, hint)).toEqual({ mode, ids, base, route });
  });

  test.each<[string, ModeHint]>([
    ['/menu', { mode: 'embedded' }],
    ['/menu', { mode: 'operatorEmbed' }],
    ['/embed/menu', { mode: 'headless' }],
    ['/stores/abc/green-leaf/menu', { mode: 'kiosk' }],
    ['menu', {}],
  ])('%s with %j → null', (path, hint) => {
    expect(splitModeBase(path, hint)).toBeNull();
  });

  test.each<ModeConfig>([
    { mode: 'default' },
    { mode: 'embedded' },
    { mode: 'embedded', partnerId: 12 },
    { mode: 'whiteLabel', partnerId: 12 },
    { mode: 'operatorEmbed', operatorId: 3 },
    { mode: 'operatorEmbed', operatorId: 3, storeId: 12 },
    { mode: 'kiosk', partnerId: 12, partnerName: 'Green Leaf' },
    { mode: 'headless' },
  ])('every route survives withModeBase then splitModeBase in %j', (config) => {
    for (const route of ['/', '/menu', '/cart', '/products/345/blue-dream', '/profile/reservations/501/receipt']) {
      const split = splitModeBase(withModeBase(config, route), { mode: config.mode });
      expect(split?.route).toBe(route);
      expect(matchRoute(split!.route)).not.toBeNull();
    }
  });
});
