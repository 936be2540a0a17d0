// <CanopyEmbed /> (packages/embed) on React 19 itself: StrictMode runs every effect twice (mount, unmount, mount),
// and the page must end up with one embed and no listener left on a destroyed one.
import { StrictMode, act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CanopyEmbedProps } from '../../../packages/embed/src/CanopyEmbed';
import { fakeCanopy } from './fakeCanopy';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The component from fresh modules (loadCanopy remembers its promise), with window.Canopy already defined. */
async function setUp() {
  vi.resetModules();
  const canopy = fakeCanopy();
  window.Canopy = canopy;
  const { CanopyEmbed } = await import('../../../packages/embed/src/CanopyEmbed');
  return { canopy, CanopyEmbed };
}

describe('<CanopyEmbed />', () => {
  let host: HTMLElement;
  let root: Root;
  const render = (node: ReactNode) => act(async () => root.render(<StrictMode>{node}</StrictMode>));
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
    delete window.Canopy;
  });

  test('under StrictMode, shown and hidden 10 times, it leaves exactly one embed, and no listener on the destroyed ones', async () => {
    const { canopy, CanopyEmbed } = await setUp();
    const onCart = vi.fn();
    let toggle!: (shown: boolean) => void;
    function Shop() {
      const [shown, setShown] = useState(true);
      toggle = setShown;
      return shown ? <CanopyEmbed storeId={1} onCart={onCart} /> : <p>Home</p>;
    }
    await render(<Shop />);
    for (let round = 0; round < 10; round += 1) {
      await act(async () => toggle(false));
      expect(canopy.live()).toEqual([]);
      await act(async () => toggle(true));
    }
    expect(canopy.live()).toHaveLength(1);
    expect(host.querySelectorAll('canopy-embed')).toHaveLength(1);
    for (const destroyed of canopy.embeds.filter((embed) => embed.destroyed)) expect(destroyed.listenerCount()).toBe(0);
    const [live] = canopy.live();
    live.emit('cart', { uuid: 'c-1', count: 2, total: 4599 });
    expect(onCart).toHaveBeenCalledTimes(1);
    expect(onCart).toHaveBeenCalledWith({ uuid: 'c-1', count: 2, total: 4599 });

    await act(async () => root.unmount());
    expect(canopy.live()).toEqual([]);
    expect(live.listenerCount()).toBe(0);
    root = createRoot(host);
  });

  test('mounts into its own element with the options given, and no handler among them', async () => {
    const { canopy, CanopyEmbed } = await setUp();
    await render(
      <CanopyEmbed id="menu" storeId="12" mode="whiteLabel" theme={{ primary: '#0a7' }} urlSync={false} path="/brands" onCart={() => undefined} onRoute={() => undefined} />,
    );
    const [embed] = canopy.live();
    const { target, ...options } = embed.options;
    expect(target).toBe(host.querySelector('#menu'));
    expect(options).toEqual({ storeId: '12', mode: 'whiteLabel', theme: { primary: '#0a7' }, urlSync: false, path: '/brands' });
  });

  test('a new handler function on each render never remounts, and the newest one hears the message', async () => {
    const { canopy, CanopyEmbed } = await setUp();
    const [first, second] = [vi.fn(), vi.fn()];
    await render(<CanopyEmbed storeId={1} onRoute={first} />);
    const mounts = canopy.embeds.length;
    await render(<CanopyEmbed storeId={1} onRoute={second} theme={{ primary: '#0a7' }} />);
    await render(<CanopyEmbed storeId={1} onRoute={second} theme={{ primary: '#0a7' }} />);
    // A theme object equal to the last one is the same option; a new one mounted once.
    expect(canopy.embeds.length).toBe(mounts + 1);
    await render(<CanopyEmbed storeId={1} onRoute={(payload) => second(payload)} theme={{ primary: '#0a7' }} />);
    expect(canopy.embeds.length).toBe(mounts + 1);
    canopy.live()[0].emit('route', { path: '/cart', title: 'Bag' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ path: '/cart', title: 'Bag' });
  });

  test('a new option mounts a new embed in place of the old; a new path navigates the one there', async () => {
    const { canopy, CanopyEmbed } = await setUp();
    await render(<CanopyEmbed storeId={1} path="/menu" />);
    await render(<CanopyEmbed storeId={2} path="/menu" />);
    expect(canopy.live().map((embed) => embed.options.storeId)).toEqual([2]);
    const mounts = canopy.embeds.length;
    await render(<CanopyEmbed storeId={2} path="/brands" />);
    expect(canopy.embeds.length).toBe(mounts);
    expect(canopy.live()[0].navigated).toEqual(['/brands']);
  });

  test('onEmbed hands over the live embed, and null once it is destroyed', async () => {
    const { canopy, CanopyEmbed } = await setUp();
    const seen: unknown[] = [];
    const props: CanopyEmbedProps = { storeId: 1, onEmbed: (embed) => seen.push(embed) };
    await render(<CanopyEmbed {...props} />);
    await act(async () => root.render(<p>gone</p>));
    expect(seen.at(-2)).toBe(canopy.embeds.at(-1));
    expect(seen.at(-1)).toBeNull();
    expect(seen.filter((embed) => embed !== null)).toHaveLength(canopy.embeds.length);
  });

  test('a loader that cannot be loaded reaches onLoadError (else the console), and nothing is mounted', async () => {
    vi.resetModules();
    delete window.Canopy;
    const { CanopyEmbed } = await import('../../../packages/embed/src/CanopyEmbed');
    const onLoadError = vi.fn();
    await render(<CanopyEmbed storeId={1} host="not a url" onLoadError={onLoadError} />);
    expect(onLoadError).toHaveBeenCalledTimes(1);
    expect(onLoadError.mock.calls[0][0]).toBeInstanceOf(Error);
    expect(String(onLoadError.mock.calls[0][0].message)).toMatch(/\[Canopy\] loadCanopy: host "not a url" is not a URL/);
    expect(host.querySelector('canopy-embed')).toBeNull();
  });
});
