import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while a request is handled carries: the request's id (accessLog.ts). */
export interface RequestContext {
  readonly requestId: string;
}

const current = new AsyncLocalStorage<RequestContext>();

/** Runs `work` as part of one request: every log line it writes, however deep, names the request. */
export function withRequestContext<T>(context: RequestContext, work: () => T): T {
  return current.run(context, work);
}

/** The fields a log line written now takes from its request: `{ req_id }`, or nothing outside a request. */
export function requestFields(): { req_id?: string } {
  const context = current.getStore();
  return context ? { req_id: context.requestId } : {};
}
