import { STICKY_BANNER_HEIGHT_PX } from '../../../shared/constants';

// The specials sheet: deal cards with a tinted art panel per special type, the detail layout (summary
// beside the products on desktop, stacked on phones), the qualifying footer and the 76 px sticky banner.
export const specialsCss = `
.cn-nowrap{white-space:nowrap}
.cn-spgrid{display:grid;gap:14px}
@container cn (min-width:600px){.cn-spgrid{grid-template-columns:repeat(2,minmax(0,1fr));gap:18px}}
@container cn (min-width:1024px){.cn-spgrid{grid-template-columns:repeat(3,minmax(0,1fr))}}
.cn-spgrid>li{display:flex}
.cn-spgrid>li>*{flex:1}
.cn-spcard{position:relative;display:flex;flex-direction:column;background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:18px;overflow:hidden;box-shadow:var(--cn-shadow);transition:box-shadow .15s,transform .15s}
.cn-spcard:hover{box-shadow:var(--cn-shadow-lg);transform:translateY(-2px)}
.cn-spcard:has(.cn-spcard__link:focus-visible){outline:3px solid var(--cn-focus);outline-offset:2px}
.cn-spcard__art{--cn-sp-tint:var(--cn-primary);display:flex;align-items:center;gap:14px;padding:14px 18px;color:#fff;
  background:linear-gradient(135deg,var(--cn-sp-tint),color-mix(in srgb,var(--cn-sp-tint) 65%,#000))}
.cn-spcard--bundle .cn-spcard__art{--cn-sp-tint:#7c3aed}
.cn-spcard--bulk .cn-spcard__art{--cn-sp-tint:#b45309}
.cn-spcard--cart_total .cn-spcard__art{--cn-sp-tint:#0e7490}
.cn-spcard__offer{font-size:22px;font-weight:850;letter-spacing:-.02em;line-height:1.15}
.cn-spcard__body{display:flex;flex-direction:column;gap:6px;padding:16px 18px 18px;flex:1}
.cn-spcard__kind{display:flex;align-items:center;gap:8px;font-size:12px;font-weight:800;text-transform:uppercase;letter-spacing:.06em;color:var(--cn-muted)}
.cn-spcard__badge{text-transform:none;letter-spacing:0}
.cn-spcard__title{font-size:17px;font-weight:750;line-height:1.3}
.cn-spcard__link{color:var(--cn-text)!important}
.cn-spcard__link::after{content:"";position:absolute;inset:0}
.cn-spcard__link:hover{text-decoration:none!important}
.cn-spcard__link:focus-visible{outline:none}
.cn-spcard__desc{font-size:14px;color:var(--cn-muted);display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.cn-spcard__cta{margin-top:auto;padding-top:8px;font-weight:800;font-size:14px;color:var(--cn-primary)}

.cn-sp-icon{flex:none;display:grid;place-items:center;border-radius:14px;background:rgba(255,255,255,.18);color:inherit;transition:opacity .2s,filter .2s}
.cn-sp-icon svg{width:60%;height:60%}
.cn-sp-icon--large{width:52px;height:52px}
.cn-sp-icon--small{width:40px;height:40px;border-radius:11px}
.cn-spsum .cn-sp-icon,.cn-spbanner .cn-sp-icon{background:color-mix(in srgb,var(--cn-primary) 12%,#fff);color:var(--cn-primary)}
.cn-spsum--bundle .cn-sp-icon{background:#f1eafe;color:#6d28d9}
.cn-sp-icon--dim{opacity:.4;filter:grayscale(1)}

.cn-spmore{margin-top:16px}

.cn-spdetail__layout{display:grid;grid-template-columns:minmax(0,1fr);gap:20px}
.cn-spdetail__main,.cn-spdetail__aside{min-width:0}
@container cn (min-width:1024px){.cn-spdetail__layout{grid-template-columns:380px minmax(0,1fr);gap:28px;align-items:start}.cn-spdetail__aside{position:sticky;top:16px}}
.cn-spdetail__aside{display:grid;gap:14px}
.cn-spdetail__main>.cn-pcar:first-child{margin-top:0}
.cn-spsum{padding:20px;display:grid;gap:12px}
.cn-spsum__head{display:flex;gap:14px;align-items:center}
.cn-spsum__titles{min-width:0}
.cn-spsum__kind{display:flex;align-items:center;gap:8px;font-size:12px;font-weight:800;text-transform:uppercase;letter-spacing:.06em;color:var(--cn-muted);margin-bottom:2px}
.cn-spsum__kind .cn-badge{text-transform:none;letter-spacing:0}
.cn-spsum .cn-spsum__title{font-size:22px}
@container cn (min-width:768px){.cn-spsum .cn-spsum__title{font-size:26px}}
.cn-spsum__offer{display:inline-block;justify-self:start;padding:6px 12px;border-radius:10px;background:var(--cn-sale-soft);color:var(--cn-sale);font-weight:850;font-size:18px}
.cn-spsum__desc{color:#333b42}
.cn-badge.cn-badge--gold{background:#fbe7a1;color:#5c4200;box-shadow:inset 0 0 0 1px #d4a72c;text-transform:none;letter-spacing:0}
.cn-spsum__gold{justify-self:start;padding:6px 12px;border-radius:10px;background:#fdf3d0;color:#5c4200;font-weight:800;font-size:14px;border:1px solid #e8c766}
.cn-spsteps{display:grid;gap:8px;counter-reset:none}
.cn-spsteps__step{display:flex;align-items:center;gap:10px;font-size:14px;font-weight:600}
.cn-spsteps__num{flex:none;width:26px;height:26px;border-radius:50%;display:grid;place-items:center;background:var(--cn-primary);color:#fff;font-size:13px;font-weight:800}
.cn-spsteps__step--dim .cn-spsteps__num{opacity:.4;filter:grayscale(1)}
.cn-spstatus{display:inline-flex;justify-self:start;align-items:center;gap:8px;font-size:13px;font-weight:800;padding:5px 10px;border-radius:999px;background:var(--cn-bg);color:var(--cn-muted)}
.cn-spstatus::before{content:"";width:8px;height:8px;border-radius:50%;background:currentColor}
.cn-spstatus--qualified{background:#fff4d6;color:#7a4d00}
.cn-spstatus--applied{background:#e4f5ea;color:#14532d}

.cn-spfoot{display:flex;flex-wrap:wrap;align-items:center;gap:12px;padding:16px;border-radius:var(--cn-radius);background:#e9f6ef;border:1px solid #b9e2cb}
.cn-spfoot__check{flex:none;width:34px;height:34px;border-radius:50%;display:grid;place-items:center;background:#157347;color:#fff;font-weight:900}
.cn-spfoot__text{flex:1;min-width:160px}
.cn-spfoot__title{font-weight:800;color:#14532d}
.cn-spfoot__sub{font-size:13px;color:#2f5f45}
.cn-spfoot__cta{flex:1 0 100%}
@container cn (min-width:481px){.cn-spfoot__cta{flex:0 0 auto}}

.cn-splines{background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);padding:14px 16px}
.cn-splines .cn-h3{margin-bottom:8px}
.cn-splines__line{display:flex;align-items:center;gap:10px;padding:6px 0;font-size:14px}
.cn-splines__photo{width:36px;height:36px;border-radius:8px;object-fit:cover;background:var(--cn-bg);flex:none}
.cn-splines__name{flex:1;font-weight:600}
.cn-splines__count{font-weight:700;color:var(--cn-muted)}

.cn-spall{display:grid;gap:16px;grid-template-columns:repeat(2,minmax(0,1fr))}
@container cn (min-width:768px){.cn-spall{grid-template-columns:repeat(3,minmax(0,1fr));gap:24px}}
@container cn (min-width:1200px){.cn-spall{grid-template-columns:repeat(4,minmax(0,1fr))}}
.cn-spall>li{display:flex}.cn-spall>li>*{flex:1;min-width:0}

.cn-spbanner{left:0;right:0;z-index:30;display:flex;align-items:center;gap:12px;padding:0 16px;height:${STICKY_BANNER_HEIGHT_PX}px;
  background:color-mix(in srgb,var(--cn-surface) 94%,transparent);backdrop-filter:blur(8px);border-bottom:1px solid var(--cn-border);box-shadow:0 6px 18px rgba(16,24,40,.1)}
.cn-spbanner__text{min-width:0;flex:1}
.cn-spbanner__title{font-weight:800;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.cn-spbanner__meta{display:flex;gap:10px;font-size:13px;color:var(--cn-muted)}
.cn-spbanner__meta strong{color:var(--cn-sale)}
`;
