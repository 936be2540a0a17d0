// Minimal loader for the foundation smoke test; the full loader (issue 3) replaces it.
declare const __CANOPY_VERSION__: string;

(function () {
  try {
    const script = document.currentScript as HTMLScriptElement | null;
    if (!script) return;
    const origin = new URL(script.src).origin;
    const storeId = script.dataset.storeId;
    const w = window as unknown as { Canopy?: { version: string } };
    w.Canopy = w.Canopy || { version: __CANOPY_VERSION__ };
    if (!storeId) return;
    const target = script.dataset.target ? document.querySelector(script.dataset.target) : null;
    const container = target ?? script.parentNode?.insertBefore(document.createElement('div'), script.nextSibling);
    if (!container) return;
    const iframe = document.createElement('iframe');
    iframe.title = 'Dispensary menu';
    iframe.src = `${origin}/embed/stores/${encodeURIComponent(storeId)}/menu`;
    iframe.style.cssText = 'border:0;width:1px;min-width:100%;height:600px';
    container.appendChild(iframe);
  } catch (error) {
    console.error('[Canopy] loader failed', error);
  }
})();
