import { fireEvent, render, screen } from '@testing-library/preact';
import { Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ErrorBoundary } from '../../../../widget/app/ErrorBoundary';
import { failedImportUrl, lazyPage } from '../../../../widget/app/kit/lazyPage';
import { createTestWidget, renderInWidget } from '../support/testWidget';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

/** A page whose chunk fails to load the first time it is asked for, and loads after that. */
function pageFailingOnce() {
  let attempts = 0;
  const Page = lazyPage(
    async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { Counter };
    },
    (m) => m.Counter,
  );
  return { Page, attempts: () => attempts };
}

/** The page as a route renders it: behind the error boundary (the Oops page) and a Suspense fallback. */
function renderBehindBoundary(Page: ComponentType, widget?: ReturnType<typeof createTestWidget>) {
  renderInWidget(
    <ErrorBoundary>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
    widget,
  );
}

describe('lazy route pages (DESIGN §2 code-split by route)', () => {
  test('a page already loaded renders at once, without the fallback', async () => {
    const Page = lazyPage(
      async () => ({ Counter }),
      (m) => m.Counter,
    );
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeTruthy();
  });

  test("a chunk that failed to load is loaded again by the Oops page's Try again (000 §2)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Page, attempts } = pageFailingOnce();
    renderBehindBoundary(Page);
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy();
    // No retry on its own: a chunk that keeps failing must not be fetched in a loop. (A retry with the failure
    // would have loaded this page, which loads the second time, instead of the Oops page.)
    expect(attempts()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pressed 0' })).toBeTruthy();
    expect(attempts()).toBe(2);
  });

  test.each([
    { mode: 'embedded', reloads: true },
    { mode: 'default', reloads: true },
    { mode: 'framelessEmbed', reloads: false },
  ] as const)("Try again after a failed chunk in $mode reloads the widget's own document: $reloads", async ({ mode, reloads }) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Page } = pageFailingOnce();
    const widget = createTestWidget({ config: { mode } });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    renderBehindBoundary(Page, widget);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(reloads ? 1 : 0);
    if (!reloads) expect(await screen.findByRole('button', { name: 'Pressed 0' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  test('where the browser keeps the failure (Chromium), Try again imports the chunk by a fresh URL (frameless)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = 'http://127.0.0.1:4000/widget/chunks/reservations-AB12.js';
    let attempts = 0;
    const again: string[] = [];
    const Page = lazyPage(
      async (): Promise<{ Counter: typeof Counter }> => {
        attempts += 1;
        throw new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);
      },
      (m) => m.Counter,
      async (url) => {
        again.push(url);
        return { Counter };
      },
    );
    renderBehindBoundary(Page, createTestWidget({ config: { mode: 'framelessEmbed' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pressed 0' })).toBeTruthy();
    expect(attempts).toBe(2);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatch(new RegExp(`^${chunk.replace(/[.]/g, '\\.')}\\?retry=\\d+$`));
    vi.restoreAllMocks();
  });

  test.each([
    ['Failed to fetch dynamically imported module: http://h.example/widget/chunks/cart-X.js', 'http://h.example/widget/chunks/cart-X.js'],
    ['error loading dynamically imported module: https://h.example/widget/chunks/cart-X.js', 'https://h.example/widget/chunks/cart-X.js'],
    ['Importing a module script failed.', null],
    ['Failed to fetch dynamically imported module: javascript:alert(1)', null],
  ])('the chunk a failed import names: %j → %j', (message, url) => {
    expect(failedImportUrl(new TypeError(message))).toBe(url);
  });

  test('a page that fails to render (not to load) is rendered again by Try again, never a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let renders = 0;
    function Flaky() {
      renders += 1;
      if (renders === 1) throw new Error('kaboom');
      return <p>Fine now</p>;
    }
    const widget = createTestWidget({ config: { mode: 'embedded' } });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    renderInWidget(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
      widget,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fine now')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
