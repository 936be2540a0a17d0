// One-click checkout's panel above Check out (OneClickCheckout): what the order will use, then the one button.
export const oneClickCss = `
.cn-oneclick{border:1px solid var(--cn-border);border-radius:var(--cn-radius);padding:12px 14px;display:grid;gap:10px;background:var(--cn-bg)}
.cn-oneclick__title{font-size:15px;font-weight:750}
.cn-oneclick__plan{display:grid;gap:4px;font-size:13px;margin:0}
.cn-oneclick__plan div{display:flex;justify-content:space-between;gap:12px}
.cn-oneclick__plan dt{color:var(--cn-muted);flex:none}
.cn-oneclick__plan dd{margin:0;text-align:right;font-weight:600;min-width:0;overflow-wrap:anywhere}
.cn-oneclick__change{justify-self:center}
.cn-oneclick__refusal{display:grid;gap:8px}
`;
