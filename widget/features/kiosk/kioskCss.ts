// The kiosk pages' own sheet: a tablet at the counter (about 1024 px) is used by touch, so its controls are large.
// Breakpoints are the widget's container widths (000 §2: 481, 768, 1024).
export const kioskCss = `
.cn-kiosk__start{min-height:56px;padding:0 32px;font-size:18px}
.cn-kiosk--thanks{margin-top:48px}
.cn-kiosk-return{display:grid;justify-items:center;gap:10px;margin-top:8px;padding:14px 20px;border-radius:var(--cn-radius);background:var(--cn-surface);border:1px solid var(--cn-border)}
.cn-kiosk-return__count{font-size:16px;color:var(--cn-muted)}
.cn-kiosk-return__count strong{color:var(--cn-text);font-size:20px;font-variant-numeric:tabular-nums}
.cn-kiosk-setup{max-width:1040px;margin:0 auto;display:grid;gap:20px}
.cn-kiosk-setup__head{display:grid;gap:6px}
.cn-kiosk-setup__grid{display:grid;gap:16px;align-items:start}
@container cn (min-width:768px){.cn-kiosk-setup__grid{grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:20px}}
.cn-kiosk-card{padding:18px;display:grid;gap:16px;align-content:start}
@container cn (min-width:768px){.cn-kiosk-card{padding:24px}}
.cn-kiosk-facts{display:grid;gap:14px}
.cn-kiosk-facts div{display:grid;gap:2px}
.cn-kiosk-facts dt{font-size:13px;font-weight:600;color:var(--cn-muted)}
.cn-kiosk-facts dd{font-weight:500}
.cn-kiosk-facts__big{font-size:19px;font-weight:750!important}
.cn-kiosk-facts__url{font:500 14px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere;background:var(--cn-bg);border:1px solid var(--cn-border);border-radius:var(--cn-radius-sm);padding:10px 12px;user-select:all}
.cn-kiosk-note{font-size:14px}
.cn-kiosk-actions{display:flex;flex-wrap:wrap;gap:10px}
.cn-kiosk-actions .cn-btn{min-height:48px}
.cn-kiosk-reset{display:contents}
.cn-kiosk-done{order:1;flex-basis:100%;padding:10px 14px;border-radius:var(--cn-radius-sm);background:#e3f5ea;color:#135e43;font-weight:600}
.cn-kiosk-confirm{flex-basis:100%;display:grid;gap:10px;padding:14px 16px;border-radius:var(--cn-radius-sm);background:#fff8e6;border:1px solid #f3d48a;color:#5c4100}
.cn-kiosk-confirm .cn-btn--danger{background:var(--cn-sale);color:#fff}
.cn-kiosk-skel{height:16px}
.cn-kiosk-skel--title{height:26px;width:55%}
`;
