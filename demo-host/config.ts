import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isWebhookUrl, MIN_WEBHOOK_SECRET_LENGTH } from './admin/webhooks/webhookUrl';
import { isFromAddress, isMailbox } from './commerce/mail/mailAddress';
import type { MailOptions } from './commerce/mail/mailSettings';
import { readSentryDsn, type SentryDsn } from './errors/sentry';
import { LOG_LEVELS, type LogLevel } from './log';

export interface HostConfig {
  port: number;
  demoPort: number;
  /** Public origins; the demo pages load the loader from hostOrigin, and the API allows demoOrigin (CORS). */
  hostOrigin: string;
  demoOrigin: string;
  /** Origins allowed to call the API cross-origin (framelessEmbed): the demo site plus CANOPY_PARTNER_ORIGINS. */
  partnerOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  projectRoot: string;
  maintenance: boolean;
  /** Mail (docs/api-commerce.md § Mail): SMTP when smtpUrl is set, else the outbox table; unset fields take defaults. */
  mail: MailOptions;
  /** CANOPY_ADMIN_TOKEN: the admin API's host-wide bearer token (docs/api-admin.md); unset, only operator tokens work. */
  adminToken: string | undefined;
  /** CANOPY_WEBHOOK_URL and CANOPY_WEBHOOK_SECRET (docs/api-admin.md § Webhooks): where every store's events go. */
  webhook?: HostWebhook;
  /** CANOPY_SENTRY_DSN (docs/api.md § Error reports): where stored error reports are forwarded too. */
  sentryDsn?: SentryDsn;
}

export interface HostWebhook {
  url: string;
  /** Signs every delivery; never logged nor answered. */
  secret: string;
}

/** How this process runs (docs/deploy.md § NODE_ENV=production): read before anything else, as it sets up the log. */
export interface Runtime {
  /** NODE_ENV=production: JSON logs, no demo site unless DEMO=on, HOST_ORIGIN required. */
  production: boolean;
  /** DEMO: the demo partner site on DEMO_PORT; on by default in development, off in production. */
  demo: boolean;
  logLevel: LogLevel;
  /** CANOPY_WARM_STORES: the stores whose menu index is built before the host listens ('all' by default). */
  warmStores: number[] | 'all';
}

const NODE_ENVS = ['development', 'production', 'test'];

export function readRuntime(env: NodeJS.ProcessEnv): Runtime {
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'development');
  const production = nodeEnv === 'production';
  const demo = oneOf(env, 'DEMO', ['on', 'off'], production ? 'off' : 'on') === 'on';
  return { production, demo, logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'), warmStores: readWarmStores(env.CANOPY_WARM_STORES) };
}

/**
 * `all` (the default), `none`, or store ids such as `1,12`: a host with many large menus and little memory warms
 * the ones shoppers open first and lets the others build on their first query.
 */
function readWarmStores(raw: string | undefined): number[] | 'all' {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'all') return 'all';
  if (value === 'none') return [];
  const ids = value.split(',').map((id) => id.trim());
  if (!ids.every((id) => /^[1-9]\d{0,9}$/.test(id))) throw new Error(`CANOPY_WARM_STORES must be all, none or store ids such as 1,12; got "${raw}"`);
  return ids.map(Number);
}

/** Reads the host's settings from the environment (DESIGN §1.1); a bad value is a clear error, not a guess. */
export function readConfig(env: NodeJS.ProcessEnv, moduleUrl: string): HostConfig {
  const { production, demo } = readRuntime(env);
  const projectRoot = findProjectRoot(dirname(fileURLToPath(moduleUrl)));
  const port = readPort(env, 'PORT', 8080);
  const demoPort = readPort(env, 'DEMO_PORT', 8081);
  const demoOrigin = readOrigin('DEMO_ORIGIN', env.DEMO_ORIGIN ?? `http://localhost:${demoPort}`);
  const extraPartners = (env.CANOPY_PARTNER_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  checkSwitchesAndLimits(env);
  return {
    port,
    demoPort,
    hostOrigin: readHostOrigin(env, port, production),
    demoOrigin,
    // The demo site's origin may frame the widget and call the API only while the demo site runs.
    partnerOrigins: [...(demo ? [demoOrigin] : []), ...extraPartners.map((origin) => readOrigin('CANOPY_PARTNER_ORIGINS', origin))],
    dataDir: resolve(projectRoot, env.DATA_DIR ?? '.data'),
    databaseUrl: readDatabaseUrl(env),
    projectRoot,
    maintenance: env.CANOPY_MAINTENANCE === '1',
    mail: readMail(env),
    adminToken: readAdminToken(env),
    webhook: readWebhook(env),
    sentryDsn: readSentryDsn(env),
  };
}

function readMail(env: NodeJS.ProcessEnv): MailOptions {
  const mail: MailOptions = {};
  const { CANOPY_SMTP_URL: smtpUrl, CANOPY_MAIL_FROM: from, CANOPY_SUPPORT_EMAIL: support } = env;
  if (smtpUrl) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below
    }
    // The URL holds the SMTP password: the error names the variable, never its value.
    if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('CANOPY_SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example:587');
    mail.smtpUrl = smtpUrl;
  }
  if (from) {
    if (!isFromAddress(from)) throw new Error(`CANOPY_MAIL_FROM must be an e-mail address, or a name and one: Shop <shop@example.com>; got ${JSON.stringify(from)}`);
    mail.from = from;
  }
  if (support) {
    if (!isMailbox(support)) throw new Error(`CANOPY_SUPPORT_EMAIL must be an e-mail address such as help@example.com; got ${JSON.stringify(support)}`);
    mail.supportEmail = support;
  }
  return mail;
}

