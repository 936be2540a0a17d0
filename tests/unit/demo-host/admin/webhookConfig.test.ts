import { describe, expect, test } from 'vitest';
import { readConfig } from '../../../../demo-host/config';

// docs/api-admin.md § Webhooks: CANOPY_WEBHOOK_URL (http or https) with CANOPY_WEBHOOK_SECRET (24+ characters);
// a bad value stops the host at start with an error naming the variable, never echoing the secret.

const SECRET = 'whsec-0123456789abcdef-0123456789';
const read = (env: NodeJS.ProcessEnv) => readConfig(env, import.meta.url);

describe('the host webhook settings', () => {
  test('unset: no host webhook', () => {
    expect(read({}).webhook).toBeUndefined();
  });

  test('an https URL with its secret', () => {
    expect(read({ CANOPY_WEBHOOK_URL: 'https://hooks.example/canopy', CANOPY_WEBHOOK_SECRET: SECRET }).webhook).toEqual({ url: 'https://hooks.example/canopy', secret: SECRET });
  });

  test.each([
    ['an ftp URL', { CANOPY_WEBHOOK_URL: 'ftp://hooks.example/x', CANOPY_WEBHOOK_SECRET: SECRET }, /CANOPY_WEBHOOK_URL must be an http:\/\/ or https:\/\/ URL/],
    ['text that is no URL', { CANOPY_WEBHOOK_URL: 'hooks.example', CANOPY_WEBHOOK_SECRET: SECRET }, /CANOPY_WEBHOOK_URL must be an http:\/\/ or https:\/\/ URL/],
    ['no secret', { CANOPY_WEBHOOK_URL: 'https://hooks.example/canopy' }, /CANOPY_WEBHOOK_SECRET must be set .*at least 24 characters/],
    ['a short secret', { CANOPY_WEBHOOK_URL: 'https://hooks.example/canopy', CANOPY_WEBHOOK_SECRET: 'short-secret' }, /CANOPY_WEBHOOK_SECRET must be .*at least 24 characters/],
  ])('%s stops the host at start', (_name, env, message) => {
    expect(() => read(env)).toThrow(message);
  });

  test('the error never shows the secret', () => {
    expect(() => read({ CANOPY_WEBHOOK_URL: 'https://hooks.example/canopy', CANOPY_WEBHOOK_SECRET: 'short secret value' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('short secret value') }),
    );
  });
});
