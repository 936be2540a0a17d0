import { THUMBNAIL_PX } from '../../../shared/constants';

export const productCss = `
.cn-pdp__top{display:grid;gap:20px}
@container cn (min-width:768px){.cn-pdp__top{grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:40px}}
.cn-gallery{display:grid;gap:10px;min-width:0}
.cn-gallery__main{position:relative;aspect-ratio:1/1;border-radius:20px;overflow:hidden;background:#eef1ee;border:1px solid var(--cn-border)}
.cn-gallery__main .cn-img{width:100%;height:100%;object-fit:cover}
.cn-gallery__prev,.cn-gallery__next{position:absolute;top:50%;transform:translateY(-50%);box-shadow:var(--cn-shadow)}
.cn-gallery__prev{left:10px}.cn-gallery__next{right:10px}
.cn-gallery__thumbs{display:flex;gap:8px;overflow-x:auto;padding:2px}
.cn-gallery__thumb{flex:none;width:${THUMBNAIL_PX}px;height:${THUMBNAIL_PX}px;border-radius:12px;overflow:hidden;border:2px solid transparent;background:#eef1ee}
.cn-gallery__thumb[aria-current=true]{border-color:var(--cn-primary)}
.cn-gallery__thumb img{width:100%;height:100%;object-fit:cover}
.cn-pdp__info{display:grid;gap:12px;align-content:start;min-width:0}
.cn-pdp__brand{font-size:13px;font-weight:800;text-transform:uppercase;letter-spacing:.05em}
.cn-pdp__meta{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.cn-facts{display:flex;flex-wrap:wrap;gap:8px}
.cn-facts__item{background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:12px;padding:8px 12px;min-width:86px}
.cn-facts dt{font-size:12px;color:var(--cn-muted);font-weight:700}
.cn-facts dd{font-size:16px;font-weight:800}
.cn-pdp__special{display:flex;align-items:center;gap:10px;padding:12px 14px;border-radius:12px;background:var(--cn-sale-soft);color:var(--cn-sale)!important;font-weight:700}
.cn-pdp__back{display:inline-flex;align-items:center;gap:4px;margin-bottom:10px;font-weight:700;font-size:14px}
.cn-pdp__bundle{display:grid;gap:6px;padding:14px 16px;border:1.5px solid var(--cn-primary);border-radius:12px;background:color-mix(in srgb,var(--cn-primary) 6%,#fff)}
.cn-pdp__bundle-tag{font-size:12px;font-weight:800;text-transform:uppercase;letter-spacing:.05em;color:var(--cn-primary)}
.cn-pdp__bundle-offer{font-weight:800;font-size:16px}
.cn-pdp__bundle-role{font-size:14px}
.cn-pdp__bundle a{font-weight:700}
.cn-buy{display:grid;gap:14px;justify-items:stretch;background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:18px;padding:16px;box-shadow:var(--cn-shadow)}
.cn-buy__price{display:flex;align-items:baseline;gap:4px;flex-wrap:wrap}
.cn-buy>.cn-badge{justify-self:start}
.cn-buy__pergram{flex-basis:100%;font-size:13px;color:var(--cn-muted);font-weight:600}
.cn-buy__label{font-size:13px;font-weight:800;margin-bottom:6px}
.cn-buy__weights .cn-weights{flex-wrap:wrap;overflow:visible}
.cn-buy__row{display:flex;gap:10px}
.cn-buy__qty .cn-select{height:48px;border-radius:999px}
.cn-buy__add{flex:1;min-height:48px;font-size:16px}
.cn-buy__status{font-size:14px;color:var(--cn-muted);min-height:1px}
.cn-pdp__notes{background:#fff8e6;border:1px solid #f3dfa6;border-radius:12px;padding:12px 14px;font-size:14px}
.cn-pdp__details{display:grid;gap:8px;max-width:860px}
.cn-pdp__section{margin-top:28px;display:grid;gap:12px}
.cn-pdp__desc{font-size:16px;line-height:1.65;color:#2a3036;white-space:pre-line}
.cn-taggroups{display:grid;gap:16px;margin-top:28px}
.cn-chiprow{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.cn-table{border-collapse:collapse;width:100%;max-width:480px;font-size:14px;background:var(--cn-surface);border-radius:12px;overflow:hidden;border:1px solid var(--cn-border)}
.cn-table th,.cn-table td{padding:9px 12px;border-bottom:1px solid var(--cn-border);text-align:left}
.cn-table thead th{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--cn-muted);background:var(--cn-bg)}
.cn-table tbody th{font-weight:600}
.cn-links{display:flex;flex-wrap:wrap;gap:12px;font-weight:700}
.cn-pdp__license{font-size:12px;margin-top:20px}
.cn-reviews{display:grid;gap:10px}
.cn-review{background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:14px;padding:14px;display:grid;gap:6px}
.cn-review__head{display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap}
.cn-review__tags{font-size:13px}
.cn-instores{display:grid;gap:8px}
.cn-instores__row{display:flex;justify-content:space-between;gap:10px;padding:12px 14px;background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:12px;font-weight:700}
.cn-instores__price{font-weight:800}
`;
