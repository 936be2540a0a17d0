// Brand tiles and the brand page's header: the brand's own colour (color_hex, 000 §3) is a decorative band,
// never a background for text, so every brand stays readable whatever its colour.
export const brandsCss = `
.cn-brands-head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:14px;margin-bottom:18px}
.cn-brands-search{flex:1 1 260px;max-width:380px}
.cn-bgrid{display:grid;gap:12px;grid-template-columns:repeat(2,minmax(0,1fr))}
@container cn (min-width:600px){.cn-bgrid{grid-template-columns:repeat(3,minmax(0,1fr))}}
@container cn (min-width:900px){.cn-bgrid{grid-template-columns:repeat(4,minmax(0,1fr));gap:16px}}
@container cn (min-width:1200px){.cn-bgrid{grid-template-columns:repeat(6,minmax(0,1fr))}}
.cn-bgrid>li{display:flex}.cn-bgrid>li>*{flex:1;min-width:0}
.cn-btile{--cn-brand:var(--cn-primary);position:relative;display:flex;flex-direction:column;align-items:center;text-align:center;gap:6px;padding:18px 12px 16px;
  background:var(--cn-surface);border:1px solid var(--cn-border);border-top:4px solid var(--cn-brand);border-radius:16px;box-shadow:var(--cn-shadow);transition:box-shadow .15s,transform .15s}
.cn-btile:hover{box-shadow:var(--cn-shadow-lg);transform:translateY(-2px)}
.cn-btile:has(.cn-btile__link:focus-visible){outline:3px solid var(--cn-focus);outline-offset:2px}
.cn-btile__name{font-size:15px;font-weight:750;line-height:1.25}
.cn-btile__link{color:var(--cn-text)!important}
.cn-btile__link::after{content:"";position:absolute;inset:0}
.cn-btile__link:hover{text-decoration:none!important}
.cn-btile__link:focus-visible{outline:none}
.cn-btile__count{font-size:13px;color:var(--cn-muted)}
.cn-btile__deal{position:absolute;top:8px;right:8px}
.cn-blogo{flex:none;object-fit:contain;background:#fff;border-radius:50%;border:1px solid var(--cn-border)}
.cn-blogo--medium{width:72px;height:72px}
.cn-blogo--large{width:96px;height:96px}
.cn-blogo--initials{display:grid;place-items:center;color:#fff;font-weight:850;font-size:22px;background:var(--cn-primary);border:0}
.cn-bhero{--cn-brand:var(--cn-primary);background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:20px;overflow:hidden;box-shadow:var(--cn-shadow)}
.cn-bhero__band{height:88px;background:linear-gradient(120deg,var(--cn-brand),color-mix(in srgb,var(--cn-brand) 55%,#000))}
.cn-bhero__body{display:flex;flex-wrap:wrap;gap:16px;padding:0 20px 20px}
.cn-bhero__body .cn-blogo{margin-top:-48px;box-shadow:0 0 0 5px var(--cn-surface)}
.cn-bhero__text{flex:1 1 260px;min-width:0;padding-top:12px}
.cn-bhero__facts{display:flex;flex-wrap:wrap;align-items:center;gap:10px;margin-top:4px;color:var(--cn-muted);font-weight:600;font-size:14px}
.cn-bhero__desc{margin-top:10px;max-width:72ch;color:#333b42}
.cn-brand-sub{margin-bottom:12px}
.cn-nowrap{white-space:nowrap}
`;
