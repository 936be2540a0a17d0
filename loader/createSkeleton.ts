/** The placeholder shown until the widget says `ready`: a menu-shaped shimmer, in its own shadow root. */
export function createSkeleton(doc: Document): HTMLElement {
  const el = doc.createElement('canopy-skeleton');
  el.setAttribute('role', 'status');
  el.setAttribute('aria-label', 'Loading the menu');
  el.style.display = 'block';
  const root = el.attachShadow({ mode: 'open' });
  const cards = '<div class="card"><i class="img"></i><i></i><i class="short"></i></div>'.repeat(6);
  root.innerHTML =
    '<style>' +
    ':host{all:initial;display:block;padding:16px 0}' +
    'i{display:block;height:14px;margin:10px 0;border-radius:6px;background:linear-gradient(90deg,#eceff1 25%,#f6f7f8 50%,#eceff1 75%);background-size:200% 100%;animation:s 1.4s ease infinite}' +
    '.bar{height:40px;border-radius:10px}.chips{display:flex;gap:8px}.chips i{width:84px;height:30px;border-radius:16px}' +
    '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:16px;margin-top:16px}' +
    '.img{height:120px;border-radius:12px}.short{width:60%}' +
    '@keyframes s{to{background-position:-200% 0}}@media (prefers-reduced-motion:reduce){i{animation:none}}' +
    '</style>' +
    `<i class="bar"></i><div class="chips"><i></i><i></i><i></i></div><div class="grid">${cards}</div>`;
  return el;
}
