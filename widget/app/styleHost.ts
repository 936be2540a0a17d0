/**
 * Where the widget's CSS goes. In the iframe that is the document's head; in framelessEmbed it is the open
 * shadow root in the partner's page, so the widget's styles neither leak out nor get overridden by the
 * page (DESIGN §1.4). Each feature adds its own sheet once, when its page first renders (code-split CSS).
 */
export interface StyleHost {
  adopt(id: string, css: string): void;
  destroy(): void;
}

export function createStyleHost(target: ShadowRoot | HTMLElement): StyleHost {
  const doc = target.ownerDocument ?? document;
  const added = new Map<string, HTMLStyleElement>();
  return {
    adopt(id, css) {
      if (added.has(id)) return;
      // The host's first view brings its sheets in the HTML (demo-host widgetHtml): the same ids, kept.
      const drawn = target.querySelector<HTMLStyleElement>(`style[data-canopy="${id}"]`);
      if (drawn) {
        added.set(id, drawn);
        return;
      }
      const style = doc.createElement('style');
      style.dataset.canopy = id;
      style.textContent = css;
      target.appendChild(style);
      added.set(id, style);
    },
    destroy() {
      for (const style of added.values()) style.remove();
      added.clear();
    },
  };
}

// The theme's custom properties are a shared rule (the host's first view applies them too).
export { themeProperties } from '../../shared/protocol';
