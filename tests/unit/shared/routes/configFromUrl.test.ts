import { describe, expect, test } from 'vitest';
import { configFromUrl } from '../../../../shared/routes';

const host = 'http://localhost:8081';

describe('a widget opened without a loader boots from its own URL (DESIGN §1.5)', () => {
  test.each([
    ['/embed/stores/12/menu', { mode: 'embedded', storeId: 12, partnerId: 12, initialPath: '/menu' }],
    ['/embed/products/5/blue-dream?fromMenu=true', { mode: 'embedded', initialPath: '/products/5/blue-dream?fromMenu=true' }],
    ['/operator_embed/operators/3/stores/7/menu', { mode: 'operatorEmbed', operatorId: 3, storeId: 7, initialPath: '/menu' }],
    ['/headless/products/5/blue-dream', { mode: 'headless', initialPath: '/products/5/blue-dream' }],
    ['/stores/1/green-leaf/menu', { mode: 'default', initialPath: '/stores/1/green-leaf/menu' }],
  ])('%s', (path, expected) => {
    const config = configFromUrl(new URL('http://127.0.0.1:8080' + path), host);
    expect(config).toMatchObject({ ...expected, apiBase: 'http://127.0.0.1:8080/api/v1', hostOrigin: host, urlSync: false });
  });

  // A headless parent frames a store's page itself (demo-host/demo/pages/headless.html); `ready` names that store.
  test.each([
    ['/headless/stores/1/menu', 1],
    ['/headless/stores/4/harbor-bloom/products/9/flower', 4],
    ['/headless/products/5/blue-dream?store_id=3', 3],
    ['/headless/products/5/blue-dream?store_id=x', undefined],
    ['/headless/products/5/blue-dream', undefined],
    ['/headless/cart', undefined],
  ])('headless %s: the store of its route is %s', (path, storeId) => {
    expect(configFromUrl(new URL('http://127.0.0.1:8080' + path), host).storeId).toBe(storeId);
  });
});