// A shorter host token could be guessed; `openssl rand -hex 32` makes a good one.
const MIN_ADMIN_TOKEN_LENGTH = 24;

function readAdminToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.CANOPY_ADMIN_TOKEN;
  if (!token) return undefined;
  if (token.length < MIN_ADMIN_TOKEN_LENGTH || /\s/.test(token)) {
    throw new Error(`CANOPY_ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters without spaces (make one with: openssl rand -hex 32)`);
  }
  return token;
}

function readWebhook(env: NodeJS.ProcessEnv): HostWebhook | undefined {
  const { CANOPY_WEBHOOK_URL: url, CANOPY_WEBHOOK_SECRET: secret } = env;
  if (!url) return undefined;
  // The URL may carry a receiver's credentials and the secret signs: errors name the variables, never their values.
  if (!isWebhookUrl(url)) throw new Error('CANOPY_WEBHOOK_URL must be an http:// or https:// URL, such as https://hooks.example/canopy');
  if (!secret)
    throw new Error(`CANOPY_WEBHOOK_SECRET must be set when CANOPY_WEBHOOK_URL is, to at least ${MIN_WEBHOOK_SECRET_LENGTH} characters (make one with: openssl rand -hex 32)`);
  if (secret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    throw new Error(`CANOPY_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters (make one with: openssl rand -hex 32)`);
  }
  return { url, secret };
}

// Links in mail, the loader's own URL in the demo pages and the widget's CSP all start with the public origin: in
// production a guess (localhost) would send shoppers nowhere, and plain http only serves a machine's own browser.
function readHostOrigin(env: NodeJS.ProcessEnv, port: number, production: boolean): string {
  if (!production) return readOrigin('HOST_ORIGIN', env.HOST_ORIGIN ?? `http://localhost:${port}`);
  if (!env.HOST_ORIGIN) throw new Error('HOST_ORIGIN must be set with NODE_ENV=production: the public origin shoppers reach the host at, such as https://menu.example.com');
  const origin = readOrigin('HOST_ORIGIN', env.HOST_ORIGIN);
  const { protocol, hostname } = new URL(origin);
  if (protocol !== 'https:' && !LOOPBACK_HOSTS.has(hostname))
    throw new Error(`HOST_ORIGIN must be an https:// origin with NODE_ENV=production (http:// only on this machine); got "${origin}"`);
  return origin;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function readDatabaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.DATABASE_URL;
  if (!url) return undefined;
  // The URL holds the database password: the error names the variable, never its value.
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a postgres:// (or postgresql://) URL; unset, the host uses SQLite in DATA_DIR');
  return url;
}

// Read where they are used (the catalogue and commerce APIs), checked here so that a typo stops the start instead of
// being taken silently for the default.
function checkSwitchesAndLimits(env: NodeJS.ProcessEnv): void {
  oneOf(env, 'CANOPY_MAINTENANCE', ['0', '1'], '0');
  oneOf(env, 'CANOPY_TRUST_PROXY', ['0', '1'], '0');
  const attempts = env.CANOPY_ADDRESS_ATTEMPTS;
  if (attempts && !/^[1-9]\d{0,8}$/.test(attempts)) throw new Error(`CANOPY_ADDRESS_ATTEMPTS must be a whole number of at least 1; got "${attempts}"`);
}

/** The variable's value among `allowed` (unset or empty: `fallback`), or an error naming the variable and its values. */
function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${allowed.join(', ')}; got "${raw}"`);
  return raw as T;
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number from 0 to 65535; got "${raw}"`);
  }
  return port;
}

/**
 * An origin (scheme://host[:port]), as CORS and the widget's Content-Security-Policy name it; anything else (a path,
 * a space, a `;` that would start another policy directive) is refused rather than passed on.
 */
function readOrigin(name: string, raw: string): string {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/$/, '')) {
    throw new Error(`${name} must hold origins such as https://shop.example or http://localhost:8081; got "${raw}"`);
  }
  return url.origin;
}

function findProjectRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}
