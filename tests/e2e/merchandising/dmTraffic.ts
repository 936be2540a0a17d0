import type { Page } from '@playwright/test';

/** One call the widget made to the merchandising service (001 §7): its path under /dm and its JSON body. */
export interface DmCall {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

/**
 * Records every call to the host's /dm service from the page and its frames (the iframe widget's requests are the
 * page's too), in the order they were made. A beacon's body is not readable from Playwright, so the page gets no
 * navigator.sendBeacon: the widget then sends its events as keepalive fetches (widget/api/dmClient.ts), same body.
 */
export async function recordDmCalls(page: Page): Promise<DmCall[]> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined, configurable: true }));
  const calls: DmCall[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/dm/') || request.method() !== 'POST') return;
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    } catch {
      // not JSON: recorded with an empty body
    }
    calls.push({ path: url.pathname.slice('/dm'.length), body });
  });
  return calls;
}

export const callsTo = (calls: readonly DmCall[], path: string) => calls.filter((call) => call.path === path);

/** The engagements of every impression event so far (POST /v2/event/1). */
export function impressions(calls: readonly DmCall[]): { productId: number; myHighD: string | null }[] {
  return callsTo(calls, '/v2/event/1').flatMap((call) => call.body.engagements as { productId: number; myHighD: string | null }[]);
}
