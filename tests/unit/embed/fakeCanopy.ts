import type { CanopyApi, CanopyEmbed, CanopyListener, CanopyMessagePayloads, CanopyMessageType, CanopyMountOptions } from '../../../packages/embed/src/index';

export interface FakeEmbed extends CanopyEmbed {
  readonly options: CanopyMountOptions;
  readonly navigated: string[];
  destroyed: boolean;
  /** Delivers a message to this embed's on() listeners, as the loader does. */
  emit<T extends CanopyMessageType>(type: T, payload: CanopyMessagePayloads[T]): void;
  listenerCount(): number;
}

/**
 * window.Canopy as the loader defines it, keeping every embed it mounted: each puts a container into its target
 * and takes it out on destroy(), and counts its on() listeners.
 */
export function fakeCanopy(): CanopyApi & { embeds: FakeEmbed[]; live(): FakeEmbed[] } {
  const embeds: FakeEmbed[] = [];
  const mount = (options: CanopyMountOptions): FakeEmbed => {
    const listeners = new Map<string, Set<CanopyListener<never>>>();
    const container = document.createElement('canopy-embed');
    (options.target as Element).appendChild(container);
    const embed: FakeEmbed = {
      id: embeds.length + 1,
      options,
      navigated: [],
      destroyed: false,
      on(type, listener) {
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type)!.add(listener as CanopyListener<never>);
        return embed;
      },
      off(type, listener) {
        listeners.get(type)?.delete(listener as CanopyListener<never>);
        return embed;
      },
      navigate(path) {
        embed.navigated.push(path);
      },
      getState: () => Promise.resolve({ path: '/', title: 'Menu', cart: null }),
      destroy() {
        embed.destroyed = true;
        container.remove();
      },
      ready: Promise.resolve({ mode: 'embedded', storeId: 1, version: 'fake' }),
      emit(type, payload) {
        const message = { source: 'canopy', type, payload } as never;
        listeners.get(type)?.forEach((listener) => (listener as (p: unknown, m: unknown) => void)(payload, message));
      },
      listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    };
    embeds.push(embed);
    return embed;
  };
  return { version: 'fake', mount, q: { push: () => 0 }, embeds, live: () => embeds.filter((embed) => !embed.destroyed) };
}
