// The ranked rows' own pieces (001 §7): the sponsored label, a top row's banner, the row's Show more.
export const rankedRowsCss = `
.cn-pcard__sponsored{margin-left:6px;padding:1px 6px;border-radius:999px;border:1px solid var(--cn-border);font-size:11px;font-weight:700;color:var(--cn-muted);vertical-align:1px}
.cn-rrow__banner{display:block;width:100%;height:auto;max-height:220px;object-fit:cover;border-radius:var(--cn-radius);margin-top:28px}
.cn-rrow__banner+.cn-pcar{margin-top:14px}
.cn-rrow__more{margin-top:4px}
.cn-results__rows{grid-column:1/-1;min-width:0;list-style:none}
.cn-results__rows>.cn-pcar{margin-top:4px;margin-bottom:8px}
`;
