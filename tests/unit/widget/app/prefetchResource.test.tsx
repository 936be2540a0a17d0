import { act, screen } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { prefetchResource, useResource } from '../../../../widget/app/kit/useResource';
import { createTestWidget, renderInWidget } from '../support/testWidget';

function Shows({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const resource = useResource('k', load);
  return <p>{resource.loading ? 'loading' : resource.data}</p>;
}

describe('a request started before the render that needs it', () => {
  test('useResource takes the prefetched request instead of starting its own, and shows its answer', async () => {
    const widget = createTestWidget();
    let answer!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    prefetchResource(widget.instance.cache, 'k', load);
    prefetchResource(widget.instance.cache, 'k', load);
    renderInWidget(<Shows load={load} />, widget);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => answer('from the click'));
    await act(async () => undefined);
    expect(screen.getByText('from the click')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(widget.instance.cache.get('k')).toBe('from the click');
  });

  test('an answer already at hand (initial) renders in the first pass, is cached, and nothing is loaded', () => {
    const widget = createTestWidget();
    const load = vi.fn(async () => 'fresh');
    function FirstPass() {
      const resource = useResource('k', load, { initial: () => 'inlined' });
      return <p>{resource.loading ? 'loading' : resource.data}</p>;
    }
    renderInWidget(<FirstPass />, widget);
    expect(screen.getByText('inlined')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(widget.instance.cache.get('k')).toBe('inlined');
  });

  test('a cached key is not asked again', () => {
    const widget = createTestWidget();
    widget.instance.cache.set('k', 'cached');
    const load = vi.fn(async () => 'fresh');
    prefetchResource(widget.instance.cache, 'k', load);
    expect(load).not.toHaveBeenCalled();
  });
});
