import { cleanup, render } from '@testing-library/preact';
import { afterEach } from 'vitest';
import type { ReactNode } from 'react';
import type { WidgetConfig } from '../../../../shared/protocol';
import { createWidgetInstance } from '../../../../widget/app/createWidgetInstance';
import type { WidgetInstance } from '../../../../widget/app/createWidgetInstance';
import { WidgetContext } from '../../../../widget/app/kit/WidgetContext';
import { createBridge, createMemoryTransport } from '../../../../widget/platform/bridge';
import type { MemoryTransport } from '../../../../widget/platform/bridge';

// Unmount what each test rendered (vitest runs without globals, so testing-library cannot register this).
afterEach(() => cleanup());

export interface FetchCall {
  readonly url: string;
  readonly init: RequestInit;
}

/** A fetch double answering by URL path; records every call. */
export function fakeFetch(answer: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return answer(new URL(url), init);
  }) as typeof fetch;
  return { fetch: fn, calls };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface TestWidget {
  readonly instance: WidgetInstance;
  readonly transport: MemoryTransport;
}

/** A widget instance in framelessEmbed (memory routing) over a memory transport, with fetch replaced. */
export function createTestWidget(options: { fetch?: typeof fetch; config?: Partial<WidgetConfig> } = {}): TestWidget {
  if (options.fetch) globalThis.fetch = options.fetch;
  const config: WidgetConfig = {
    mode: 'framelessEmbed',
    storeId: 1,
    apiBase: 'https://host.test/api/v1',
    initialPath: '/menu',
    hostOrigin: 'https://partner.test',
    urlSync: false,
    protocolVersion: 1,
    ...options.config,
  };
  const transport = createMemoryTransport();
  const bridge = createBridge(config, transport);
  const instance = createWidgetInstance(bridge, { window, styleTarget: document.head });
  instance.sizeClass.value = 'desktop';
  return { instance, transport };
}

export function renderInWidget(ui: ReactNode, widget: TestWidget = createTestWidget()) {
  const result = render(<WidgetContext.Provider value={widget.instance}>{ui}</WidgetContext.Provider>);
  return { ...result, ...widget };
}
