/** Brand specials (000 §3 Brand special) as the brand page and the specials page list them: the grid, the card, its terms. */
export const brandSpecialCss = `
.cn-bsgrid{display:grid;gap:14px}
@container cn (min-width:600px){.cn-bsgrid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@container cn (min-width:1024px){.cn-bsgrid{grid-template-columns:repeat(3,minmax(0,1fr))}}
.cn-bsgrid>li{display:flex}
.cn-bsgrid>li>*{flex:1}
.cn-bscard{display:flex;flex-direction:column;gap:6px;padding:18px;border-radius:18px;background:var(--cn-surface);border:1px solid var(--cn-border);border-left:5px solid var(--cn-primary);box-shadow:var(--cn-shadow)}
.cn-bscard__label{font-size:20px;font-weight:850;color:var(--cn-primary);letter-spacing:-.01em}
.cn-bscard__title{font-size:16px;font-weight:750}
.cn-bscard__desc{font-size:14px;color:var(--cn-muted)}
.cn-bscard__brand{margin-top:auto;padding-top:6px;font-weight:800;font-size:14px}
.cn-terms{font-size:13px;color:var(--cn-muted)}
.cn-terms summary{cursor:pointer;font-weight:700;color:var(--cn-text);width:max-content;border-radius:6px}
.cn-terms p{margin-top:6px}
`;
