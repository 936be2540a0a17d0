// The directory's sheet: the hero, place tiles, store cards and filters. Columns follow the widget's
// width (container queries), so a narrow partner column gets the phone layout.
export const directoryCss = `
.cn-dhero{position:relative;overflow:hidden;border-radius:20px;padding:28px 20px;color:#fff;
  background:radial-gradient(120% 140% at 100% 0%,color-mix(in srgb,var(--cn-primary) 55%,#49b38a) 0%,var(--cn-primary) 45%,color-mix(in srgb,var(--cn-primary) 70%,#000) 100%)}
.cn-dhero::after{content:"";position:absolute;right:-60px;bottom:-80px;width:260px;height:260px;border-radius:50%;background:rgba(255,255,255,.08)}
.cn-dhero .cn-h1{color:#fff;max-width:18ch}
.cn-dhero__eyebrow{font-size:12px;font-weight:800;text-transform:uppercase;letter-spacing:.08em;opacity:.85;margin-bottom:6px}
.cn-dhero__lead{margin:8px 0 18px;max-width:52ch;opacity:.92}
.cn-dhero .cn-btn--primary{background:#fff;color:var(--cn-primary)}
.cn-dhero .cn-btn--primary:hover{background:#eef6f2}
.cn-dhero .cn-locate__error{color:#fff}
@container cn (min-width:768px){.cn-dhero{padding:44px 40px}}
.cn-locate{display:grid;gap:6px;justify-items:start;position:relative;z-index:1}
.cn-locate__error{font-size:13px;color:var(--cn-muted);min-height:0}
.cn-locate__error:empty{display:none}

.cn-dcountry .cn-h2{display:flex;align-items:center;gap:10px}
.cn-dcountry__code{display:inline-grid;place-items:center;min-width:34px;height:24px;padding:0 6px;border-radius:6px;background:var(--cn-text);color:#fff;font-size:12px;font-weight:800;letter-spacing:.04em}
.cn-places{display:grid;gap:10px;grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
@container cn (min-width:768px){.cn-places{grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px}}
.cn-place{display:flex;flex-direction:column;gap:2px;padding:12px 14px;border-radius:12px;background:var(--cn-surface);border:1px solid var(--cn-border);color:var(--cn-text)!important;transition:border-color .15s,box-shadow .15s,transform .15s}
.cn-place:hover{text-decoration:none!important;border-color:color-mix(in srgb,var(--cn-primary) 45%,var(--cn-border));box-shadow:var(--cn-shadow);transform:translateY(-1px)}
.cn-place__name{font-weight:700}
.cn-place__count{font-size:13px;color:var(--cn-muted)}

.cn-dplace__head{margin:4px 0 18px}
.cn-dplace__head--row{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-end;gap:12px}
.cn-dplace__sub{margin-bottom:12px}
.cn-dfilters{display:flex;flex-wrap:wrap;gap:10px 20px;margin-bottom:18px}
.cn-dfilters__group{display:flex;flex-direction:column;gap:4px}
.cn-dfilters__label{font-size:12px;font-weight:700;color:var(--cn-muted);text-transform:uppercase;letter-spacing:.05em}
.cn-dfilters .cn-seg{margin:0}

.cn-dgrid{display:grid;gap:12px}
@container cn (min-width:640px){.cn-dgrid{grid-template-columns:repeat(2,minmax(0,1fr));gap:16px}}
@container cn (min-width:1024px){.cn-dgrid{grid-template-columns:repeat(3,minmax(0,1fr))}}
.cn-dcard{position:relative;display:flex;gap:14px;height:100%;padding:16px;background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow);transition:box-shadow .15s,border-color .15s}
.cn-dcard:hover{box-shadow:var(--cn-shadow-lg);border-color:#cfd6db}
.cn-dcard__photo{flex:none;width:84px;height:84px;border-radius:14px;background:var(--cn-bg);overflow:hidden}
.cn-dcard__photo img{width:100%;height:100%;object-fit:cover}
/* From two columns up, the storefront photo leads the card; on a phone it sits beside the name. */
@container cn (min-width:640px){
  .cn-dcard--photo{flex-direction:column;padding:0;overflow:hidden}
  .cn-dcard--photo .cn-dcard__body{padding:14px 16px 16px}
  .cn-dcard--photo .cn-dcard__photo{width:auto;height:132px;border-radius:0}
}
.cn-dcard__body{min-width:0;flex:1;display:grid;gap:6px;align-content:start}
.cn-dcard__name{font-size:16px;font-weight:750;line-height:1.3}
.cn-dcard__link{color:var(--cn-text)!important}
.cn-dcard__link::after{content:"";position:absolute;inset:0;border-radius:var(--cn-radius)}
.cn-dcard__link:hover{text-decoration:none!important}
.cn-dcard__link:focus-visible{outline:none}
.cn-dcard:has(.cn-dcard__link:focus-visible){outline:3px solid var(--cn-focus);outline-offset:2px}
.cn-dcard__place{font-size:14px;color:var(--cn-muted)}
.cn-dcard__distance{font-weight:700;color:var(--cn-text)}
.cn-dcard__row{display:flex;flex-wrap:wrap;align-items:center;gap:6px 10px}
.cn-dcard__licence--medical{background:#e3f1fb;color:#075985}
.cn-dcard__licence--recreational{background:#e4f5ea;color:#166534}
.cn-dcard__modes{display:flex;flex-wrap:wrap;gap:6px 14px;margin-top:4px;padding-top:10px;border-top:1px dashed var(--cn-border);font-size:13px;font-weight:600}
.cn-dcard__modes li{display:inline-flex;align-items:center;gap:5px}
.cn-dcard__modes svg{width:16px;height:16px;color:var(--cn-primary)}

.cn-pager{display:flex;align-items:center;justify-content:center;gap:14px;margin-top:24px}
.cn-pager__at{font-size:14px;font-weight:600;color:var(--cn-muted)}
.cn-dim{opacity:.55;transition:opacity .15s}
`;
