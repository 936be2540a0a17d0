import { describe, expect, test } from 'vitest';
import { isWidgetPath } from '../../../../demo-host/server/widgetRoutes';

// DESIGN §1.1: every widget route (000 §2) under every mode base (§1.4) is the widget; anything else is a 404.
describe('isWidgetPath', () => {
  test.each([
    ['/', 'default root'],
    ['/stores/1/green-leaf/menu', 'default store menu'],
    ['/embed/stores/1/menu', 'embedded, partner base'],
    ['/embed/stores/1/green-leaf/products/12/blue-dream', 'embedded product in store'],
    ['/embed/cart/checkout', 'embedded checkout'],
    ['/operator_embed/operators/3/stores/1/menu', 'operatorEmbed with a store'],
    ['/headless/products/12/blue-dream', 'headless product'],
    ['/stores/1/green-leaf/landing', 'kiosk landing'],
    ['/dispensaries/united-states/california', 'directory'],
    ['/maintenance', 'maintenance'],
  ])('%s is a widget route (%s)', (path) => {
    expect(isWidgetPath(path)).toBe(true);
  });

  test.each([
    ['/nope', 'unknown top level'],
    ['/embed/stores/1/nope/nope/nope/nope', 'unknown under a base'],
    ['/products/abc/slug', 'non-numeric product id'],
    ['/api/v1/stores', 'the API'],
  ])('%s is not (%s)', (path) => {
    expect(isWidgetPath(path)).toBe(false);
  });
});
