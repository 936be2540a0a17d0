import { MAINTENANCE_STATUS } from '../../shared/constants';
import { COOKIE_SESSION_MODE, SESSION_MODE_HEADER } from '../../shared/platform';
import { requestUrl } from '../../shared/routes';
import type { QueryParams } from '../../shared/routes';
import type { GenericSchema } from 'valibot';
import { parseResponse } from '../../shared/schemas/parseResponse';
import type { SchemaMismatch } from '../../shared/schemas/parseResponse';
import { ApiError } from './ApiError';
import type { Validations } from './ApiError';

// 001 §8: the fallbacks the request layer shows.
export const SERVER_ERROR_MESSAGE = 'Server error has occurred';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

export interface RequestOptions<T = unknown> {
  readonly query?: QueryParams;
  readonly body?: unknown;
  /** A multipart body (file uploads), sent as it is: the browser writes its Content-Type with the boundary. */
  readonly form?: FormData;
  /** Read a successful answer as a Blob (a photo that needs the session), not as JSON; errors are still JSON. */
  readonly blob?: boolean;
  readonly signal?: AbortSignal;
  /** Do not show a notification for a failure (background calls whose caller handles the error). */
  readonly quiet?: boolean;
  /** 001 §5: the answer's schema (shared/schemas); an answer that fails it is logged and still used. */
  readonly schema?: GenericSchema<unknown, T>;
  /** How an answer that fails its schema is read (best effort); by default it is used as it arrived. */
  readonly fallback?: (raw: unknown) => T;
  /** Told a successful answer's status, for a call whose meaning depends on it (a write that created, 201, or rewrote, 200). */
  readonly onStatus?: (status: number) => void;
}

export interface HttpHooks {
  /** The absolute API base (config.apiBase), e.g. https://host/api/v1. */
  readonly apiBase: string;
  readonly getToken?: () => string | null;
  /**
   * framelessEmbed: the host keeps the session in an HttpOnly cookie. Writes always say so (they may sign in);
   * reads only while signed in, so an anonymous shopper's GETs need no CORS preflight.
   */
  readonly cookieSession?: { readonly signedIn: () => boolean };
  /** 001 §8: a 401 clears login and prompts login again. */
  readonly onUnauthorized?: () => void;
  /** 001 §8: the error notification. */
  readonly notify?: (message: string) => void;
  /** 001 §8: headless mode forwards failed calls to the parent frame. */
  readonly forwardError?: (error: { status: number; message: string; path: string }) => void;
  /** 000 §8: status 420 means maintenance (reload or the maintenance page). */
  readonly onMaintenance?: () => void;
  /** A call that got no answer at all (offline, or refused by CORS: the browser tells the two apart to no one). */
  readonly onNoAnswer?: (method: string, url: string) => void;
  /** Every call's outcome, for the error reporter's network breadcrumbs (001 §7): the status, 0 for no answer. */
  readonly onAnswer?: (method: string, path: string, status: number) => void;
  readonly fetch?: typeof fetch;
  /** GETs started at boot before the config arrived (earlyResponses); a request for the same URL takes one. */
  readonly early?: { take(url: string): Promise<Response> | undefined; peek(url: string): unknown };
}

