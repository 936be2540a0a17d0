// The store pages' sheet (hours, modes, reviews) and the pieces other features reuse through
// this feature's index (status badge, rating, avatar). Layout follows the widget's own width (container
// queries on the shell's `cn` container), so a narrow partner column gets the phone layout.
export const storeCss = `
.cn-store-status{display:inline-flex;flex-wrap:wrap;align-items:center;gap:6px}
.cn-store-status__detail{color:var(--cn-muted);font-size:13px}
.cn-store-avatar{flex:none;display:grid;place-items:center;border-radius:18px;font-weight:800;color:#fff;letter-spacing:.02em;object-fit:cover;
  background:linear-gradient(135deg,hsl(var(--cn-avatar-hue,150) 45% 38%),hsl(calc(var(--cn-avatar-hue,150) + 40) 50% 30%))}
.cn-store-avatar--large{width:64px;height:64px;font-size:22px}
.cn-store-avatar--small{width:48px;height:48px;font-size:17px;border-radius:14px}
@container cn (min-width:768px){.cn-store-avatar--large{width:84px;height:84px;font-size:28px;border-radius:22px}}
.cn-store-page{margin-top:20px}


.cn-rating{display:inline-flex;align-items:center;gap:6px;font-size:14px;font-weight:700;color:var(--cn-text)}
.cn-rating__stars{position:relative;display:inline-block;width:76px;height:14px;flex:none;
  background:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 14'%3E%3Cpath fill='%23d5dade' d='M8 .8l2.1 4.3 4.7.6-3.4 3.3.8 4.7L8 11.5l-4.2 2.2.8-4.7L1.2 5.7l4.7-.6z'/%3E%3C/svg%3E") left/15.2px 14px repeat-x}
.cn-rating__fill{position:absolute;inset:0 auto 0 0;
  background:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 14'%3E%3Cpath fill='%23f5a524' d='M8 .8l2.1 4.3 4.7.6-3.4 3.3.8 4.7L8 11.5l-4.2 2.2.8-4.7L1.2 5.7l4.7-.6z'/%3E%3C/svg%3E") left/15.2px 14px repeat-x}
.cn-rating--large .cn-rating__stars{width:120px;height:22px;background-size:24px 22px}
.cn-rating--large .cn-rating__fill{background-size:24px 22px}
.cn-rating__count{color:var(--cn-muted);font-weight:500}

.cn-panel{padding:16px}
.cn-panel>.cn-h2{font-size:18px;margin-bottom:12px}
@container cn (min-width:768px){.cn-panel{padding:22px}}
.cn-about{display:grid;grid-template-columns:minmax(0,1fr);gap:16px}
.cn-about__main,.cn-about__side{display:grid;grid-template-columns:minmax(0,1fr);gap:16px;align-content:start;min-width:0}
@container cn (min-width:1024px){.cn-about{grid-template-columns:minmax(0,1fr) 380px;gap:24px}.cn-about__main,.cn-about__side{gap:24px}.cn-about__side{grid-column:2;grid-row:1}.cn-about__main{grid-column:1;grid-row:1}}
.cn-about__desc{color:#333b42;max-width:70ch}
.cn-contact{font-style:normal;display:grid;gap:2px;margin-bottom:14px}
.cn-contact a{font-weight:700;margin-top:6px}
.cn-contact__actions{display:flex;flex-wrap:wrap;gap:8px}

.cn-seg{display:inline-flex;max-width:100%;padding:3px;border-radius:999px;background:var(--cn-bg);border:1px solid var(--cn-border);margin-bottom:12px;overflow-x:auto;scrollbar-width:none}
.cn-seg__option{flex:none;white-space:nowrap;padding:6px 10px;border-radius:999px;font-size:13px;font-weight:700;color:var(--cn-muted)}
.cn-seg__option[aria-pressed=true]{background:var(--cn-surface);color:var(--cn-text);box-shadow:var(--cn-shadow)}
.cn-hours__table{width:100%;border-collapse:collapse;font-size:13.5px}
@container cn (min-width:481px){.cn-hours__table{font-size:14px}}
.cn-hours__table th,.cn-hours__table td{padding:9px 5px;border-bottom:1px solid var(--cn-border);text-align:left;font-weight:500}
.cn-hours__table th{font-weight:600;text-transform:capitalize}
.cn-hours__table td{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.cn-hours__table tr:last-child th,.cn-hours__table tr:last-child td{border-bottom:0}
.cn-hours__today th,.cn-hours__today td{font-weight:800;background:color-mix(in srgb,var(--cn-primary) 7%,transparent)}
.cn-hours__tag{margin-left:6px;font-size:11px;font-weight:800;text-transform:uppercase;letter-spacing:.05em;color:var(--cn-primary)}

.cn-modes{display:grid;gap:12px}
@container cn (min-width:768px){.cn-modes{grid-template-columns:repeat(3,minmax(0,1fr))}}
.cn-mode{border:1px solid var(--cn-border);border-radius:var(--cn-radius-sm);padding:14px}
.cn-mode .cn-h3{display:flex;align-items:center;gap:8px;margin-bottom:8px}
.cn-mode__icon{color:var(--cn-primary)}
.cn-mode--off{background:var(--cn-bg)}
.cn-mode--off .cn-mode__icon{color:var(--cn-muted)}
.cn-mode__off{margin-left:auto;font-size:12px;font-weight:700;color:var(--cn-muted)}
.cn-mode__facts{display:grid;gap:4px;font-size:14px}
.cn-mode__facts li::before{content:"";display:inline-block;width:6px;height:6px;border-radius:50%;background:var(--cn-primary);margin-right:8px;vertical-align:middle}
.cn-mode__pay{margin-top:10px;font-size:13px;font-weight:600}
.cn-checklist{display:grid;gap:6px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));font-weight:600;font-size:14px}
.cn-checklist li::before{content:"✓";color:var(--cn-primary);font-weight:900;margin-right:8px}
.cn-deals{display:flex;flex-wrap:wrap;gap:8px;margin-top:14px}

.cn-reviews{display:grid;gap:20px}
@container cn (min-width:1024px){.cn-reviews{grid-template-columns:300px minmax(0,1fr);align-items:start}}
.cn-reviews__summary{display:grid;justify-items:start;gap:6px}
.cn-reviews__score{font-size:44px;font-weight:800;line-height:1;letter-spacing:-.03em}
.cn-reviews__list .cn-h2{margin-bottom:12px}
.cn-review-list{display:grid;gap:12px}
.cn-review{background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);padding:16px}
.cn-review__head{display:flex;align-items:center;gap:12px}
.cn-review__head>div{flex:1;min-width:0}
.cn-review__avatar{width:38px;height:38px;border-radius:50%;display:grid;place-items:center;font-weight:800;background:color-mix(in srgb,var(--cn-primary) 14%,#fff);color:var(--cn-primary)}
.cn-review__name{font-weight:700}
.cn-review__date{font-size:13px}
.cn-review__comment{margin-top:10px;color:#2b3238}
.cn-review__tags{display:flex;flex-wrap:wrap;gap:6px;margin-top:10px}
.cn-reviews__more{margin-top:16px;justify-self:start}
`;
