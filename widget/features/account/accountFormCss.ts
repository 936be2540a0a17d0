// The account pages' forms and cards. Inputs are 16 px (a phone does not zoom into them) and every control is at
// least 44 px tall to tap; fields take the full width of a phone and sit in pairs from 600 px of widget width.
export const accountFormCss = `
.cn-form{display:grid;gap:16px}
.cn-form__row{display:grid;gap:16px;align-items:start}
@container cn (min-width:600px){.cn-form__row{grid-template-columns:1fr 1fr}}
.cn-form__field{display:grid;gap:6px;min-width:0;align-content:start}
.cn-form__field label{font-size:14px;font-weight:700}
.cn-form__input{width:100%;height:48px;border:1px solid #7d8790;border-radius:10px;padding:10px 12px;background:var(--cn-surface);font-size:16px;line-height:1.4}
textarea.cn-form__input{height:auto;min-height:150px;resize:vertical}
.cn-form__input[aria-invalid=true]{border-color:var(--cn-sale);box-shadow:0 0 0 1px var(--cn-sale)}
.cn-form__error{font-size:14px;color:var(--cn-sale);font-weight:600}
.cn-form__hint{font-size:13px;color:var(--cn-muted)}
.cn-form__check{display:flex;gap:12px;align-items:flex-start;min-height:44px;padding:10px 0}
.cn-form__check input{width:22px;height:22px;margin:1px 0 0;flex:none;accent-color:var(--cn-primary)}
.cn-form__check label{font-weight:600;cursor:pointer}
.cn-form__alert{padding:12px 14px;border-radius:12px;background:var(--cn-sale-soft);color:#7a1a12;font-size:14px;font-weight:600}
.cn-form__success,.cn-note{padding:12px 14px;border-radius:12px;background:#e4f5ea;color:#14532d;font-size:14px;font-weight:600}
.cn-form__status:empty{display:none}
.cn-form__submit{width:100%;min-height:48px}
@container cn (min-width:481px){.cn-form__submit{width:auto;justify-self:start;min-width:200px}}
.cn-authcard{max-width:520px;margin:8px auto 0;background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow);padding:20px;display:grid;gap:16px}
@container cn (min-width:481px){.cn-authcard{padding:28px;margin-top:24px}.cn-authcard>.cn-btn{justify-self:start;min-width:200px}}
.cn-authcard__foot{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;border-top:1px solid var(--cn-border);padding-top:12px;font-size:15px}
.cn-authcard__foot a{display:inline-flex;align-items:center;min-height:44px;font-weight:700}
.cn-authcard--done .cn-authcard__icon{width:56px;height:56px;border-radius:18px;display:grid;place-items:center;background:#e4f5ea;color:#14532d;font-size:26px}
.cn-profile-facts{display:grid;gap:12px}
@container cn (min-width:600px){.cn-profile-facts{grid-template-columns:1fr 1fr}}
.cn-profile-facts div{display:grid;gap:2px;align-content:start;padding:12px 14px;border:1px solid var(--cn-border);border-radius:12px;min-width:0}
.cn-profile-facts dt{font-size:13px;color:var(--cn-muted);font-weight:600}
.cn-profile-facts dd{font-weight:700;overflow-wrap:anywhere}
.cn-quick{display:grid;gap:10px}
@container cn (min-width:600px){.cn-quick{grid-template-columns:repeat(3,1fr)}}
.cn-quick a{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:56px;padding:12px 16px;border-radius:12px;border:1px solid var(--cn-border);color:var(--cn-text);font-weight:700}
.cn-quick a:hover{border-color:var(--cn-primary);text-decoration:none}
.cn-quick a::after{content:"›";font-size:22px;color:var(--cn-muted)}
.cn-panel-block{display:grid;gap:12px;padding:16px;border:1px solid var(--cn-border);border-radius:12px}
.cn-panel-block .cn-btn{justify-self:start}
.cn-skel-lines{display:grid;gap:12px}
.cn-skel-lines .cn-skel{height:56px}
`;
