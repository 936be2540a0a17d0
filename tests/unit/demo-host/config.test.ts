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

describe('readConfig: mail (docs/api-commerce.md § Mail)', () => {
  test('nothing set: no SMTP (the outbox), and the mail module picks the addresses', () => {
    expect(read({}).mail).toEqual({});
  });

  test('CANOPY_SMTP_URL, CANOPY_MAIL_FROM and CANOPY_SUPPORT_EMAIL are read as given', () => {
    const env = { CANOPY_SMTP_URL: 'smtps://canopy:s3cret@mail.example:465', CANOPY_MAIL_FROM: 'Canopy Shop <shop@example.com>', CANOPY_SUPPORT_EMAIL: 'help@example.com' };
    expect(read(env).mail).toEqual({ smtpUrl: 'smtps://canopy:s3cret@mail.example:465', from: 'Canopy Shop <shop@example.com>', supportEmail: 'help@example.com' });
  });

  test.each([
    ['CANOPY_SMTP_URL', 'http://canopy:s3cret@mail.example', /CANOPY_SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['CANOPY_SMTP_URL', 'mail.example:25', /CANOPY_SMTP_URL must be/],
    ['CANOPY_MAIL_FROM', 'shop at example', /CANOPY_MAIL_FROM must be an e-mail address/],
    ['CANOPY_MAIL_FROM', 'shop@example.com\r\nBcc: everyone@example.com', /CANOPY_MAIL_FROM must be/],
    ['CANOPY_SUPPORT_EMAIL', 'Help <help@example.com>', /CANOPY_SUPPORT_EMAIL must be an e-mail address/],
  ])('%s=%j is a clear error', (name, value, message) => {
    expect(() => read({ [name]: value })).toThrow(message);
  });

  test("a bad CANOPY_SMTP_URL's error does not repeat the password", () => {
    expect(() => read({ CANOPY_SMTP_URL: 'ftp://canopy:s3cret@mail.example' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('s3cret') }));
  });
});
