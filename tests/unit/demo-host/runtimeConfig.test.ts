import { describe, expect, test } from 'vitest';
import { readConfig, readRuntime } from '../../../demo-host/config';

// docs/deploy.md: how NODE_ENV, DEMO and LOG_LEVEL set the host up, and the settings checked before it starts.
const read = (env: NodeJS.ProcessEnv) => readConfig(env, import.meta.url);
const PRODUCTION = { NODE_ENV: 'production', HOST_ORIGIN: 'https://menu.example.com' };

describe('readRuntime', () => {
  test.each([
    [{}, { production: false, demo: true, logLevel: 'info', warmStores: 'all' }],
    [{ NODE_ENV: 'test' }, { production: false, demo: true, logLevel: 'info', warmStores: 'all' }],
    [{ NODE_ENV: 'production' }, { production: true, demo: false, logLevel: 'info', warmStores: 'all' }],
    [
      { NODE_ENV: 'production', DEMO: 'on', LOG_LEVEL: 'warn' },
      { production: true, demo: true, logLevel: 'warn', warmStores: 'all' },
    ],
    [
      { DEMO: 'off', LOG_LEVEL: 'debug' },
      { production: false, demo: false, logLevel: 'debug', warmStores: 'all' },
    ],
    [{ CANOPY_WARM_STORES: 'none' }, { production: false, demo: true, logLevel: 'info', warmStores: [] }],
    [{ CANOPY_WARM_STORES: ' 1, 12 ' }, { production: false, demo: true, logLevel: 'info', warmStores: [1, 12] }],
    [
      { NODE_ENV: '', DEMO: '', LOG_LEVEL: '' },
      { production: false, demo: true, logLevel: 'info', warmStores: 'all' },
    ],
  ])('%j → %j', (env, runtime) => {
    expect(readRuntime(env)).toEqual(runtime);
  });

  test.each([
    ['NODE_ENV', 'prod', /NODE_ENV must be one of development, production, test; got "prod"/],
    ['DEMO', 'false', /DEMO must be one of on, off; got "false"/],
    ['LOG_LEVEL', 'verbose', /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose"/],
    ['CANOPY_WARM_STORES', '1;2', /CANOPY_WARM_STORES must be all, none or store ids such as 1,12; got "1;2"/],
    ['CANOPY_WARM_STORES', '0', /CANOPY_WARM_STORES must be all, none or store ids/],
  ])('%s=%s is a clear error naming the variable and its values', (name, value, message) => {
    expect(() => readRuntime({ [name]: value })).toThrow(message);
  });
});

describe('readConfig in production', () => {
  test('HOST_ORIGIN is required', () => {
    expect(() => read({ NODE_ENV: 'production' })).toThrow(/HOST_ORIGIN must be set with NODE_ENV=production/);
  });

  test.each([['https://menu.example.com'], ['http://localhost:8080'], ['http://127.0.0.1:9000']])('HOST_ORIGIN=%s is taken', (origin) => {
    expect(read({ ...PRODUCTION, HOST_ORIGIN: origin }).hostOrigin).toBe(origin);
  });

  test('HOST_ORIGIN on plain http to another machine is refused', () => {
    expect(() => read({ ...PRODUCTION, HOST_ORIGIN: 'http://menu.example.com' })).toThrow(/HOST_ORIGIN must be an https:\/\/ origin with NODE_ENV=production/);
  });

  test('without the demo site its origin is no partner: only CANOPY_PARTNER_ORIGINS may frame the widget and call the API', () => {
    expect(read({ ...PRODUCTION, CANOPY_PARTNER_ORIGINS: 'https://shop.example' }).partnerOrigins).toEqual(['https://shop.example']);
    expect(read({ ...PRODUCTION, DEMO: 'on', DEMO_PORT: '9001' }).partnerOrigins).toEqual(['http://localhost:9001']);
    expect(read({ DEMO: 'off' }).partnerOrigins).toEqual([]);
  });
});

describe('readConfig checks the settings read elsewhere, so a typo stops the start', () => {
  test.each([
    ['CANOPY_ADDRESS_ATTEMPTS', '0', /CANOPY_ADDRESS_ATTEMPTS must be a whole number of at least 1; got "0"/],
    ['CANOPY_ADDRESS_ATTEMPTS', 'lots', /CANOPY_ADDRESS_ATTEMPTS must be/],
    ['CANOPY_MAINTENANCE', 'true', /CANOPY_MAINTENANCE must be one of 0, 1; got "true"/],
    ['CANOPY_TRUST_PROXY', 'yes', /CANOPY_TRUST_PROXY must be one of 0, 1; got "yes"/],
    ['DATABASE_URL', 'mysql://canopy:s3cret@db.example/canopy', /DATABASE_URL must be a postgres:\/\/ \(or postgresql:\/\/\) URL/],
  ])('%s=%s', (name, value, message) => {
    expect(() => read({ [name]: value })).toThrow(message);
  });

  test("a bad DATABASE_URL's error does not repeat the password", () => {
    expect(() => read({ DATABASE_URL: 'mysql://canopy:s3cret@db.example/canopy' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('s3cret') }));
  });

  test.each([
    ['CANOPY_ADDRESS_ATTEMPTS', '1000'],
    ['CANOPY_MAINTENANCE', '1'],
    ['CANOPY_TRUST_PROXY', '0'],
    ['DATABASE_URL', 'postgresql://canopy@127.0.0.1:5432/canopy'],
  ])('%s=%s is taken', (name, value) => {
    expect(() => read({ [name]: value })).not.toThrow();
  });
});
