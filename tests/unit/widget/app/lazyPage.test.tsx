import { fireEvent, render, screen } from '@testing-library/preact';
import { Suspense, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ErrorBoundary } from '../../../../widget/app/ErrorBoundary';
import { lazyPage } from '../../../../widget/app/lazyPage';
import { renderInWidget } from '../support/testWidget';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

describe('lazy route pages (DESIGN §2 code-split by route)', () => {
  test('a page already loaded renders at once, without the fallback', async () => {
    const Page = lazyPage(async () => Counter);
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
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Counter;
    });
    renderInWidget(
      <ErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeTruthy();
    // No retry on its own: a chunk that keeps failing must not be fetched in a loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pressed 0' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
