// The invoice: a sheet on screen, and on paper only the sheet (no header, footer, buttons or shadows).
export const invoiceCss = `
.cn-invoice-page{max-width:820px;margin:0 auto}
.cn-invoice{background:#fff;color:#14171a;border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow);padding:20px;display:grid;gap:20px}
.cn-invoice__head{display:flex;justify-content:space-between;align-items:flex-start;gap:12px;flex-wrap:wrap}
.cn-invoice__parties{display:grid;gap:16px}
.cn-invoice__parties address{display:grid;gap:2px;font-style:normal;font-size:14px}
.cn-invoice__label{font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.06em;color:var(--cn-muted);margin-bottom:4px}
.cn-invoice__lines{width:100%;border-collapse:collapse;font-size:14px}
.cn-invoice__lines th,.cn-invoice__lines td{padding:10px 6px;border-bottom:1px solid var(--cn-border);text-align:right;vertical-align:top}
.cn-invoice__lines thead th{font-size:12px;text-transform:uppercase;letter-spacing:.05em;color:var(--cn-muted)}
.cn-invoice__lines th:first-child{text-align:left;font-weight:600}
.cn-invoice__lines tbody th span{display:block;font-weight:400;font-size:13px}
.cn-invoice .cn-rtotals{max-width:340px;margin-left:auto;width:100%}
.cn-invoice .cn-rtotals div{display:flex;justify-content:space-between;gap:16px}
.cn-invoice .cn-rtotals dt{color:var(--cn-muted)}
.cn-invoice .cn-rtotals dd{font-weight:600;text-align:right}
.cn-invoice__actions{display:flex;flex-wrap:wrap;gap:10px}
@media (min-width:600px){.cn-invoice{padding:32px}.cn-invoice__parties{grid-template-columns:1fr 1fr}}
@media print{
.cn-header,.cn-footer,.cn-skip,.cn-notices,.cn-invoice__actions{display:none!important}
:root,body,.cn-app,.cn-main{background:#fff!important}
.cn-main{padding:0!important;min-height:0!important}
.cn-invoice{border:0;box-shadow:none;padding:0}
.cn-resv-badge{border-color:#999!important;background:none!important;color:#000!important}
}
`;
