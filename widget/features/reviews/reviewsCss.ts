// The write-review page: one column, the product on top, then the form card. Controls are at least 44 px tall.
export const reviewsCss = `
.cn-rf{max-width:640px;margin:0 auto;display:grid;gap:16px}
.cn-rf__loading{height:520px}
.cn-rf__product{display:flex;align-items:center;gap:14px}
.cn-rf__photo{width:72px;height:72px;flex:none;border-radius:12px;object-fit:cover;background:var(--cn-surface);border:1px solid var(--cn-border)}
.cn-rf__photo.cn-img--placeholder{display:grid;place-items:center;font-size:0;color:var(--cn-muted)}
.cn-rf__brand{font-size:13px;font-weight:700;color:var(--cn-muted)}
.cn-rf__name{font-size:17px;font-weight:750;line-height:1.3}
.cn-rf__form{background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow);padding:20px 16px;display:grid;gap:22px}
@container cn (min-width:481px){.cn-rf__form{padding:24px}}
.cn-rf__field{display:grid;gap:8px;min-width:0}
.cn-rf__label{font-size:14px;font-weight:700}
.cn-rf__label .cn-muted{font-weight:400}
.cn-rf__input{width:100%;min-height:46px;border:1px solid #8d979f;border-radius:10px;padding:10px 12px;background:var(--cn-surface);font-size:16px}
.cn-rf__textarea{resize:vertical;min-height:128px;line-height:1.45}
.cn-rf__input[aria-invalid=true]{border-color:var(--cn-sale)}
.cn-rf__count{font-size:13px;color:var(--cn-muted);text-align:right}
.cn-rf__count--over{color:var(--cn-sale);font-weight:700}
.cn-rf__hint{font-size:13px;color:var(--cn-muted)}
.cn-rf__error{font-size:13px;color:var(--cn-sale);font-weight:600}
.cn-rf__alert{padding:12px 14px;border-radius:12px;background:var(--cn-sale-soft);color:#7a1a12;font-size:14px}
.cn-rf__chips{display:flex;flex-wrap:wrap;gap:8px}
.cn-rf__chip{align-items:center;gap:6px;min-height:44px;padding:0 16px;border-radius:999px;border:1px solid #aab3bb;background:var(--cn-surface);font-weight:600;font-size:14px}
.cn-rf__chip:hover{border-color:var(--cn-text)}
.cn-rf__chip[aria-pressed=true]{background:var(--cn-primary);border-color:var(--cn-primary);color:var(--cn-on-primary)}
.cn-rf__chip:disabled{opacity:.5;cursor:not-allowed}
.cn-rf__actions{display:flex;flex-wrap:wrap;align-items:center;gap:12px}
.cn-rf__actions .cn-btn--primary{min-width:160px}
.cn-rf__actions .cn-btn:disabled{background:#c9d0d6;color:#38424b;cursor:not-allowed}
.cn-rf__done{background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow);padding:32px 20px;display:grid;justify-items:center;text-align:center;gap:12px}
.cn-rf__done h1:focus{outline:none}
.cn-rf__done-icon{width:56px;height:56px;border-radius:50%;display:grid;place-items:center;font-size:28px;font-weight:800;background:color-mix(in srgb,var(--cn-primary) 12%,#fff);color:var(--cn-primary)}
`;
