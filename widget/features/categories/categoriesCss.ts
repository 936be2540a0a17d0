// Category tiles and the category page's banner, tinted per kind and lineage.
const TINTS: Readonly<Record<string, string>> = {
  flower: '#2f855a',
  'pre-roll': '#9c4221',
  extract: '#b7791f',
  vape: '#2b6cb0',
  edible: '#c53030',
  tincture: '#6b46c1',
  topical: '#2c7a7b',
  gear: '#4a5568',
  merch: '#805ad5',
  grow: '#276749',
  indica: '#5b21b6',
  sativa: '#c2410c',
  hybrid: '#15803d',
  cbd: '#0369a1',
};

export const categoriesCss = `
.cn-cat-title{margin-bottom:4px}
.cn-cat-sub{margin-bottom:12px}
.cn-cats{display:grid;gap:12px;grid-template-columns:repeat(2,minmax(0,1fr))}
@container cn (min-width:768px){.cn-cats{grid-template-columns:repeat(4,minmax(0,1fr));gap:16px}}
@container cn (min-width:1024px){.cn-cats{grid-template-columns:repeat(5,minmax(0,1fr))}}
.cn-cat{--cn-cat-tint:var(--cn-primary);display:flex;flex-direction:column;justify-content:flex-end;gap:2px;min-height:96px;padding:14px 16px;border-radius:16px;color:#fff!important;
  background:linear-gradient(140deg,var(--cn-cat-tint),color-mix(in srgb,var(--cn-cat-tint) 60%,#000));box-shadow:var(--cn-shadow);transition:transform .15s,box-shadow .15s}
.cn-cat:hover{text-decoration:none!important;transform:translateY(-2px);box-shadow:var(--cn-shadow-lg)}
.cn-cat__name{font-weight:850;font-size:17px}
.cn-cat__count{font-size:13px;opacity:.9}
.cn-cat-hero{--cn-cat-tint:var(--cn-primary);padding:22px 20px;border-radius:18px;margin-bottom:20px;color:#fff;background:linear-gradient(140deg,var(--cn-cat-tint),color-mix(in srgb,var(--cn-cat-tint) 60%,#000))}
.cn-cat-hero .cn-h1{color:#fff}
.cn-cat-hero p{opacity:.92;margin-top:4px}
${Object.entries(TINTS)
  .map(([name, tint]) => `.cn-cat--${name},.cn-cat-hero--${name}{--cn-cat-tint:${tint}}`)
  .join('\n')}
`;
