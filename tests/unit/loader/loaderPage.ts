// A partner page for the loader's tests (happy-dom): snippet tags, the window.Canopy it defines, and iframes that
// get a window as a real browser's do.
import { vi } from 'vitest';
import type { CanopyApi } from '../../../loader/canopy';

export const HOST = 'http://127.0.0.1:9';

export function snippet(attributes: Record<string, string>, src = `${HOST}/loader.js`): HTMLScriptElement {
  const script = document.createElement('script');
  // Not appended as a live script: happy-dom would fetch it. install() reads it as document.currentScript.
  Object.defineProperty(script, 'src', { value: src });
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.appendChild(script);
  return script;
}

export const canopy = () => window.Canopy as CanopyApi;

/** happy-dom loads no iframe pages; a real browser gives every connected iframe a window. The src is kept as data-src. */
export function fakeFrameWindows(): void {
  const frameWindows = new WeakMap<HTMLIFrameElement, object>();
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (this: HTMLIFrameElement) {
    if (!this.isConnected) return null;
    if (!frameWindows.has(this)) frameWindows.set(this, { postMessage: () => undefined });
    return frameWindows.get(this) as Window;
  });
  vi.spyOn(HTMLIFrameElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLIFrameElement, value: string) {
    this.setAttribute('data-src', value);
  });
}

/** The rules of a shadow root's constructed sheets, as the CSSOM writes them. */
export function sheetText(root: ShadowRoot): string {
  return root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

/** A message as the embed's iframe posts it to the page. */
export function fromFrame(iframe: HTMLIFrameElement, data: unknown, origin = HOST): void {
  dispatchEvent(new MessageEvent('message', { data, origin, source: iframe.contentWindow }));
}

/** A partner page with no loader yet, at `path`: console.error (returned) and console.warn quieted, iframes with windows. */
export function freshPage(path: string) {
  delete window.Canopy;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  history.replaceState(null, '', path);
  fakeFrameWindows();
  return errors;
}

/** What each test leaves behind: its embeds and its spies. */
export function clearPage(): void {
  document.querySelectorAll('canopy-embed').forEach((el) => el.remove());
  vi.restoreAllMocks();
}
