// The receipt's CSS (reservations is its own chunk, so it does not lean on the bag's sheet).
export const receiptCss = `
.cn-receipt{max-width:680px;margin:0 auto;display:grid;gap:16px}
.cn-receipt__hero{text-align:center;display:grid;gap:8px;justify-items:center;padding:8px 0 4px}
.cn-receipt__check{width:64px;height:64px;border-radius:50%;background:#e3f5ea;color:#157347;display:grid;place-items:center}
.cn-rpanel{background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow);padding:18px 20px;display:grid;gap:12px}
.cn-rpanel dl,.cn-rtotals{display:grid;gap:10px;font-size:14px}
.cn-rpanel dl div{display:flex;justify-content:space-between;gap:16px}
.cn-rpanel dt{color:var(--cn-muted)}
.cn-rpanel dd{font-weight:600;text-align:right}
.cn-rlines{display:grid;gap:10px;font-size:14px;padding-bottom:12px;border-bottom:1px solid var(--cn-border)}
.cn-rlines li{display:flex;justify-content:space-between;gap:12px}
.cn-rtotals__total{border-top:1px solid var(--cn-border);padding-top:10px;font-size:17px}
.cn-rtotals__total dt{color:var(--cn-text)!important;font-weight:750}.cn-rtotals__total dd{font-weight:800}
.cn-ralert{padding:12px 14px;border-radius:12px;background:#fff8e6;border:1px solid #f3d48a;color:#5c4100;font-size:14px}
.cn-rcta{display:flex!important;align-items:center;justify-content:space-between;flex-wrap:wrap;gap:12px}
.cn-rcta p{flex:1;min-width:220px;font-size:14px}
.cn-kiosk{max-width:520px;margin:24px auto;text-align:center;display:grid;gap:14px;justify-items:center}
.cn-kiosk svg{width:220px;height:220px;background:#fff;padding:12px;border-radius:16px;border:1px solid var(--cn-border)}
`;
