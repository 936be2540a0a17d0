import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { WidgetConfig } from '../../../../../shared/protocol';
import type { ErrorReportBody } from '../../../../../shared/schemas/errorReport';
import { installErrorReporter } from '../../../../../widget/platform/errors/installErrorReporter';
import { ownScriptPrefix, startWidgetErrors, type WidgetErrors } from '../../../../../widget/platform/errors/startWidgetErrors';

// 001 §7 at the widget's boot: window errors, unhandled rejections and console errors are reported to the host's sink
// (docs/api.md § Error reports) with clicks as visitor breadcrumbs, only from Canopy's own scripts; console.error
// keeps working; the 'Oops!' page reports once; without a store, the console.

const MODULE_URL = 'https://canopy.example/widget/chunks/boot-abc.js';
const OWN_FRAME = '    at render (https://canopy.example/widget/main-abc.js:10:5)';
const PARTNER_FRAME = '    at onClick (https://partner.example/shop.js:3:9)';
const CONFIG: WidgetConfig = {
  mode: 'framelessEmbed',
  storeId: 1,
  apiBase: 'https://canopy.example/api/v1',
  initialPath: '/',
  hostOrigin: 'https://partner.example',
  urlSync: false,
  protocolVersion: 1,
};

const errorWith = (message: string, frame: string) => Object.assign(new Error(message), { stack: `Error: ${message}\n${frame}` });

let posted: ErrorReportBody[];
let errors: WidgetErrors | null;
let originalError: typeof console.error;
let seenByConsole: unknown[][];
let clicks: HTMLElement;

function start(config: WidgetConfig = CONFIG) {
  errors = startWidgetErrors(config, { window, clicks }, { userId: () => 42, route: () => '/checkout?email=a@b.example' }, MODULE_URL);
  return errors;
}

beforeEach(() => {
  posted = [];
  seenByConsole = [];
  originalError = console.error;
  console.error = (...args: unknown[]) => void seenByConsole.push(args);
  clicks = document.createElement('div');
  document.body.appendChild(clicks);
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/error_reports/key')) return Response.json({ key: '1.9999999999.k', expires_at: '2099-01-01T00:00:00.000Z' });
    posted.push(JSON.parse(String(init?.body)));
    return Response.json({ id: posted.length }, { status: 201 });
  });
});
afterEach(() => {
  errors?.stop();
  errors = null;
  console.error = originalError;
  clicks.remove();
  vi.restoreAllMocks();
});

describe('what is reported', () => {
  test('a thrown error of the widget reaches the host redacted, with the shopper, the route (no query) and the clicks before it', async () => {
    start();
    const button = document.createElement('button');
    button.textContent = 'Pay with 4111111111111111';
    clicks.appendChild(button);
    button.click();
    window.dispatchEvent(new ErrorEvent('error', { error: errorWith('card 4111111111111111 declined', OWN_FRAME), message: 'card' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      kind: 'window_error',
      message: 'Error: card [REDACTED] declined',
      stack: `Error: card [REDACTED] declined\n${OWN_FRAME}`,
      user_id: '42',
      breadcrumbs: [{ type: 'visitor', message: 'click button "Pay with [REDACTED]"' }],
      metadata: { store_id: 1, mode: 'framelessEmbed', route: '/checkout', widget_version: expect.any(String) },
    });
    const [keyCall, postCall] = vi.mocked(window.fetch).mock.calls;
    expect(String(keyCall[0])).toBe('https://canopy.example/api/v1/error_reports/key?store_id=1');
    expect(String(postCall[0])).toBe('https://canopy.example/api/v1/error_reports?token=1.9999999999.k');
  });

  test.each([
    [
      'an ErrorEvent naming a widget script (no error object)',
      () => new ErrorEvent('error', { message: 'Script error', filename: 'https://canopy.example/widget/chunks/menu-x.js', lineno: 3 }),
      1,
    ],
    ["the partner page's own error", () => new ErrorEvent('error', { error: errorWith('partner broke', PARTNER_FRAME) }), 0],
    ['an ErrorEvent naming a partner script', () => new ErrorEvent('error', { message: 'x', filename: 'https://partner.example/shop.js' }), 0],
    ['an unhandled rejection of the widget', () => Object.assign(new Event('unhandledrejection'), { reason: errorWith('lost', OWN_FRAME) }), 1],
    ["an unhandled rejection of the partner's", () => Object.assign(new Event('unhandledrejection'), { reason: errorWith('lost', PARTNER_FRAME) }), 0],
  ])('%s: %i report', async (_what, event, count) => {
    start();
    window.dispatchEvent(event());
    // A report of the widget's own goes out first; a marker after it proves nothing else was queued.
    window.dispatchEvent(new ErrorEvent('error', { error: errorWith('marker', OWN_FRAME) }));
    await vi.waitFor(() => expect(posted.at(-1)?.message).toBe('Error: marker'));
    expect(posted).toHaveLength(count + 1);
  });
});

describe('console.error', () => {
  test('keeps working, and an error of the widget logged there is reported; a partner one is not', async () => {
    start();
    console.error('partner says', errorWith('nope', PARTNER_FRAME));
    console.error('[canopy] failed', errorWith('4111111111111111', OWN_FRAME));
    expect(seenByConsole.map((args) => args[0])).toEqual(['partner says', '[canopy] failed']);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ kind: 'console', message: '[canopy] failed Error: [REDACTED]' });
  });

  test('stop() gives console.error back', () => {
    const before = console.error;
    start().stop();
    expect(console.error).toBe(before);
  });

  test('a stopped reporter wrapped by a later one (a second embed) logs through and reports nothing', () => {
    const reporterSpy = () => ({ breadcrumb: vi.fn(), capture: vi.fn(() => 'send' as const) });
    const [first, second] = [reporterSpy(), reporterSpy()];
    const stopFirst = installErrorReporter(first, { window, clicks }, () => true);
    const stopSecond = installErrorReporter(second, { window, clicks }, () => true);
    stopFirst();
    console.error('[canopy] once', errorWith('only the second reports', OWN_FRAME));
    stopSecond();
    expect(seenByConsole).toHaveLength(1);
    expect(first.capture).not.toHaveBeenCalled();
    expect(second.capture).toHaveBeenCalledTimes(1);
  });
});

