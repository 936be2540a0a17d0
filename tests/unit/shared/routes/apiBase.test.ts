import { describe, expect, test } from 'vitest';
import { DEFAULT_API_BASE_PATH, RouteError, apiBase } from '../../../../shared/routes';
import type { ApiBaseInput } from '../../../../shared/routes';

const origin = 'https://canopy.example';

// 000 §7: "The API base path is set by page-embedded settings; it is prefixed with a hosted path for
// partner-hosted stores, and for frameless embed the leading api segment is dropped."
describe('apiBase', () => {
  test('our host serves /api/v1 (DESIGN §1.1)', () => {
    expect(DEFAULT_API_BASE_PATH).toBe('/api/v1');
  });

  test.each<[Omit<ApiBaseInput, 'origin'> & { origin?: string }, string]>([
    [{ mode: 'default' }, 'https://canopy.example/api/v1'],
    [{ mode: 'embedded' }, 'https://canopy.example/api/v1'],
    [{ mode: 'kiosk' }, 'https://canopy.example/api/v1'],
    // Our own default is the host's real path, so a frameless widget reaches the same API.
    [{ mode: 'framelessEmbed' }, 'https://canopy.example/api/v1'],
    [{ mode: 'default', origin: 'http://localhost:8080/' }, 'http://localhost:8080/api/v1'],
    // The page setting.
    [{ mode: 'embedded', apiBase: '/api/v2/' }, 'https://canopy.example/api/v2'],
    // Prefixed with a hosted path for partner-hosted stores.
    [{ mode: 'whiteLabel', hostedPath: '/shop' }, 'https://canopy.example/shop/api/v1'],
    [{ mode: 'embedded', hostedPath: '/shop/', apiBase: '/api/v1' }, 'https://canopy.example/shop/api/v1'],
    // Frameless embed drops the leading api segment of the page setting.
    [{ mode: 'framelessEmbed', apiBase: '/api/v1' }, 'https://canopy.example/v1'],
    [{ mode: 'framelessEmbed', apiBase: '/api' }, 'https://canopy.example'],
    [{ mode: 'framelessEmbed', apiBase: '/apis/v1' }, 'https://canopy.example/apis/v1'],
    [{ mode: 'framelessEmbed', apiBase: '/v1/api' }, 'https://canopy.example/v1/api'],
    [{ mode: 'framelessEmbed', apiBase: '/api/v1', hostedPath: '/shop' }, 'https://canopy.example/shop/v1'],
    [{ mode: 'embedded', apiBase: '/api/v1' }, 'https://canopy.example/api/v1'],
    // An absolute setting names the partner-hosted API exactly.
    [{ mode: 'framelessEmbed', apiBase: 'https://api.partner.example/api/v1/' }, 'https://api.partner.example/api/v1'],
    [{ mode: 'embedded', apiBase: 'https://partner.example/canopy', hostedPath: '/shop' }, 'https://partner.example/canopy'],
  ])('%j → %s', (input, expected) => {
    expect(apiBase({ origin, ...input })).toBe(expected);
  });

  test.each<[Partial<ApiBaseInput>, RegExp]>([
    [{ origin: 'canopy.example' }, /origin/],
    [{ origin: 'ftp://canopy.example' }, /origin/],
    [{ origin: 'https://canopy.example/widget' }, /origin/],
    [{ apiBase: 'api/v1' }, /apiBase/],
    [{ apiBase: 'javascript:alert(1)' }, /apiBase/],
    [{ hostedPath: 'shop' }, /hosted path/],
  ])('%j throws a RouteError naming %s', (input, message) => {
    const attempt = () => apiBase({ origin, mode: 'embedded', ...input });
    expect(attempt).toThrow(RouteError);
    expect(attempt).toThrow(message);
  });
});
