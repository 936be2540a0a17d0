// The shell's and the shared catalogue components' CSS: design tokens as custom properties (the white-label
// theme overrides them, DESIGN §1.2), the reset that shields the widget from a partner page's inherited
// styles in framelessEmbed, and layout by container queries on the widget's own width (it may be narrower
// than the window in a partner's column). Breakpoints are 000 §2's: 481, 768, 1024. The page behind the widget
// is grey only where the widget is the page (default, kiosk); an iframe stays transparent, so the loader's
// skeleton shows through until the widget paints.
export const baseCss = `
body{margin:0}
:root:has(.cn-app:is([data-mode=default],[data-mode=kiosk])){background:#f5f6f4}
.cn-app{
  --cn-primary:var(--canopy-primary,#116149);--cn-on-primary:var(--canopy-on-primary,#fff);--cn-text:var(--canopy-text,#14171a);--cn-muted:var(--canopy-muted,#59636d);--cn-border:var(--canopy-border,#e1e5e8);--cn-bg:var(--canopy-bg,#f5f6f4);--cn-surface:var(--canopy-surface,#fff);--cn-sale:var(--canopy-sale,#b42318);--cn-sale-soft:var(--canopy-sale-soft,#fdecea);--cn-warn:var(--canopy-warn,#8a5a00);--cn-radius:var(--canopy-radius,14px);--cn-radius-sm:var(--canopy-radius-sm,10px);--cn-focus:var(--canopy-focus,#2563eb);
  --cn-shadow:0 1px 2px rgba(16,24,40,.06),0 1px 3px rgba(16,24,40,.08);--cn-shadow-lg:0 12px 32px rgba(16,24,40,.16);
  --cn-font:var(--canopy-font,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif);
  position:relative;display:block;min-height:100%;background:var(--cn-bg);color:var(--cn-text);
  font:400 15px/1.5 var(--cn-font);letter-spacing:normal;text-align:left;text-transform:none;
  -webkit-font-smoothing:antialiased;word-wrap:break-word;
}
.cn-frame{container:cn/inline-size}
.cn-app *,.cn-app *::before,.cn-app *::after{box-sizing:border-box}
.cn-app :where(h1,h2,h3,h4,p,ul,ol,figure,dl,dd){margin:0;padding:0}
.cn-app :where(ul,ol){list-style:none}
.cn-app :where(img){display:block;max-width:100%}
.cn-app :where(button,input,select,textarea){font:inherit;color:inherit;letter-spacing:inherit}
.cn-app :where(button){cursor:pointer;background:none;border:0;padding:0;display:inline-flex}
.cn-app :where(a){color:var(--cn-primary);text-decoration:none}
.cn-app :where(a:hover){text-decoration:underline}
.cn-app :focus-visible{outline:3px solid var(--cn-focus);outline-offset:2px;border-radius:6px}
.cn-app [hidden]{display:none!important}
.cn-sr{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;margin:-1px}
.cn-skip{position:absolute;left:8px;top:8px;z-index:50;background:var(--cn-surface);padding:8px 14px;border-radius:8px;box-shadow:var(--cn-shadow-lg);font-weight:700}
.cn-skip:not(:focus){width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);box-shadow:none}

.cn-header{position:relative;z-index:20;background:var(--cn-surface);border-bottom:1px solid var(--cn-border)}
.cn-header__bar{display:flex;align-items:center;gap:16px;max-width:1280px;margin:0 auto;padding:10px 16px;min-height:60px}
.cn-logo{display:inline-flex;align-items:center;gap:8px;font-weight:800;font-size:19px;color:var(--cn-text)!important;letter-spacing:-.02em}
.cn-logo__mark{width:30px;height:30px;border-radius:9px;background:var(--cn-primary);color:var(--cn-on-primary);display:grid;place-items:center;font-size:16px}
.cn-nav{display:none;gap:4px;margin-left:8px}
.cn-nav a{color:var(--cn-text);font-weight:600;font-size:14px;padding:8px 12px;border-radius:999px}
.cn-nav a:hover,.cn-nav a[aria-current=page]{background:var(--cn-bg);text-decoration:none}
.cn-header__spacer{flex:1}
@container cn (max-width:480px){.cn-header__bar{gap:8px}}
/* The narrowest phones have no room for Log in in the bar: the menu holds it there instead. */
.cn-drawer .cn-drawer__login{display:none}
@container cn (max-width:359px){.cn-header__login{display:none!important}.cn-drawer .cn-drawer__login{display:block}}
.cn-bag{position:relative;display:inline-flex;align-items:center;gap:8px;padding:9px 14px;border-radius:999px;background:var(--cn-text);color:#fff!important;font-weight:700;font-size:14px}
.cn-bag:hover{text-decoration:none;opacity:.92}
.cn-bag__count{min-width:20px;height:20px;border-radius:10px;background:#fff;color:var(--cn-text);font-size:12px;display:grid;place-items:center;padding:0 5px}
.cn-menu-btn{width:40px;height:40px;border-radius:10px;align-items:center;justify-content:center}
.cn-menu-btn:hover{background:var(--cn-bg)}
.cn-header--slim{background:transparent;border:0}
.cn-header--slim .cn-header__bar{min-height:0;padding:12px 16px 0}
@container cn (min-width:768px){.cn-header--slim .cn-header__bar{padding:16px 24px 0}}
.cn-drawer{border-top:1px solid var(--cn-border);padding:8px 16px 16px;display:grid;gap:2px}
.cn-drawer a{color:var(--cn-text);font-weight:600;padding:12px 8px;border-radius:8px}
@container cn (min-width:768px){.cn-nav{display:flex}.cn-menu-btn{display:none}.cn-drawer{display:none}}
.cn-account-menu{position:relative}
.cn-account-menu__button{align-items:center;gap:8px;min-height:40px;padding:4px 10px 4px 4px;border-radius:999px;border:1px solid var(--cn-border);background:var(--cn-surface);font-weight:700;font-size:14px}
.cn-account-menu__button:hover{border-color:#c4cbd1}
.cn-account-menu__avatar{width:30px;height:30px;border-radius:50%;background:var(--cn-primary);color:var(--cn-on-primary);display:grid;place-items:center;font-size:13px;font-weight:800}
.cn-account-menu__name{max-width:140px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.cn-account-menu__list{position:absolute;right:0;top:calc(100% + 8px);z-index:30;min-width:220px;padding:6px;background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow-lg)}
.cn-account-menu__list a{display:block;padding:10px 12px;border-radius:8px;color:var(--cn-text);font-weight:600;font-size:15px}
.cn-account-menu__list a:hover{background:var(--cn-bg);text-decoration:none}
.cn-account-menu__list li:last-child{border-top:1px solid var(--cn-border);margin-top:6px;padding-top:6px}
/* A phone's full header (logo, account, bag, menu) has room for the shopper's initial only; the name stays in
   the button's accessible name. The slim header has room for a short name down to 360 px. */
@container cn (max-width:480px){.cn-account-menu__name{max-width:96px}.cn-header:not(.cn-header--slim) .cn-account-menu__name{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}}
@container cn (max-width:359px){.cn-header--slim .cn-account-menu__name{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}}

.cn-main{max-width:1280px;margin:0 auto;padding:16px 16px 48px;min-height:360px}
@container cn (min-width:768px){.cn-main{padding:24px 24px 64px}}
.cn-footer{border-top:1px solid var(--cn-border);background:var(--cn-surface);color:var(--cn-muted);font-size:13px}
.cn-footer__inner{max-width:1280px;margin:0 auto;padding:20px 16px;display:flex;flex-wrap:wrap;gap:8px 18px}
.cn-footer a{color:var(--cn-muted)}

.cn-h1{font-size:26px;line-height:1.2;font-weight:800;letter-spacing:-.02em}
.cn-h2{font-size:20px;line-height:1.25;font-weight:750;letter-spacing:-.01em}
.cn-h3{font-size:16px;font-weight:700}
@container cn (min-width:768px){.cn-h1{font-size:32px}.cn-h2{font-size:22px}}
.cn-muted{color:var(--cn-muted)}
.cn-section{margin-top:32px}
.cn-section__head{display:flex;align-items:center;justify-content:space-between;gap:12px;margin-bottom:14px}
.cn-card{background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow)}

.cn-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:0 18px;border-radius:999px;font-weight:700;font-size:15px;border:1px solid transparent;transition:background .15s,box-shadow .15s,opacity .15s}
.cn-btn--primary{background:var(--cn-primary);color:var(--cn-on-primary)}
.cn-btn--primary:hover{background:color-mix(in srgb,var(--cn-primary) 86%,#000)}
.cn-btn--secondary{background:var(--cn-surface);border-color:var(--cn-border);color:var(--cn-text)}
.cn-btn--secondary:hover{border-color:#c4cbd1;background:#fafbfa}
.cn-btn--ghost{color:var(--cn-primary)}
.cn-btn--ghost:hover{background:color-mix(in srgb,var(--cn-primary) 8%,transparent)}
.cn-btn--small{min-height:36px;padding:0 14px;font-size:14px;white-space:nowrap}
.cn-btn[disabled],.cn-btn[aria-disabled=true]{opacity:.5;cursor:not-allowed}
a.cn-btn:hover{text-decoration:none}

.cn-chip{display:inline-flex;align-items:center;gap:6px;height:32px;padding:0 12px;border-radius:999px;border:1px solid var(--cn-border);background:var(--cn-surface);font-size:13px;font-weight:600;color:var(--cn-text)}
.cn-tag{display:inline-flex;align-items:center;height:22px;padding:0 8px;border-radius:6px;font-size:12px;font-weight:700;background:var(--cn-bg);color:var(--cn-muted);text-transform:capitalize}
.cn-tag--indica{background:#efe9fd;color:#5b21b6}.cn-tag--sativa{background:#fdeee4;color:#9a3412}
.cn-tag--hybrid{background:#e4f5ea;color:#166534}.cn-tag--cbd{background:#e3f1fb;color:#075985}
.cn-badge{display:inline-flex;align-items:center;gap:4px;height:24px;padding:0 9px;border-radius:999px;font-size:12px;font-weight:800;background:var(--cn-sale);color:#fff}
.cn-status{display:inline-flex;align-items:center;gap:6px;font-size:13px;font-weight:700}
.cn-status::before{content:"";width:8px;height:8px;border-radius:50%;background:currentColor}
.cn-status--open{color:#157347}.cn-status--nearlyOpen{color:#8a5a00}.cn-status--opensLaterToday,.cn-status--closed,.cn-status--alwaysClosed{color:#b42318}

.cn-notices{position:fixed;z-index:60;left:50%;transform:translateX(-50%);bottom:16px;display:grid;gap:8px;width:min(440px,calc(100% - 24px))}
.cn-notice{display:flex;align-items:flex-start;gap:12px;padding:12px 14px;border-radius:12px;background:#1d2125;color:#fff;box-shadow:var(--cn-shadow-lg);font-size:14px;font-weight:500}
.cn-notice--error{background:#8f1d15}.cn-notice--success{background:#135e43}
.cn-notice p{flex:1}
.cn-notice button{color:#fff;font-weight:700;opacity:.9;padding:2px 6px;border-radius:6px}

.cn-skel{background:linear-gradient(90deg,#eceeed 0,#f6f7f6 40%,#eceeed 80%);background-size:300% 100%;animation:cn-shimmer 1.4s infinite;border-radius:8px}
@keyframes cn-shimmer{0%{background-position:100% 0}100%{background-position:0 0}}
@media (prefers-reduced-motion:reduce){.cn-skel{animation:none}.cn-app *{transition:none!important;scroll-behavior:auto!important}}

.cn-state{display:grid;justify-items:center;text-align:center;gap:12px;padding:56px 16px;max-width:520px;margin:0 auto}
.cn-state__icon{width:64px;height:64px;border-radius:20px;display:grid;place-items:center;font-size:30px;background:var(--cn-surface);border:1px solid var(--cn-border)}
.cn-state pre{text-align:left;max-width:100%;overflow:auto;font-size:12px;background:#fff;border:1px solid var(--cn-border);padding:12px;border-radius:8px}

.cn-crumbs{display:flex;flex-wrap:wrap;gap:6px;font-size:13px;color:var(--cn-muted);margin-bottom:12px}
.cn-crumbs a{color:var(--cn-muted);font-weight:600}
.cn-crumbs li+li::before{content:"/";margin-right:6px;color:#b3bac0}
`;
export const gridCss = `
.cn-skel-grid,.cn-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
@container cn (min-width:640px){.cn-skel-grid,.cn-grid{grid-template-columns:repeat(3,minmax(0,1fr));gap:16px}}
@container cn (min-width:1024px){.cn-skel-grid,.cn-grid{grid-template-columns:repeat(4,minmax(0,1fr));gap:20px}}
`;
