// Catalogue lists outside one store: product tiles, the search field, kind chips and the pager.
export const listsCss = `
.cn-list-head{margin-bottom:14px}
.cn-list-tools{display:grid;gap:12px;margin-bottom:18px}
.cn-list-search{display:flex;align-items:center;gap:8px;height:46px;padding:0 14px;border-radius:999px;background:var(--cn-surface);border:1px solid var(--cn-border);max-width:520px;color:var(--cn-muted)}
.cn-list-search:focus-within{border-color:var(--cn-primary);box-shadow:0 0 0 3px color-mix(in srgb,var(--cn-primary) 20%,transparent)}
.cn-list-search input{flex:1;min-width:0;border:0;outline:0;background:transparent;font-size:15px;color:var(--cn-text)}
.cn-kind-chips{display:flex;gap:8px;overflow-x:auto;scrollbar-width:none;padding:2px}
.cn-kind-chips::-webkit-scrollbar{display:none}
.cn-kind-chip{flex:none;align-items:center;height:36px;padding:0 14px;border-radius:999px;border:1px solid var(--cn-border)!important;background:var(--cn-surface);font-weight:700;font-size:14px;white-space:nowrap}
.cn-kind-chip:hover{border-color:#a9b3bb!important}
.cn-kind-chip[aria-pressed=true]{background:var(--cn-text);border-color:var(--cn-text)!important;color:#fff}

.cn-tiles{display:grid;gap:12px;grid-template-columns:repeat(2,minmax(0,1fr))}
@container cn (min-width:768px){.cn-tiles{grid-template-columns:repeat(3,minmax(0,1fr));gap:20px}}
@container cn (min-width:1024px){.cn-tiles{grid-template-columns:repeat(4,minmax(0,1fr));gap:24px}}
.cn-tiles>li{display:flex}.cn-tiles>li>*{flex:1;min-width:0}
.cn-tile{position:relative;display:flex;flex-direction:column;background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);overflow:hidden;box-shadow:var(--cn-shadow);transition:box-shadow .15s,transform .15s}
.cn-tile:hover{box-shadow:var(--cn-shadow-lg);transform:translateY(-2px)}
.cn-tile:has(.cn-tile__link:focus-visible){outline:3px solid var(--cn-focus);outline-offset:2px}
.cn-tile__media{aspect-ratio:1/1;background:#f3f5f4;display:grid;place-items:center;overflow:hidden}
.cn-tile__media>*{width:100%;height:100%;object-fit:cover}
.cn-tile__body{display:flex;flex-direction:column;gap:4px;padding:12px 14px 14px;flex:1}
.cn-tile__brand{font-size:12px;font-weight:700;color:var(--cn-muted);text-transform:uppercase;letter-spacing:.04em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.cn-tile__name{font-size:15px;font-weight:750;line-height:1.3}
.cn-tile__link{color:var(--cn-text)!important}
.cn-tile__link::after{content:"";position:absolute;inset:0}
.cn-tile__link:hover{text-decoration:none!important}
.cn-tile__link:focus-visible{outline:none}
.cn-tile__meta{display:flex;flex-wrap:wrap;gap:6px;align-items:center;font-size:12px}
.cn-tile__potency{font-weight:700;color:var(--cn-muted)}
.cn-tile__price{margin-top:auto;padding-top:8px;font-size:14px}
.cn-tile__price strong{font-size:16px}
.cn-tile__stores{color:var(--cn-muted)}
.cn-lpager{display:flex;align-items:center;justify-content:center;gap:14px;margin-top:24px}
.cn-lpager__at{font-size:14px;font-weight:600;color:var(--cn-muted)}
.cn-dim{opacity:.55;transition:opacity .15s}
`;
