import { act, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { hostMessage } from '../../../../shared/protocol';
import { ErrorBoundary } from '../../../../widget/app/ErrorBoundary';
import { mountWidget } from '../../../../widget/app/mountWidget';
import { OOPS_MESSAGE } from '../../../../widget/app/pages/OopsPage';
import { themeProperties } from '../../../../widget/app/styleHost';
import { createBridge, createMemoryTransport } from '../../../../widget/platform/bridge';
import { createTestWidget, renderInWidget } from '../support/testWidget';

function Boom(): never {
  throw new Error('kaboom');
}

describe('the shell', () => {
  afterEach(() => vi.useRealTimers());

  test("000 §2: a render error shows the 'Oops!' page, with the error's details outside production", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInWidget(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(screen.getByText(OOPS_MESSAGE)).toBeTruthy();
    expect(OOPS_MESSAGE).toBe('Sorry, an unexpected error has occurred.');
    expect(screen.getByTestId('oops-details').textContent).toContain('Error: kaboom');
    // Production shows no details, so the error itself goes to the console where a partner or a test can see it.
    expect(logged).toHaveBeenCalledWith('[canopy] a page failed to render', expect.objectContaining({ message: 'kaboom' }));
  });

  test("001 §7: the 'Oops!' page reports the error that broke the page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const widget = createTestWidget();
    const errors = { breadcrumb: vi.fn(), reportRender: vi.fn(), stop: vi.fn() };
    renderInWidget(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
      { ...widget, instance: { ...widget.instance, errors } },
    );
    expect(errors.reportRender).toHaveBeenCalledWith(expect.objectContaining({ message: 'kaboom' }));
  });

  test('white-label themes become --canopy-* properties; anything that could break out of a declaration is dropped', () => {
    expect(themeProperties({ primary: '#0a7', onPrimary: '#fff', radius: '6px', evil: 'red;}body{display:none', 'x:y': '1' })).toEqual({
      '--canopy-primary': '#0a7',
      '--canopy-on-primary': '#fff',
      '--canopy-radius': '6px',
    });
  });

  test('a frameless mount renders in its shadow root with its styles there, sends ready and its routes, follows navigate, and unmounts clean', async () => {
    globalThis.fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'nope' }), { status: 404 })) as typeof fetch;
    const host = document.createElement('div');
    document.body.appendChild(host);
    const shadow = host.attachShadow({ mode: 'open' });
    // The loader's own reset, adopted before the widget mounts (loader/createFramelessView).
    const loaderSheet = new CSSStyleSheet();
    shadow.adoptedStyleSheets = [loaderSheet];
    const transport = createMemoryTransport();
    const bridge = createBridge(
      {
        mode: 'framelessEmbed',
        storeId: 1,
        apiBase: 'https://host.test/api/v1',
        initialPath: '/no-such-page',
        hostOrigin: 'https://partner.test',
        urlSync: true,
        protocolVersion: 1,
      },
      transport,
    );
    const mounted = mountWidget(shadow, bridge);
    await waitFor(() => expect(shadow.querySelector('h1')?.textContent).toBe('Page not found'));
    // Constructed sheets, no <style> elements: a partner page's strict style-src (no 'unsafe-inline') allows them.
    const css = shadow.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(css).toContain('--cn-font');
    expect(shadow.adoptedStyleSheets[0]).toBe(loaderSheet);
    expect(shadow.querySelector('style')).toBeNull();
    expect(document.head.querySelector('style[data-canopy="base"]')).toBeNull();
    // DESIGN §1.3: messages leave through the outbox (275 ms debounce).
    await waitFor(() => expect(transport.sent.map((m) => m.type)).toEqual(expect.arrayContaining(['ready', 'route'])), { timeout: 2000 });
    expect(transport.sent.find((m) => m.type === 'ready')).toEqual(hostMessage('ready', { mode: 'framelessEmbed', storeId: 1, version: expect.any(String) }));
    expect(transport.sent.filter((m) => m.type === 'route').at(-1)?.payload).toEqual({ path: '/no-such-page', title: 'Page not found' });

    act(() => {
      transport.command({ type: 'navigate', path: '/maintenance' });
    });
    await waitFor(() => expect(shadow.querySelector('h1')?.textContent).toBe("We'll be right back"));
    await waitFor(() => expect(transport.sent.filter((m) => m.type === 'route').at(-1)?.payload).toEqual({ path: '/maintenance', title: 'Down for maintenance' }), {
      timeout: 2000,
    });

    act(() => mounted.unmount());
    expect(shadow.querySelector('.cn-app')).toBeNull();
    expect(shadow.querySelector('style')).toBeNull();
    expect(shadow.adoptedStyleSheets).toEqual([loaderSheet]);
    host.remove();
  });

  test('000 §8: a 420 answer takes the widget to the maintenance page', async () => {
    globalThis.fetch = vi.fn(async () => new Response('', { status: 420 })) as typeof fetch;
    const root = document.createElement('div');
    document.body.appendChild(root);
    const transport = createMemoryTransport();
    const bridge = createBridge(
      { mode: 'framelessEmbed', storeId: 1, apiBase: 'https://host.test/api/v1', initialPath: '/menu', hostOrigin: 'https://partner.test', urlSync: true, protocolVersion: 1 },
      transport,
    );
    const mounted = mountWidget(root, bridge);
    await waitFor(() => expect(mounted.instance.router.path.value).toBe('/maintenance?return_to=%2Fmenu'), { timeout: 3000 });
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe("We'll be right back"), { timeout: 3000 });
    act(() => mounted.unmount());
    root.remove();
  });
});