describe('several framelessEmbed widgets on one page', () => {
  // Frameless embeds share the partner's window and console: one error is one report, whichever embed's it was.
  const reporterSpy = () => ({ breadcrumb: vi.fn(), capture: vi.fn(() => 'send' as const) });
  const captures = (reporters: ReturnType<typeof reporterSpy>[]) => reporters.reduce((sum, r) => sum + r.capture.mock.calls.length, 0);

  test.each([
    ['a window error', () => window.dispatchEvent(new ErrorEvent('error', { error: errorWith('thrown once', OWN_FRAME) }))],
    ['an unhandled rejection', () => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: errorWith('lost once', OWN_FRAME) }))],
    ['a console error', () => console.error('[canopy] logged once', errorWith('logged once', OWN_FRAME))],
  ])('%s is reported once by three embeds', (_what, raise) => {
    const reporters = [reporterSpy(), reporterSpy(), reporterSpy()];
    const stops = reporters.map((reporter) => installErrorReporter(reporter, { window, clicks }, () => true));
    raise();
    stops.reverse().forEach((stop) => stop());
    expect(captures(reporters)).toBe(1);
  });

  test('after the reporting embed is removed, the next one reports', () => {
    const reporters = [reporterSpy(), reporterSpy()];
    const [stopFirst, stopSecond] = reporters.map((reporter) => installErrorReporter(reporter, { window, clicks }, () => true));
    stopFirst();
    window.dispatchEvent(new ErrorEvent('error', { error: errorWith('after removal', OWN_FRAME) }));
    console.error('[canopy] after removal', errorWith('after removal', OWN_FRAME));
    stopSecond();
    expect(reporters[0].capture).not.toHaveBeenCalled();
    expect(reporters[1].capture).toHaveBeenCalledTimes(2);
  });
});

describe("the 'Oops!' page", () => {
  test('reports its error once, as render, even though it also logs it', async () => {
    const widget = start();
    const error = errorWith('render failed', OWN_FRAME);
    widget.reportRender(error);
    console.error('[canopy] a page failed to render', error);
    window.dispatchEvent(new ErrorEvent('error', { error: errorWith('marker', OWN_FRAME) }));
    await vi.waitFor(() => expect(posted.at(-1)?.message).toBe('Error: marker'));
    expect(posted.map((r) => r.kind)).toEqual(['render', 'window_error']);
  });
});

describe('without a store', () => {
  test('the report goes to the console, redacted', () => {
    start({ ...CONFIG, storeId: undefined });
    window.dispatchEvent(new ErrorEvent('error', { error: errorWith('4111111111111111', OWN_FRAME) }));
    expect(window.fetch).not.toHaveBeenCalled();
    expect(seenByConsole).toEqual([['[canopy] error report', expect.objectContaining({ message: 'Error: [REDACTED]' })]]);
  });
});

test.each([
  ['https://canopy.example/widget/chunks/boot-abc.js', 'https://canopy.example/widget/'],
  ['https://canopy.example/widget/main-abc.js?v=1', 'https://canopy.example/widget/'],
  ['file:///work/widget/platform/errors/startWidgetErrors.ts', null],
])('the own-script prefix of %s is %s', (url, prefix) => {
  expect(ownScriptPrefix(url)).toBe(prefix);
});
