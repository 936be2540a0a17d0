// The checkout page's CSS on top of the bag's (cartCss): sections, choice cards, chips, the sticky summary.
export const checkoutCss = `
.cn-checkout{display:grid;gap:20px;align-items:start}
@container cn (min-width:900px){.cn-checkout{grid-template-columns:minmax(0,1fr) 380px;gap:28px}.cn-checkout__aside{position:sticky;top:16px}}
.cn-checkout__form{display:grid;gap:16px}
.cn-checkout__form .cn-panel + .cn-panel{margin-top:0}
.cn-step{display:grid;gap:14px}
.cn-step__title{font-size:17px;font-weight:750;display:flex;align-items:center;gap:10px}
.cn-step__num{width:26px;height:26px;border-radius:50%;background:var(--cn-text);color:#fff;font-size:13px;display:grid;place-items:center;flex:none}
.cn-fields{display:grid;gap:12px}
.cn-field__name{font-size:13px;font-weight:700}
@container cn (min-width:600px){.cn-fields--2{grid-template-columns:1fr 1fr}.cn-fields--3{grid-template-columns:2fr 1fr 1fr}}
.cn-choices{display:grid;gap:10px;border:0;margin:0;padding:0;min-width:0}
@container cn (min-width:600px){.cn-choices--row{grid-template-columns:repeat(auto-fit,minmax(150px,1fr))}}
.cn-choice{position:relative;display:flex;align-items:center;gap:12px;padding:13px 14px;border:1.5px solid var(--cn-border);border-radius:12px;background:var(--cn-surface);cursor:pointer;font-weight:600}
.cn-choice:hover{border-color:#b9c2ca}
.cn-choice:has(input:checked){border-color:var(--cn-primary);background:color-mix(in srgb,var(--cn-primary) 6%,#fff);box-shadow:0 0 0 1px var(--cn-primary)}
.cn-choice:has(input:focus-visible){outline:3px solid var(--cn-focus);outline-offset:2px}
.cn-choice input{accent-color:var(--cn-primary);width:18px;height:18px;margin:0;flex:none}
.cn-choice__sub{display:block;font-size:12px;font-weight:500;color:var(--cn-muted)}
.cn-chips{display:flex;flex-wrap:wrap;gap:8px;border:0;margin:0;padding:0}
.cn-chipopt{position:relative}
.cn-chipopt input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.cn-chipopt span{display:inline-flex;align-items:center;height:40px;padding:0 16px;border-radius:999px;border:1.5px solid var(--cn-border);font-weight:700;font-size:14px;background:var(--cn-surface)}
.cn-chipopt input:checked + span{border-color:var(--cn-primary);background:var(--cn-primary);color:var(--cn-on-primary)}
.cn-chipopt input:focus-visible + span{outline:3px solid var(--cn-focus);outline-offset:2px}
.cn-select{appearance:none;background:var(--cn-surface) url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8'%3E%3Cpath d='M1 1l5 5 5-5' stroke='%2359636d' stroke-width='2' fill='none'/%3E%3C/svg%3E") no-repeat right 14px center;padding-right:36px}
.cn-check{display:flex;gap:12px;align-items:flex-start;font-size:14px;cursor:pointer}
.cn-check a{text-decoration:underline;text-underline-offset:2px}
.cn-check input{width:20px;height:20px;margin:1px 0 0;accent-color:var(--cn-primary);flex:none}
.cn-summary-lines{display:grid;gap:10px;margin-bottom:14px;padding-bottom:14px;border-bottom:1px solid var(--cn-border);font-size:14px}
.cn-summary-line{display:flex;justify-content:space-between;gap:12px}
.cn-summary-line span:first-child{min-width:0}
.cn-submit{margin-top:16px;display:grid;gap:10px}
.cn-gate{display:grid;gap:8px;padding:14px 16px;border-radius:12px;border:1px solid #c7dafc;background:#eef5ff;color:#1c3d74;font-size:14px}
.cn-gate__title{font-weight:750;font-size:15px}
.cn-gate__actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:4px}
.cn-spinner{width:18px;height:18px;border-radius:50%;border:2.5px solid currentColor;border-right-color:transparent;animation:cn-spin .7s linear infinite}
@keyframes cn-spin{to{transform:rotate(360deg)}}
.cn-receipt{max-width:720px;margin:0 auto;display:grid;gap:16px}
.cn-receipt__hero{text-align:center;display:grid;gap:10px;justify-items:center;padding:12px 0 4px}
.cn-receipt__check{width:64px;height:64px;border-radius:50%;background:#e3f5ea;color:#157347;display:grid;place-items:center}
.cn-receipt dl{display:grid;gap:10px;font-size:14px}
.cn-receipt dl div{display:flex;justify-content:space-between;gap:12px}
.cn-receipt dt{color:var(--cn-muted)}
.cn-receipt dd{font-weight:600;text-align:right}
`;
