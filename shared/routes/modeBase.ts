import type { AppMode } from './appModes';
import { RouteError } from './RouteError';
import { slugify } from './slugify';

// DESIGN §1.4, 000 §2: the URL base each mode's routes live under.
//   default, bloom                         none
//   embedded, framelessEmbed, whiteLabel   /embed or /embed/stores/{partnerId} (or a partner-hosted path)
//   operatorEmbed                          /operator_embed/operators/{operatorId}[/stores/{storeId}]
//   kiosk                                  /stores/{partnerId}/{partner-name-slug}
//   headless                               /headless

export interface ModeConfig {
  readonly mode: AppMode;
  readonly partnerId?: number;
  readonly operatorId?: number;
  readonly storeId?: number;
  /** kiosk: the partner's name (or its slug) for the second base segment. */
  readonly partnerName?: string;
  /** embedded, framelessEmbed, whiteLabel: a partner-hosted path that replaces /embed… (000 §2). */
  readonly hostedPath?: string;
}

/** The mode's base path ('' for none). Throws a RouteError when the mode needs an id it lacks. */
export function modeBase(config: ModeConfig): string {
  switch (config.mode) {
    case 'default':
    case 'bloom':
      return '';
    case 'embedded':
    case 'framelessEmbed':
    case 'whiteLabel':
      if (config.hostedPath !== undefined) return normalizeBasePath(config.hostedPath);
      return config.partnerId === undefined ? '/embed' : `/embed/stores/${id(config, 'partnerId')}`;
    case 'operatorEmbed': {
      const operator = `/operator_embed/operators/${id(config, 'operatorId')}`;
      return config.storeId === undefined ? operator : `${operator}/stores/${id(config, 'storeId')}`;
    }
    case 'kiosk': {
      const slug = slugify(config.partnerName ?? '');
      if (!slug) throw new RouteError('invalid_config', 'kiosk mode needs partnerName for its base');
      return `/stores/${id(config, 'partnerId')}/${encodeURIComponent(slug)}`;
    }
    case 'headless':
      return '/headless';
  }
}

/** A route path placed under the mode's base: withModeBase({mode:'embedded'}, '/menu') → '/embed/menu'. */
export function withModeBase(config: ModeConfig, route: string): string {
  return joinBase(modeBase(config), route);
}

export function joinBase(base: string, route: string): string {
  if (!route.startsWith('/')) throw new RouteError('invalid_param', `a route starts with '/', got ${route}`);
  if (!base) return route;
  return route === '/' || route.startsWith('/?') || route.startsWith('/#') ? base + route.slice(1) : base + route;
}

/** '/shop/' → '/shop'; a hosted path must be an absolute path. */
export function normalizeBasePath(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || /[?#]/.test(path)) {
    throw new RouteError('invalid_config', `a hosted path is an absolute path like /shop, got ${JSON.stringify(path)}`);
  }
  return path.replace(/\/+$/, '');
}

function id(config: ModeConfig, key: 'partnerId' | 'operatorId' | 'storeId'): number {
  const value = config[key];
  if (value === undefined) throw new RouteError('invalid_config', `${config.mode} mode needs ${key} for its base`);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RouteError('invalid_config', `${key} is a positive integer, got ${value}`);
  }
  return value;
}
