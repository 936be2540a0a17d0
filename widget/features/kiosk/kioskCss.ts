// The kiosk pages' own sheet: a tablet at the counter (about 1024 px) is used by touch, so its controls are large.
// Breakpoints are the widget's container widths (000 §2: 481, 768, 1024).
export const kioskCss = `
.cn-kiosk__start{min-height:56px;padding:0 32px;font-size:18px}
.cn-kiosk--thanks{margin-top:48px}
.cn-kiosk-return{display:grid;justify-items:center;gap:10px;margin-top:8px;padding:14px 20px;border-radius:var(--cn-radius);background:var(--cn-surface);border:1px solid var(--cn-border)}
.cn-kiosk-return__count{font-size:16px;color:var(--cn-muted)}
.cn-kiosk-return__count strong{color:var(--cn-text);font-size:20px;font-variant-numeric:tabular-nums}
`;
