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
.cn-kiosk-landing{max-width:720px;margin:24px auto;display:grid;gap:18px;justify-items:center;text-align:center}
@container cn (min-width:768px){.cn-kiosk-landing{margin-top:64px;gap:24px}}
.cn-kiosk-landing__kicker{font-size:14px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--cn-muted)}
.cn-kiosk-landing__title{font-size:clamp(28px,6cqi,44px);line-height:1.15}
.cn-kiosk-steps{display:grid;gap:12px;margin:8px 0 0;padding:0;list-style:none;counter-reset:cn-step;text-align:left;width:100%}
@container cn (min-width:768px){.cn-kiosk-steps{grid-template-columns:repeat(3,minmax(0,1fr))}}
.cn-kiosk-steps li{counter-increment:cn-step;display:grid;gap:6px;align-content:start;padding:16px 18px;border-radius:var(--cn-radius);background:var(--cn-surface);border:1px solid var(--cn-border);font-size:16px}
.cn-kiosk-steps li::before{content:counter(cn-step);width:30px;height:30px;border-radius:50%;background:var(--cn-text);color:#fff;display:grid;place-items:center;font-weight:750;font-size:14px}
.cn-kiosk-steps__note{display:block;margin-top:4px;color:var(--cn-muted);font-size:14px}
.cn-kiosk-skel{height:16px}
.cn-kiosk-skel--title{height:26px;width:55%}
`;
