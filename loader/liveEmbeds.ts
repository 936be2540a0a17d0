import type { CanopyEmbed } from './canopy';

export type LiveEmbeds = ReturnType<typeof createLiveEmbeds>;

/**
 * The page's live embeds, by the container each renders into. An embed whose container left the document (a
 * single-page app re-rendered it away without calling destroy()) is destroyed, so its listeners, timers and URL-sync
 * claim go with it: on the next mount, and when the page's DOM next settles (a MutationObserver, watching only while
 * an embed lives). A container moved within one task stays connected and is kept.
 */
export function createLiveEmbeds() {
  const embeds = new Map<Element, { target: Element | null; handle: CanopyEmbed }>();
  const observer = new MutationObserver(() => live.sweep(null));
  const live = {
    /** Destroys the detached embeds; returns the live one rendering into `target`, if any. */
    sweep(target: Element | null): CanopyEmbed | undefined {
      let found: CanopyEmbed | undefined;
      embeds.forEach((embed, container) => {
        if (!container.isConnected) embed.handle.destroy();
        else if (target && embed.target === target) found = embed.handle;
      });
      return found;
    },
    add(container: Element, target: Element | null, handle: CanopyEmbed) {
      embeds.set(container, { target, handle });
      observer.observe(document, { childList: true, subtree: true });
    },
    remove(container: Element) {
      embeds.delete(container);
      if (!embeds.size) observer.disconnect();
    },
  };
  return live;
}
