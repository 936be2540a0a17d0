// The deals above the menu's results (DealsRow): a heading, then chips that wrap rather than scroll out of sight.
export const dealsRowCss = `
.cn-deals{display:grid;gap:12px;margin:4px 0 16px}
.cn-deals__row{display:grid;gap:8px}
.cn-deals__list{display:flex;flex-wrap:wrap;gap:8px}
.cn-deals__special,.cn-deals__sale{height:auto;min-height:36px;padding:6px 14px;white-space:normal;text-align:left;cursor:pointer}
.cn-deals__special:hover,.cn-deals__sale:hover{border-color:var(--cn-primary);color:var(--cn-primary)}
.cn-deals__special .cn-badge{flex:none}
.cn-deals__sale{justify-self:start}
`;
