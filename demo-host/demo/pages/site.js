// The demo partner site's chrome: a dispensary's header and footer around each demo page, and the live log
// of every Canopy message the page receives as a plain `message` event (DESIGN §1.3). No Canopy code here:
// a partner's page only sees what any page would see.
(function () {
  var HOST = '{{HOST}}';
  var demo = (window.demo = window.demo || { log: [], embeds: {} });
  var pages = [
    ['index.html', 'Home'],
    ['embedded.html', 'Shop'],
    ['seo.html', 'SEO'],
    ['two-embeds.html', 'Two menus'],
    ['frameless.html', 'Frameless'],
    ['white-label.html', 'White label'],
    ['operator.html', 'Operator'],
    ['kiosk.html', 'Kiosk'],
    ['bloom.html', 'Bloom'],
    ['headless.html', 'Headless'],
    ['orders.html', 'Orders'],
    ['outbox.html', 'Outbox'],
  ];

  var css =
    ':root{--ink:#1c2a22;--muted:#5d6b62;--leaf:#1f5135;--leaf-2:#2d6a4a;--cream:#faf6ee;--sand:#efe7d8;--gold:#c8963e;--line:#e4dccb}' +
    '*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}' +
    'body{margin:0;background:var(--cream);color:var(--ink);font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
    'a{color:var(--leaf)}h1,h2,h3{font-family:Georgia,"Times New Roman",serif;line-height:1.15;margin:0 0 .4em;letter-spacing:-.01em}' +
    '.gl-notice{background:var(--leaf);color:#f5efe2;font-size:13px;text-align:center;padding:7px 12px}' +
    '.gl-header{background:#fff;border-bottom:1px solid var(--line);position:sticky;top:0;z-index:20}' +
    '.gl-bar{max-width:1200px;margin:0 auto;display:flex;align-items:center;gap:16px;padding:12px 20px;flex-wrap:wrap}' +
    '.gl-logo{display:flex;align-items:center;gap:10px;text-decoration:none;color:var(--ink);font:700 20px/1 Georgia,serif;margin-right:auto}' +
    '.gl-logo b{display:grid;place-items:center;width:36px;height:36px;border-radius:50%;background:var(--leaf);color:#f5efe2;font-size:18px}' +
    '.gl-nav{display:flex;gap:4px;overflow-x:auto;max-width:100%;scrollbar-width:none;-webkit-overflow-scrolling:touch}' +
    '.gl-nav a{white-space:nowrap;text-decoration:none;color:var(--ink);font-size:14px;font-weight:600;padding:8px 12px;border-radius:999px}' +
    '.gl-nav a:hover{background:var(--sand)}.gl-nav a[aria-current=page]{background:var(--leaf);color:#fff}' +
    '.gl-main{max-width:1200px;margin:0 auto;padding:24px 20px 64px}' +
    '.gl-intro{display:flex;flex-wrap:wrap;gap:12px 32px;align-items:flex-end;justify-content:space-between;margin-bottom:20px}' +
    '.gl-intro p{margin:0;color:var(--muted);max-width:62ch}.gl-intro .gl-kicker,.gl-kicker{font:700 13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:.02em;color:#86601f;margin-bottom:6px}' +
    '.gl-card{background:#fff;border:1px solid var(--line);border-radius:16px;padding:16px}' +
    '.gl-footer{border-top:1px solid var(--line);background:#fff;color:var(--muted);font-size:13px}' +
    '.gl-footer div{max-width:1200px;margin:0 auto;padding:24px 20px 96px;display:flex;flex-wrap:wrap;gap:8px 24px;justify-content:space-between}' +
    '.gl-log-toggle{position:fixed;right:16px;bottom:16px;z-index:40;border:0;border-radius:999px;background:var(--ink);color:#fff;font:600 14px system-ui,sans-serif;padding:12px 18px;box-shadow:0 6px 24px rgba(0,0,0,.18);cursor:pointer}' +
    '.gl-log-toggle span{display:inline-block;min-width:22px;margin-left:6px;padding:1px 7px;border-radius:999px;background:var(--gold);color:var(--ink)}' +
    '.gl-log{position:fixed;right:16px;bottom:72px;z-index:40;width:min(420px,calc(100vw - 32px));max-height:min(60vh,520px);display:flex;flex-direction:column;background:#fff;border:1px solid var(--line);border-radius:16px;box-shadow:0 18px 48px rgba(0,0,0,.2);overflow:hidden}' +
    '.gl-log[hidden]{display:none}.gl-log header{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-bottom:1px solid var(--line);font-weight:700}' +
    '.gl-log header button{border:1px solid var(--line);background:#fff;border-radius:8px;padding:4px 10px;cursor:pointer;font:inherit;font-weight:600;font-size:13px}' +
    '.gl-log ol{list-style:none;margin:0;padding:0;overflow:auto;font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace}' +
    '.gl-log li{padding:8px 16px;border-bottom:1px solid #f1ece2}.gl-log li b{color:var(--leaf-2)}.gl-log li small{color:var(--muted)}' +
    '.gl-log li code{display:block;white-space:pre-wrap;word-break:break-all;color:#3f4a44}' +
    '.gl-log .gl-empty{padding:16px;color:var(--muted);font:14px system-ui,sans-serif}' +
    '@media (max-width:600px){.gl-bar{padding:10px 14px}.gl-main{padding:16px 14px 56px}.gl-log{right:8px;bottom:64px;width:calc(100vw - 16px)}.gl-log-toggle{right:8px;bottom:8px}}';

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    for (var key in attrs || {}) node.setAttribute(key, attrs[key]);
    (children || []).forEach(function (child) {
      node.append(child);
    });
    return node;
  }

  var style = el('style');
  style.textContent = css;
  document.head.append(style);

  var here = location.pathname.replace(/^\//, '') || 'index.html';
  var nav = el('nav', { class: 'gl-nav', 'aria-label': 'Demo pages' });
  pages.forEach(function (page) {
    var link = el('a', { href: '/' + page[0] }, [page[1]]);
    if (page[0] === here) link.setAttribute('aria-current', 'page');
    nav.append(link);
  });
  var logo = el('a', { class: 'gl-logo', href: '/index.html' }, [el('b', { 'aria-hidden': 'true' }, ['❦']), 'Green Leaf Collective']);
  var header = el('header', { class: 'gl-header' }, [el('div', { class: 'gl-bar' }, [logo, nav])]);
  var notice = el('div', { class: 'gl-notice' }, ['21+ with valid ID · Pickup, curbside and delivery in Oakland · Open daily 9am–9pm']);
  document.body.prepend(notice, header);
  var current = nav.querySelector('[aria-current]');
  if (current && current.offsetLeft + current.offsetWidth > nav.clientWidth) nav.scrollLeft = current.offsetLeft - 12;
  var footer = el('footer', { class: 'gl-footer' }, [
    el('div', {}, [
      el('span', {}, ['© Green Leaf Collective · 1420 Telegraph Ave, Oakland CA · License C10-0000123-LIC']),
      el('span', {}, ['A Canopy demo partner site. Menu served by ' + HOST]),
    ]),
  ]);
  // A page may load this script at the top of its body (its header then is in the first paint): what goes after the
  // page's content waits for the parser to have read it.
  function afterContent(add) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', add);
    else add();
  }
  afterContent(function () {
    document.body.append(footer);
  });

  // The live message log.
  var count = el('span', {}, ['0']);
  var toggle = el('button', { class: 'gl-log-toggle', type: 'button', 'aria-expanded': 'false', 'aria-controls': 'gl-log' }, ['Message log', count]);
  var list = el('ol', { 'aria-live': 'polite' });
  var empty = el('p', { class: 'gl-empty' }, ['No messages yet. Use the menu: each route, resize, cart and analytics message it sends appears here.']);
  var clear = el('button', { type: 'button' }, ['Clear']);
  var panel = el('section', { class: 'gl-log', id: 'gl-log', hidden: '', 'aria-label': 'Messages this page received' }, [
    el('header', {}, [el('span', {}, ['Messages received']), clear]),
    empty,
    list,
  ]);
  afterContent(function () {
    document.body.append(panel, toggle);
  });
  toggle.addEventListener('click', function () {
    var open = panel.hasAttribute('hidden');
    if (open) panel.removeAttribute('hidden');
    else panel.setAttribute('hidden', '');
    toggle.setAttribute('aria-expanded', String(open));
  });
  clear.addEventListener('click', function () {
    demo.log.length = 0;
    list.textContent = '';
    count.textContent = '0';
    empty.hidden = false;
  });

  function record(entry) {
    demo.log.push(entry);
    count.textContent = String(demo.log.length);
    empty.hidden = true;
    var time = new Date().toLocaleTimeString([], { hour12: false });
    var item = el('li', {}, [
      el('b', {}, [entry.type]),
      ' ',
      el('small', {}, [time + ' · ' + entry.via]),
      el('code', {}, [JSON.stringify(entry.payload)]),
    ]);
    list.prepend(item);
    while (list.children.length > 200) list.lastChild.remove();
  }
  demo.record = record;

  // Which frame on this page sent a message: named after the element it sits in, when there are several.
  function frameLabel(source) {
    var frames = document.querySelectorAll('iframe');
    if (frames.length < 2) return '';
    for (var i = 0; i < frames.length; i += 1) {
      if (frames[i].contentWindow === source) {
        var holder = frames[i].closest('[id]:not(iframe)');
        return holder ? ' #' + holder.id : '';
      }
    }
    return '';
  }

  // Raw listener: what a headless parent (or any page) receives without the JS API.
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.source !== 'canopy' || typeof data.type !== 'string') return;
    if (event.origin !== HOST && event.origin !== location.origin) return;
    record({ via: event.origin === HOST ? 'message event from the menu' + frameLabel(event.source) : 'message event (frameless)', type: data.type, payload: data.payload });
  });
})();
