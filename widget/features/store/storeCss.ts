export const storeCss = `
.cn-about{display:grid;gap:16px;margin-top:20px}
@container cn (min-width:768px){.cn-about{grid-template-columns:repeat(2,minmax(0,1fr))}}
.cn-about__card{padding:18px;display:grid;gap:12px;align-content:start}
.cn-hours{border-collapse:collapse;width:100%;font-size:14px}
.cn-hours caption{text-align:left;font-weight:800;font-size:13px;color:var(--cn-muted);text-transform:uppercase;letter-spacing:.05em;padding-bottom:6px}
.cn-hours th{text-align:left;font-weight:600;padding:6px 0}
.cn-hours td{text-align:right;padding:6px 0}
.cn-hours tr+tr th,.cn-hours tr+tr td{border-top:1px solid var(--cn-border)}
.cn-hours__today th,.cn-hours__today td{font-weight:800;color:var(--cn-primary)}
.cn-about__list{display:grid;gap:12px}
.cn-about__list li{display:grid;gap:2px;font-size:14px}
.cn-about__desc{font-size:14px}
.cn-about__flags{display:flex;flex-wrap:wrap;gap:6px}
.cn-storereviews{display:grid;gap:12px}
@container cn (min-width:768px){.cn-storereviews{grid-template-columns:repeat(2,minmax(0,1fr))}}
.cn-storereview{padding:16px;display:grid;gap:6px}
.cn-storereview__head{display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap}
.cn-storereview__date{font-size:12px}
.cn-pager{display:flex;align-items:center;justify-content:center;gap:14px;margin-top:24px}
`;
