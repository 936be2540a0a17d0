// The bag's CSS: lines, stepper, totals, meters, drawer and modal. The drawer and modal sit above a partner
// page's own fixed header in framelessEmbed (a dialog covers the page it belongs to). Layout follows the widget's own width
// (container queries, 000 §2 breakpoints 481/768/1024), never the window's.
export const cartCss = `
.cn-cartpage{display:grid;gap:20px;align-items:start}
@container cn (min-width:900px){.cn-cartpage{grid-template-columns:minmax(0,1fr) 380px;gap:28px}.cn-cartpage__aside{position:sticky;top:16px}}
.cn-cartpage__head{display:flex;align-items:baseline;justify-content:space-between;gap:12px;flex-wrap:wrap;margin-bottom:4px}
.cn-cartpage__store{font-size:14px;color:var(--cn-muted)}
.cn-panel{background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow);padding:16px}
@container cn (min-width:768px){.cn-panel{padding:20px}}
.cn-panel + .cn-panel{margin-top:16px}
.cn-panel__title{font-size:16px;font-weight:750;margin-bottom:12px;display:flex;align-items:center;justify-content:space-between;gap:8px}
.cn-lines{display:grid}
.cn-line{display:grid;grid-template-columns:64px minmax(0,1fr);gap:12px 14px;padding:14px 0;border-top:1px solid var(--cn-border)}
.cn-line:first-child{border-top:0;padding-top:2px}
.cn-line__thumb{width:64px;height:64px;border-radius:12px;display:grid;place-items:center;background:#eef4ef;color:#2f6b4f}
.cn-line__thumb--flower,.cn-line__thumb--pre-roll{background:#e9f3ec;color:#2f6b4f}.cn-line__thumb--vape,.cn-line__thumb--extract{background:#fdf1e4;color:#9a5b13}
.cn-line__thumb--edible{background:#fdebf1;color:#a3245b}.cn-line__thumb--tincture,.cn-line__thumb--topical{background:#e8f1fb;color:#1f5c99}
.cn-line__body{min-width:0;display:grid;gap:8px}
.cn-line__top{display:flex;justify-content:space-between;gap:10px;align-items:flex-start}
.cn-line__name{font-weight:700;font-size:15px;line-height:1.3;color:var(--cn-text)}
.cn-line__meta{font-size:13px;color:var(--cn-muted);display:flex;flex-wrap:wrap;gap:4px 10px;margin-top:2px}
.cn-line__price{text-align:right;white-space:nowrap;font-weight:750}
.cn-line__was{display:block;font-size:12px;font-weight:500;color:var(--cn-muted);text-decoration:line-through}
.cn-line__special{display:inline-flex;align-items:center;gap:4px;font-size:12px;font-weight:700;color:var(--cn-sale);background:var(--cn-sale-soft);border-radius:6px;padding:2px 7px;width:fit-content}
.cn-line__actions{display:flex;align-items:center;justify-content:space-between;gap:10px}
.cn-line--unavailable .cn-line__name,.cn-line--unavailable .cn-line__price{opacity:.55}
.cn-line__warn{font-size:13px;font-weight:600;color:var(--cn-sale)}
.cn-link-btn{color:var(--cn-muted);font-size:13px;font-weight:600;text-decoration:underline;text-underline-offset:2px;padding:6px 4px;min-height:32px;align-items:center}
.cn-link-btn:hover{color:var(--cn-text)}
.cn-stepper{display:inline-flex;align-items:center;border:1px solid var(--cn-border);border-radius:999px;background:var(--cn-surface);height:38px}
.cn-stepper button{width:38px;height:36px;align-items:center;justify-content:center;border-radius:999px;font-size:18px;font-weight:700;color:var(--cn-text)}
.cn-stepper button:hover:not([disabled]){background:var(--cn-bg)}
.cn-stepper button[disabled]{opacity:.35;cursor:not-allowed}
.cn-stepper output{min-width:30px;text-align:center;font-weight:700;font-variant-numeric:tabular-nums}
.cn-totals{display:grid;gap:8px;font-size:14px}
.cn-totals__row{display:flex;justify-content:space-between;gap:12px}
.cn-totals__row dt{color:var(--cn-muted)}
.cn-totals__row dd{font-variant-numeric:tabular-nums;font-weight:600}
.cn-totals__row--discount dd{color:#157347}
.cn-totals__row--total{border-top:1px solid var(--cn-border);padding-top:12px;margin-top:4px;font-size:18px}
.cn-totals__row--total dt{color:var(--cn-text);font-weight:750}.cn-totals__row--total dd{font-weight:800}
.cn-free{color:#db2777;font-weight:800}
.cn-meter{display:grid;gap:6px;font-size:13px}
.cn-meter + .cn-meter{margin-top:10px}
.cn-meter__label{display:flex;justify-content:space-between;gap:8px;font-weight:600}
.cn-meter__bar{height:8px;border-radius:999px;background:var(--cn-bg);overflow:hidden;border:1px solid var(--cn-border)}
.cn-meter__fill{height:100%;border-radius:999px;background:var(--cn-primary);transition:width .25s}
.cn-meter--near .cn-meter__fill{background:#b7791f}.cn-meter--over .cn-meter__fill{background:var(--cn-sale)}
.cn-meter--over .cn-meter__label{color:var(--cn-sale)}
.cn-meter__note{margin:0;font-size:12px;color:var(--cn-muted)}.cn-meter--over .cn-meter__note{color:var(--cn-sale)}
.cn-alert{display:flex;gap:10px;align-items:flex-start;padding:12px 14px;border-radius:12px;font-size:14px;background:#fff8e6;border:1px solid #f3d48a;color:#5c4100}
.cn-alert--error{background:var(--cn-sale-soft);border-color:#f5b5ae;color:#7a1a12}
.cn-alert--info{background:#eef5ff;border-color:#c7dafc;color:#1c3d74}
.cn-alert--success{background:#e9f7ef;border-color:#a9dcbd;color:#14532d}
.cn-alert p{flex:1}
.cn-minimums{display:grid;gap:8px}.cn-minimums .cn-alert{margin:0}
.cn-minimums:empty{display:none}
.cn-alert + .cn-alert{margin-top:10px}
.cn-field{display:grid;gap:6px}
.cn-field label,.cn-field legend{font-size:13px;font-weight:700}
.cn-input{width:100%;height:46px;border:1px solid #c9d0d6;border-radius:10px;padding:0 12px;background:var(--cn-surface);font-size:16px}
.cn-input:focus{outline:3px solid color-mix(in srgb,var(--cn-focus) 35%,transparent);border-color:var(--cn-focus)}
.cn-input[aria-invalid=true]{border-color:var(--cn-sale)}
.cn-field__error{font-size:13px;color:var(--cn-sale);font-weight:600}
.cn-inline-form{display:flex;gap:8px}
.cn-inline-form .cn-input{flex:1;min-width:0}
.cn-empty{text-align:center;padding:48px 16px;display:grid;gap:12px;justify-items:center}
.cn-empty__icon{width:64px;height:64px;border-radius:50%;background:var(--cn-surface);border:1px solid var(--cn-border);display:grid;place-items:center;color:var(--cn-muted)}
.cn-scrim{position:fixed;inset:0;background:rgba(16,24,40,.45);z-index:2147483000;animation:cn-fade .15s ease-out}
.cn-sheet{position:fixed;z-index:2147483001;top:0;right:0;height:100%;width:min(420px,100%);background:var(--cn-surface);box-shadow:var(--cn-shadow-lg);display:flex;flex-direction:column;animation:cn-slide .2s ease-out}
.cn-sheet__head{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:16px 18px;border-bottom:1px solid var(--cn-border)}
.cn-sheet__body{flex:1;overflow:auto;padding:14px 18px;display:grid;gap:14px;align-content:start}
.cn-sheet__foot{border-top:1px solid var(--cn-border);padding:14px 18px calc(14px + env(safe-area-inset-bottom));display:grid;gap:10px;background:var(--cn-surface)}
.cn-icon-btn{width:40px;height:40px;border-radius:999px;align-items:center;justify-content:center;color:var(--cn-text)}
.cn-icon-btn:hover{background:var(--cn-bg)}
.cn-modal{position:fixed;z-index:2147483001;left:50%;top:50%;transform:translate(-50%,-50%);width:min(440px,calc(100% - 32px));background:var(--cn-surface);border-radius:18px;box-shadow:var(--cn-shadow-lg);padding:22px;display:grid;gap:14px;animation:cn-fade .15s ease-out}
.cn-modal__actions{display:flex;gap:10px;justify-content:flex-end;flex-wrap:wrap}
.cn-btn--block{width:100%}
.cn-btn--danger{background:var(--cn-sale);color:#fff}
.cn-subtotal{display:flex;justify-content:space-between;font-weight:750;font-size:16px}
.cn-rewards{display:grid;gap:8px}
.cn-reward{display:flex;align-items:center;justify-content:space-between;gap:10px;padding:10px 12px;border:1px solid var(--cn-border);border-radius:12px}
.cn-reward__name{font-weight:700}
.cn-reward__note{display:block;font-size:12px}
.cn-loyalty-hint{font-size:13px;margin:0 0 10px}
.cn-loyalty-hint a{text-decoration:underline;text-underline-offset:2px}
.cn-loyalty-link{margin-bottom:12px}
.cn-points{display:flex;align-items:baseline;gap:6px}.cn-points strong{font-size:22px}
@keyframes cn-fade{from{opacity:0}}
@keyframes cn-slide{from{transform:translateX(24px);opacity:.4}}
@media (prefers-reduced-motion:reduce){.cn-scrim,.cn-sheet,.cn-modal{animation:none}}
`;
