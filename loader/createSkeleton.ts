import { adoptStyles } from './adoptStyles';

/** The placeholder shown until the widget has drawn: a menu-shaped, gently pulsing outline, in its own shadow root. */
export function createSkeleton(doc: Document): HTMLElement {
  const el = doc.createElement('canopy-skeleton');
  el.setAttribute('role', 'status');
  el.setAttribute('aria-label', 'Loading the menu');
  el.style.display = 'block';
  const root = el.attachShadow({ mode: 'open' });
  const cards = '<div class="card"><i class="img"></i><i></i><i class="short"></i></div>'.repeat(6);
  // A constructed sheet, not a <style> element: it applies under a page's strict style-src too.
  adoptStyles(
    root,
    // 600 px in all, as tall as an iframe starts (createIframeView), which lies over it: nothing moves at the reveal.
    // A pulse in opacity, which the compositor animates, not a repainted shimmer: under a visible iframe, the
    // shimmer's repaints cost the partner page a 60–90 ms frame after frame while the widget loaded.
    ':host{all:initial;display:block;padding:16px 0;height:568px;overflow:hidden;animation:p 1s ease-in-out infinite alternate}' +
      'i{display:block;height:14px;margin:10px 0;border-radius:6px;background:#eceff1}' +
      '.bar{height:40px;border-radius:10px}.chips{display:flex;gap:8px}.chips i{width:84px;height:30px;border-radius:16px}' +
      '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:16px;margin-top:16px}' +
      '.img{height:120px;border-radius:12px}.short{width:60%}' +
      '@keyframes p{to{opacity:.55}}@media (prefers-reduced-motion:reduce){:host{animation:none}}',
  );
  root.innerHTML = `<i class="bar"></i><div class="chips"><i></i><i></i><i></i></div><div class="grid">${cards}</div>`;
  return el;
}
