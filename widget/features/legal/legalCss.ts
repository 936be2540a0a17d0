export const legalCss = `
.cn-legal{display:grid;gap:20px;max-width:1000px;margin:0 auto}
@container cn (min-width:900px){.cn-legal{grid-template-columns:minmax(0,1fr) 240px;align-items:start}}
.cn-legal__doc{padding:24px;display:grid;gap:16px}
.cn-legal__placeholder{border:2px dashed #d9a400;background:#fffaeb;border-radius:12px;padding:16px 18px;display:grid;gap:10px;color:#4a3b00}
.cn-legal__placeholder ul{list-style:disc;padding-left:20px;display:grid;gap:4px}
.cn-legal__flag{font-weight:850;text-transform:uppercase;letter-spacing:.05em;font-size:12px;color:#7a5200}
.cn-legal__nav{padding:4px}
.cn-legal__nav .cn-h3{margin-bottom:8px}
.cn-legal__nav ul{display:grid;gap:2px}
.cn-legal__nav a{display:block;padding:7px 10px;border-radius:8px;color:var(--cn-text);font-weight:600;font-size:14px}
.cn-legal__nav a[aria-current=page]{background:var(--cn-surface);color:var(--cn-primary);box-shadow:var(--cn-shadow)}
`;
