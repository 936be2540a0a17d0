import { describe, expect, test } from 'vitest';
import { readConfig } from '../../../demo-host/config';

const read = (env: NodeJS.ProcessEnv) => readConfig(env, import.meta.url);

describe('readConfig: the partner allowlist', () => {
  test('is the demo origin plus CANOPY_PARTNER_ORIGINS, as origins', () => {
    const config = read({ DEMO_PORT: '9001', CANOPY_PARTNER_ORIGINS: ' https://shop.example , http://localhost:3000/ ' });
    expect(config.partnerOrigins).toEqual(['http://localhost:9001', 'https://shop.example', 'http://localhost:3000']);
  });

  // The allowlist goes into the widget's Content-Security-Policy (frame-ancestors, connect-src) and CORS.
  test.each([
    ['CANOPY_PARTNER_ORIGINS', "https://shop.example; script-src 'unsafe-inline'"],
    ['CANOPY_PARTNER_ORIGINS', 'https://shop.example/menu'],
    ['CANOPY_PARTNER_ORIGINS', '*'],
    ['CANOPY_PARTNER_ORIGINS', 'javascript:alert(1)'],
    ['DEMO_ORIGIN', 'localhost:8081'],
    ['HOST_ORIGIN', 'https://canopy.example https://evil.example'],
  ])('%s=%s is a clear error', (name, value) => {
    expect(() => read({ [name]: value })).toThrow(new RegExp(`${name} must hold origins`));
  });
});
