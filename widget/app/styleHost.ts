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
  const win = (target.ownerDocument ?? document).defaultView;
  if (isShadowRoot(target) && win && 'adoptedStyleSheets' in target && typeof win.CSSStyleSheet === 'function') return createSheetHost(target, win);
  return createElementHost(target);
}

/**
 * framelessEmbed: constructed sheets adopted by the shadow root. They are no inline markup, so a partner page whose
 * Content-Security-Policy has `style-src` without 'unsafe-inline' styles the widget all the same; a <style> element
 * would be refused there and the widget drawn unstyled. Sheets the loader adopted first (its reset) are kept.
 */
function createSheetHost(root: ShadowRoot, win: Window & typeof globalThis): StyleHost {
  const added = new Map<string, CSSStyleSheet>();
  return {
    adopt(id, css) {
      if (added.has(id)) return;
      const sheet = new win.CSSStyleSheet();
      sheet.replaceSync(css);
      added.set(id, sheet);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    },
    destroy() {
      const ours = new Set(added.values());
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !ours.has(sheet));
      added.clear();
    },
  };
}

/** The iframe's head (the widget's own HTML allows its <style> elements), and engines without constructed sheets. */
function createElementHost(target: ShadowRoot | HTMLElement): StyleHost {
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

function isShadowRoot(node: ShadowRoot | HTMLElement): node is ShadowRoot {
  return typeof ShadowRoot !== 'undefined' && node instanceof ShadowRoot;
}

// The theme's custom properties are a shared rule (the host's first view applies them too).
export { themeProperties } from '../../shared/protocol';
