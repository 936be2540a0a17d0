// The budtender panel (loaded with it): inline in the menu column, full width on a phone, nothing wider than it.
export const budtenderCss = `
.cn-bt__panel{margin-top:12px;padding:16px;border:1px solid var(--cn-border);border-radius:var(--cn-radius);background:var(--cn-surface);min-width:0;display:grid;gap:12px}
@container cn (min-width:768px){.cn-bt__panel{padding:20px 24px}}
.cn-bt__head{display:flex;align-items:center;justify-content:space-between;gap:8px}
.cn-bt__heading{font-size:18px;font-weight:750;line-height:1.25}
.cn-bt__label{display:block;font-size:14px;font-weight:700;margin-bottom:6px}
.cn-bt__row{display:flex;gap:8px;min-width:0}
.cn-bt__row .cn-input{flex:1;min-width:0;height:44px;font-size:16px}
.cn-bt__row .cn-btn{flex:none}
.cn-bt__row .cn-btn[aria-busy=true]{cursor:progress;opacity:.75}
.cn-bt__chips{display:flex;flex-wrap:wrap;gap:8px;min-width:0}
.cn-bt__chips .cn-chip{height:auto;min-height:32px;padding:6px 12px;max-width:100%;text-align:left;white-space:normal;overflow-wrap:anywhere}
.cn-bt__chips .cn-chip:hover{border-color:#a9b3bb}
.cn-bt__status{font-size:14px;color:var(--cn-muted)}
.cn-bt__failed{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;padding:12px;border-radius:var(--cn-radius-sm);background:var(--cn-sale-soft);color:var(--cn-text)}
.cn-bt__answer{display:grid;gap:12px;min-width:0}
.cn-bt__title{font-size:17px;font-weight:750;line-height:1.3;overflow-wrap:anywhere}
.cn-bt__title:focus:not(:focus-visible){outline:none}
.cn-bt__text{display:grid;gap:8px;font-size:15px;line-height:1.5;overflow-wrap:anywhere}
.cn-bt__text ul{margin:0;padding-left:20px;list-style:disc}
.cn-bt__item{display:flex;flex-direction:column;gap:6px;min-width:0}
.cn-bt__item .cn-pcard{flex:1}
.cn-bt__reason{font-size:13px;line-height:1.4;color:var(--cn-text);overflow-wrap:anywhere}
.cn-bt__total{font-size:13px}
`;
