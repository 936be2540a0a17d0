// The reservations pages' CSS: the list, a state badge, the detail and store pages, the rating form and the bag's
// alerts. Phone first; 000 §2's 481 px and 768 px steps on the widget's own width.
export const reservationsCss = `
.cn-resv-badge{display:inline-flex;align-items:center;gap:6px;height:26px;padding:0 10px;border-radius:999px;font-size:13px;font-weight:700;white-space:nowrap;border:1px solid transparent}
.cn-resv-badge::before{content:"";width:7px;height:7px;border-radius:50%;background:currentColor}
.cn-resv-badge--info{background:#eef5ff;color:#1c3d74;border-color:#c7dafc}
.cn-resv-badge--progress{background:#fff8e6;color:#5c4100;border-color:#f3d48a}
.cn-resv-badge--ready{background:#e9f7ef;color:#14532d;border-color:#a9dcbd}
.cn-resv-badge--done{background:var(--cn-bg);color:#3d454d;border-color:var(--cn-border)}
.cn-resv-badge--cancelled{background:var(--cn-sale-soft);color:#7a1a12;border-color:#f5b5ae}
.cn-resv-status{display:inline-flex;flex-wrap:wrap;align-items:center;gap:4px 8px;min-width:0}
.cn-resv-status__reason{font-size:13px;color:#7a1a12;overflow-wrap:anywhere}
.cn-resv-list{display:grid;gap:12px}
.cn-resv-card{position:relative;display:grid;grid-template-columns:1fr auto;gap:6px 12px;padding:14px 16px;border:1px solid var(--cn-border);border-radius:var(--cn-radius);background:var(--cn-surface);transition:border-color .15s,box-shadow .15s}
.cn-resv-card:hover{border-color:#c4cbd1;box-shadow:var(--cn-shadow)}
.cn-resv-card:focus-within{border-color:var(--cn-focus)}
.cn-resv-card__head{grid-column:1/-1;display:flex;align-items:center;justify-content:space-between;gap:10px;flex-wrap:wrap}
.cn-resv-card__link{color:var(--cn-text)!important}
.cn-resv-card__link::after{content:"";position:absolute;inset:0;border-radius:var(--cn-radius)}
.cn-resv-card__link:focus-visible{outline:none}
.cn-resv-card:has(.cn-resv-card__link:focus-visible){outline:3px solid var(--cn-focus);outline-offset:2px}
.cn-resv-card__meta{display:flex;flex-wrap:wrap;gap:2px 12px;font-size:14px;color:var(--cn-muted)}
.cn-resv-card__total{font-weight:800;font-size:16px;align-self:end}
.cn-resv-list__state{list-style:none}
.cn-resv-list__state .cn-state{padding:24px 8px}
.cn-resv-more{justify-self:center}
.cn-resv-skeleton{display:grid;gap:12px}
.cn-resv-skeleton__row{height:84px;border-radius:var(--cn-radius);background:linear-gradient(90deg,var(--cn-bg),#eceeec,var(--cn-bg));background-size:200% 100%;animation:cn-resv-shimmer 1.2s ease-in-out infinite}
@keyframes cn-resv-shimmer{from{background-position:100% 0}to{background-position:-100% 0}}
@media (prefers-reduced-motion:reduce){.cn-resv-skeleton__row{animation:none}}
.cn-resv-detail{display:grid;gap:16px;min-width:0}
.cn-resv-summary{display:grid;gap:6px;justify-items:start}
.cn-resv-summary a{text-decoration:underline}
.cn-resv-actions{display:flex;flex-wrap:wrap;gap:8px}
.cn-resv-hours div{display:flex;justify-content:space-between;gap:12px}
.cn-resv-hours dd{font-weight:600;text-align:right}
.cn-resv-hours__time{white-space:nowrap}
.cn-resv-hours__today dt,.cn-resv-hours__today dd{color:var(--cn-text)!important;font-weight:800}
.cn-resv-review{max-width:640px;margin:0 auto;display:grid;gap:16px}
.cn-resv-review__form{background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow);padding:20px;display:grid;gap:18px}
.cn-resv-review__before{display:grid;gap:4px;padding:12px 14px;border-radius:12px;background:var(--cn-bg)}
.cn-resv-review__failure{padding:12px 14px;border-radius:12px;background:var(--cn-sale-soft);color:#7a1a12;font-size:14px}
.cn-resv-review__form .cn-btn{justify-self:start}
.cn-resv-field{display:grid;gap:6px}
.cn-resv-field label,.cn-resv-field__label{font-size:13px;font-weight:700}
.cn-resv-field__input{width:100%;border:1px solid #8c959e;border-radius:10px;padding:10px 12px;background:var(--cn-surface);font-size:16px;resize:vertical}
.cn-resv-field__input[aria-invalid=true]{border-color:var(--cn-sale)}
.cn-resv-field__error{font-size:13px;color:var(--cn-sale);font-weight:600}
.cn-resv-alerts{max-width:720px;margin:0 auto;display:grid;gap:14px}
.cn-resv-alerts__list{display:grid;gap:10px}
.cn-resv-alerts__list .cn-alert{align-items:center;flex-wrap:wrap;margin:0}
.cn-resv-alert__body{flex:1;min-width:200px;display:grid;gap:6px}
.cn-resv-alert__names{list-style:disc;padding-left:20px}
/* A panel inside the profile's own panel: on a phone the two paddings would leave the content too little room. */
@container cn (max-width:480px){.cn-account__page .cn-rpanel{padding:14px}}
`;