export interface Http {
  request<T>(method: string, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T>(path: string, body: unknown, options?: RequestOptions<T>): Promise<T>;
  /**
   * A GET's body if its answer is already here (inlined by the host or arrived at boot), so a first render
   * can show it without waiting; undefined otherwise. Once per answer, and never for a signed-in request.
   */
  peek<T>(path: string, query?: QueryParams): T | undefined;
}

/**
 * The one request layer of 001 §7–8: every call goes with credentials and `Accept: application/json`, adds
 * the bearer token when one is stored, reads 204 as null, returns server validations to the caller (as
 * ApiError.validations, without a notification), clears the login on 401, shows the server's message or
 * 'Server error has occurred' otherwise, the status text for an empty non-OK answer, and 'Something went
 * wrong' when the call never got an answer. Status 420 is maintenance.
 */
export function createHttp(hooks: HttpHooks): Http {
  const doFetch = hooks.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(method: string, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const url = requestUrl(hooks.apiBase, path, options.query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = hooks.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const cookieSignedIn = hooks.cookieSession?.signedIn() ?? false;
    if (hooks.cookieSession && (method !== 'GET' || cookieSignedIn)) headers[SESSION_MODE_HEADER] = COOKIE_SESSION_MODE;
    const signedIn = Boolean(token) || cookieSignedIn;
    if (options.body !== undefined && !options.form) headers['Content-Type'] = 'application/json';

    const send = () =>
      doFetch(url, {
        method,
        headers,
        credentials: 'include',
        body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
      });
    // An early answer was asked for without a session, so only an anonymous GET may take it.
    const early = method === 'GET' && !signedIn ? hooks.early?.take(url) : undefined;
    let response: Response;
    try {
      response = await (early ? early.catch(send) : send());
    } catch (cause) {
      if (options.signal?.aborted) throw new ApiError('aborted', 'The request was cancelled', { path, cause });
      hooks.onAnswer?.(method, path, 0);
      hooks.onNoAnswer?.(method, url);
      return fail(new ApiError('network', GENERIC_ERROR_MESSAGE, { path, cause }), options);
    }
    hooks.onAnswer?.(method, path, response.status);

    if (response.status === MAINTENANCE_STATUS) {
      hooks.onMaintenance?.();
      throw new ApiError('maintenance', 'Down for maintenance', { status: response.status, path });
    }
    if (response.ok) options.onStatus?.(response.status);
    if (response.status === 204) return null as T;
    if (response.ok && options.blob) return (await response.blob()) as T;

    const text = await response.text().catch(() => '');
    // A call cancelled while its answer was arriving (its page was left) has no answer, not an empty one.
    if (options.signal?.aborted) throw new ApiError('aborted', 'The request was cancelled', { status: response.status, path });
    const body = parseJson(text);
    if (response.ok) return answerOf(method, path, text === '' ? null : body, options);

    const validations = readValidations(body);
    if (validations) {
      const message = readMessage(body) ?? SERVER_ERROR_MESSAGE;
      throw forwarded(new ApiError('validation', message, { status: response.status, validations, path }));
    }
    if (response.status === 401) {
      hooks.onUnauthorized?.();
      throw forwarded(new ApiError('unauthorized', readMessage(body) ?? 'Please log in again', { status: 401, path }));
    }
    const message = text.trim() === '' ? response.statusText || `HTTP ${response.status}` : (readMessage(body) ?? SERVER_ERROR_MESSAGE);
    return fail(new ApiError('http', message, { status: response.status, path }), options);
  }

  function fail(error: ApiError, options: RequestOptions<unknown>): never {
    if (!options.quiet) hooks.notify?.(error.message);
    throw forwarded(error);
  }

  // 001 §8: headless forwards every failed call to the parent frame (the hook is set in headless mode only).
  function forwarded(error: ApiError): ApiError {
    hooks.forwardError?.({ status: error.status, message: error.message, path: error.path });
    return error;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    peek: <T>(path: string, query?: QueryParams) =>
      hooks.getToken?.() || hooks.cookieSession?.signedIn() ? undefined : (hooks.early?.peek(requestUrl(hooks.apiBase, path, query)) as T | undefined),
  };
}

/** 001 §5: checked against its schema when the call names one; a mismatch is logged with each path and issue. */
function answerOf<T>(method: string, path: string, body: unknown, options: RequestOptions<T>): T {
  if (!options.schema) return body as T;
  const warn = (mismatch: SchemaMismatch) =>
    console.warn(
      `[canopy] ${method} ${path} answered an unexpected shape (used anyway):`,
      mismatch.issues.map((issue) => `${issue.path || '(answer)'}: ${issue.message}`).join('; '),
    );
  return parseResponse(options.schema, body, warn, options.fallback);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'errors']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

function readValidations(body: unknown): Validations | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>).validations;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.keys(value).length > 0 ? (value as Validations) : null;
}
