export const legalCss = `
.cn-legal{display:grid;gap:20px;max-width:1000px;margin:0 auto}
@container cn (min-width:900px){.cn-legal{grid-template-columns:minmax(0,1fr) 240px;align-items:start}}
.cn-legal__doc{padding:24px;display:grid;gap:16px}
.cn-legal__text{display:grid;gap:12px;line-height:1.6;max-width:70ch;overflow-wrap:anywhere}
.cn-legal__text .cn-h3{margin-top:8px}
.cn-legal__h3{font-size:15px;font-weight:800}
.cn-legal__text ul{list-style:disc;padding-left:22px;display:grid;gap:4px}
.cn-legal__text a{text-decoration:underline}
.cn-legal__updated{font-size:13px;color:var(--cn-muted);font-weight:600}
.cn-legal__nav{padding:4px}
.cn-legal__nav .cn-h3{margin-bottom:8px}
.cn-legal__nav ul{display:grid;gap:2px}
.cn-legal__nav a{display:block;padding:7px 10px;border-radius:8px;color:var(--cn-text);font-weight:600;font-size:14px}
.cn-legal__nav a[aria-current=page]{background:var(--cn-surface);color:var(--cn-primary);box-shadow:var(--cn-shadow)}
`;
