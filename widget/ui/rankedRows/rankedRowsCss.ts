// The ranked rows' own pieces (001 §7): the sponsored label, a top row's banner, the row's Show more, the inline row's
// placeholder (InlineRowPlaceholder: its cards hidden, their places grey).
export const rankedRowsCss = `
.cn-pcard__sponsored{position:absolute;right:10px;top:10px;height:22px;display:inline-flex;align-items:center;padding:0 8px;border-radius:999px;background:rgba(255,255,255,.94);color:var(--cn-text);font-size:11px;font-weight:700;box-shadow:0 0 0 1px var(--cn-border)}
.cn-rrow__banner{display:block;width:100%;height:auto;max-height:220px;object-fit:cover;border-radius:var(--cn-radius);margin-top:28px}
.cn-rrow__banner+.cn-pcar{margin-top:14px}
.cn-rrow__more{margin-top:4px}
.cn-rrow__fold>summary{cursor:pointer;font-weight:700;padding:8px 0}
.cn-rrow__fold>.cn-pcar{margin-top:4px}
/* The inline row keeps its placeholder's height (useKeptHeight, as min-height): room its cards leave sits below them. */
.cn-results__rows{grid-column:1/-1;min-width:0;list-style:none;display:flex;flex-direction:column;justify-content:flex-start}
.cn-results__rows>.cn-pcar{margin-top:4px;margin-bottom:8px}
/* A ranked card fills its place in the carousel as a plain card does (the row's cards one height, the tallest's). */
.cn-pcar__track .cn-rcard{display:flex;flex-direction:column}
.cn-pcar__track .cn-rcard>.cn-pcard{flex:1}
.cn-rrow__ghost .cn-pcar__track>li{border-radius:var(--cn-radius);background:#eceeed}
.cn-rrow__ghost .cn-pcard,.cn-rrow__ghost .cn-pcar__nav{visibility:hidden}
`;
