import { isRoutePath, isTheme } from '../shared/protocol';
import { apiBase as resolveApiBase } from '../shared/routes/apiBase';
import type { CanopyMode, CanopyMountOptions } from './canopy';

export const EMBED_MODES = ['embedded', 'framelessEmbed', 'whiteLabel', 'operatorEmbed', 'kiosk', 'bloom', 'headless'] as const satisfies readonly CanopyMode[];

/** Options after parsing: every value checked, ids as numbers. */
export interface EmbedOptions {
  mode: CanopyMode;
  storeId?: number;
  partnerId?: number;
  operatorId?: number;
  partnerName?: string;
  apiBase?: string;
  path?: string;
  /** 'default' when not given: the first such embed syncs unless one asks ('on'). */
  urlSync: 'on' | 'off' | 'default';
  /** 001 §1: 'off' turns sign-in and the account pages off (embedded modes). */
  auth?: 'on' | 'off';
  theme?: Record<string, string>;
  target?: string | Element;
  /** The CSS height kept for the embed until the widget has drawn and been sized (the page does not move). */
  height: string;
}

export type ParseResult = { ok: true; options: EmbedOptions } | { ok: false; errors: string[] };

// Before the widget is sized, its height is unknown: a viewport's worth keeps what follows the embed out of view,
// so nothing the partner's visitor sees moves when the widget grows to its content (000 §2 layout shift).
export const DEFAULT_RESERVED_HEIGHT = '100vh';
const HEIGHT = /^\d{1,5}(\.\d+)?(px|[sdl]?vh|r?em)?$/;

/** A mount option's name: the declared ones, and `height` (data-height). */
type OptionName = keyof CanopyMountOptions;

/** Where the options came from, so an error names what the partner wrote. */
export type OptionSource = 'attributes' | 'options';

// Every option; its snippet attribute is data- and its name in kebab case (storeId → data-store-id).
const OPTION_KEYS: readonly OptionName[] = ['target', 'mode', 'storeId', 'partnerId', 'operatorId', 'partnerName', 'apiBase', 'path', 'urlSync', 'auth', 'theme', 'height'];
const attributeName = (key: string) => 'data-' + key.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());

/** The snippet's data-* attributes as mount options (strings as written). */
export function optionsFromDataset(dataset: DOMStringMap): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const key of OPTION_KEYS) {
    if (dataset[key] !== undefined) options[key] = dataset[key];
  }
  return options;
}

/**
 * Parses snippet attributes or `Canopy.mount` options (DESIGN §1.2). Each bad value yields one message
 * naming the attribute (or option) and what it accepts; the embed is mounted only with none.
 */
export function parseOptions(raw: Record<string, unknown>, source: OptionSource): ParseResult {
  const errors: string[] = [];
  const name = (key: OptionName) => (source === 'attributes' ? attributeName(key) : key);
  const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));
  const fail = (key: OptionName, accepts: string) => errors.push(`${name(key)}=${shown(raw[key])} is not accepted: ${accepts}.`);
  const options: EmbedOptions = { mode: 'embedded', urlSync: 'default', height: DEFAULT_RESERVED_HEIGHT };

  if (raw.mode !== undefined) {
    if ((EMBED_MODES as readonly unknown[]).includes(raw.mode)) options.mode = raw.mode as CanopyMode;
    else fail('mode', `use one of ${EMBED_MODES.join(', ')}`);
  }
  for (const key of ['storeId', 'partnerId', 'operatorId'] as const) {
    if (raw[key] === undefined) continue;
    const id = parseId(raw[key]);
    if (id === null) fail(key, 'it takes a positive whole number such as 12');
    else options[key] = id;
  }
  if (raw.partnerName !== undefined) {
    if (typeof raw.partnerName === 'string' && raw.partnerName.trim() && raw.partnerName.length <= 200) {
      options.partnerName = raw.partnerName.trim();
    } else fail('partnerName', 'it takes the partner’s name as text');
  }
  if (raw.apiBase !== undefined) {
    if (isApiBase(raw.apiBase)) options.apiBase = raw.apiBase;
    else fail('apiBase', 'it takes a path such as /api/v1 or an http(s) URL');
  }
  if (raw.path !== undefined) {
    if (isRoutePath(raw.path)) options.path = raw.path;
    else fail('path', 'it takes a widget route starting with one "/", such as /products');
  }
  for (const key of ['urlSync', 'auth'] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    const onOff = value === true || value === 'on' ? 'on' : value === false || value === 'off' ? 'off' : null;
    if (onOff) options[key] = onOff;
    else fail(key, source === 'attributes' ? 'use on or off' : 'use true or false');
  }
  if (raw.theme !== undefined) {
    // Its entries are the widget's to check: it warns about each one it leaves out and applies the rest.
    const theme = parseTheme(raw.theme);
    if (theme) options.theme = theme;
    else fail('theme', 'it takes a JSON object of text values such as {"primary":"#0a7"}');
  }
  if (raw.height !== undefined) {
    const height = String(raw.height);
    if (HEIGHT.test(height)) options.height = /\d$/.test(height) ? height + 'px' : height;
    else fail('height', 'it takes a CSS height such as 800px or 100vh, or a number of pixels');
  }
  if (raw.target !== undefined) {
    const target = raw.target;
    if ((typeof target === 'string' && target.trim()) || isElement(target)) options.target = target as string | Element;
    else fail('target', 'it takes a CSS selector such as #canopy-menu' + (source === 'options' ? ' or an element' : ''));
  }

  if (errors.length === 0) {
    if (options.mode === 'operatorEmbed' && options.operatorId === undefined) {
      errors.push(`${name('mode')}="operatorEmbed" needs ${name('operatorId')}, a positive whole number.`);
    } else if (options.mode === 'kiosk' && options.partnerId === undefined && options.storeId === undefined) {
      errors.push(`${name('mode')}="kiosk" needs ${name('partnerId')} or ${name('storeId')}, a positive whole number.`);
    } else if (options.storeId === undefined && options.partnerId === undefined && options.operatorId === undefined) {
      errors.push(`one of ${name('storeId')}, ${name('partnerId')} or ${name('operatorId')} is needed, a positive whole number such as 12.`);
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, options };
}

function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^\s*[1-9]\d{0,14}\s*$/.test(value)) return null;
  return Number(value);
}

function isApiBase(value: unknown): value is string {
  if (typeof value !== 'string' || !value.trim()) return false;
  try {
    resolveApiBase({ origin: 'https://canopy.invalid', mode: 'embedded', apiBase: value });
    return true;
  } catch {
    return false;
  }
}

function parseTheme(value: unknown): Record<string, string> | null {
  let theme = value;
  if (typeof value === 'string') {
    try {
      theme = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return isTheme(theme) ? Object.assign({}, theme) : null;
}

function isElement(value: unknown): value is Element {
  return typeof Element !== 'undefined' && value instanceof Element;
}
