import type { AttemptOutcome } from './deliveryQueue';
import { SIGNATURE_HEADER } from './signature';

/** The longest a receiver may take to answer before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

const MAX_ERROR_LENGTH = 500;

export interface WebhookRequest {
  url: string;
  body: string;
  eventId: string;
  eventType: string;
  signature: string;
}

/**
 * POSTs one signed event (docs/api-admin.md § Webhooks) and says how it went; never throws. Redirects are not
 * followed (a 3xx is a failed attempt), so a receiver cannot bounce the host's request to another address.
 */
export async function postWebhook(request: WebhookRequest, timeoutMs: number = WEBHOOK_TIMEOUT_MS): Promise<AttemptOutcome> {
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Canopy-Webhooks/1',
        [SIGNATURE_HEADER]: request.signature,
        'Canopy-Event-Id': request.eventId,
        'Canopy-Event-Type': request.eventType,
      },
      body: request.body,
    });
    // The answer's body is not needed: drop it so the connection is freed.
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const text = timedOut ? `no answer within ${timeoutMs} ms` : describeError(error);
    return { statusCode: null, error: text.slice(0, MAX_ERROR_LENGTH) };
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}
