import { WEIGHT_BUTTON_HEIGHT_PX, WEIGHT_BUTTON_WIDTH_PX } from '../../shared/constants';
import { ROW_FADE_PX } from './revealInRow';

// Product cards, weight buttons and prices: shared by every catalogue page.
export const catalogCss = `
.cn-pcard{container:card/inline-size;position:relative;display:flex;flex-direction:column;background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);overflow:hidden;transition:box-shadow .2s,border-color .2s;min-width:0}
.cn-pcard:hover{box-shadow:var(--cn-shadow-lg);border-color:#d3d9de}
.cn-pcard__media{position:relative;display:block;aspect-ratio:1/1;background:#f0f2f0;overflow:hidden}
.cn-pcard__media .cn-img{width:100%;height:100%;object-fit:cover;transition:transform .3s}
.cn-pcard:hover .cn-pcard__media .cn-img{transform:scale(1.03)}
.cn-pcard__badges{position:absolute;left:10px;top:10px;display:flex;gap:6px;flex-wrap:wrap}
.cn-pcard__body{display:flex;flex-direction:column;gap:6px;padding:12px;flex:1;min-width:0}
.cn-pcard__brand{font-size:12px;font-weight:700;color:var(--cn-muted);text-transform:uppercase;letter-spacing:.04em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.cn-pcard__name{font-size:15px;line-height:1.3;font-weight:700;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;min-height:2.6em}
.cn-pcard__name a{color:var(--cn-text)}
.cn-pcard__meta{display:flex;flex-wrap:wrap;align-items:center;gap:6px 8px;font-size:12px;color:var(--cn-muted);min-height:22px}
.cn-pcard__potency{font-weight:600}
.cn-pcard__rating{font-size:12px;min-height:20px}
.cn-pcard__foot{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-top:auto;padding-top:6px}
.cn-pcard__add{flex:none}
@container card (max-width:230px){.cn-pcard__foot{flex-direction:column;align-items:stretch}.cn-pcard__add{width:100%}.cn-pcard__body{padding:10px}}
.cn-pcard--list{flex-direction:row}
.cn-pcard--list .cn-pcard__media{width:112px;flex:none;aspect-ratio:auto}
@container cn (min-width:768px){.cn-pcard--list .cn-pcard__media{width:168px}.cn-pcard__body{padding:14px}}

.cn-img--placeholder{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;width:100%;height:100%;opacity:.9;font-weight:800;text-transform:capitalize;font-size:14px;color:#3b4a43;background:linear-gradient(135deg,#e7efe9,#d5e4da)}
.cn-img--edible{background:linear-gradient(135deg,#fdf0e1,#f6dcc0)}.cn-img--vape{background:linear-gradient(135deg,#e6ecf8,#d2dcf2)}
.cn-img--extract{background:linear-gradient(135deg,#fbf3d9,#f1e2ad)}.cn-img--pre-roll{background:linear-gradient(135deg,#efe8de,#e0d3c0)}

.cn-weights{position:relative;display:flex;gap:6px;overflow-x:auto;scroll-snap-type:x proximity;scroll-padding-inline:${ROW_FADE_PX}px;padding:2px;margin:2px -2px;scrollbar-width:thin}
.cn-weights[data-more=end]{mask-image:linear-gradient(to right,#000 calc(100% - ${ROW_FADE_PX}px),transparent)}
.cn-weights[data-more=start]{mask-image:linear-gradient(to left,#000 calc(100% - ${ROW_FADE_PX}px),transparent)}
.cn-weights[data-more="start end"]{mask-image:linear-gradient(to right,transparent,#000 ${ROW_FADE_PX}px,#000 calc(100% - ${ROW_FADE_PX}px),transparent)}
.cn-weight{flex:none;scroll-snap-align:start;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1px;width:${WEIGHT_BUTTON_WIDTH_PX}px;height:${WEIGHT_BUTTON_HEIGHT_PX}px;border-radius:var(--cn-radius-sm);border:1.5px solid var(--cn-border);background:var(--cn-surface);transition:border-color .15s,background .15s}
.cn-weight:hover{border-color:#a9b3bb}
.cn-weight[aria-checked=true]{border-color:var(--cn-primary);background:color-mix(in srgb,var(--cn-primary) 9%,#fff);box-shadow:inset 0 0 0 1px var(--cn-primary)}
.cn-weight__label{font-size:13px;font-weight:800;white-space:nowrap}
.cn-weight__price{font-size:12px;color:var(--cn-muted);font-weight:600;white-space:nowrap}
.cn-weight[aria-checked=true] .cn-weight__price{color:var(--cn-text)}

.cn-price{display:inline-flex;align-items:baseline;flex-wrap:wrap;gap:2px 8px;min-width:0}
.cn-price__now{font-size:17px;font-weight:800;letter-spacing:-.01em}
.cn-price--lg .cn-price__now{font-size:26px}
.cn-price__now--sale{color:var(--cn-sale)}
.cn-price__was{font-size:13px;color:var(--cn-muted)}
.cn-price__off{font-size:12px;font-weight:800;color:var(--cn-sale);background:var(--cn-sale-soft);padding:1px 6px;border-radius:6px}

.cn-stars{display:inline-flex;align-items:center;gap:6px;font-size:13px;font-weight:700}
.cn-stars__bar{position:relative;display:inline-block;color:#d5d9dd;font-size:15px;letter-spacing:1px;line-height:1;white-space:nowrap}
.cn-stars__fill{position:absolute;left:0;top:0;overflow:hidden;color:#e8a317}

.cn-iconbtn{width:36px;height:36px;border-radius:50%;border:1px solid var(--cn-border);background:var(--cn-surface);align-items:center;justify-content:center;font-size:20px;line-height:1}
.cn-iconbtn:hover:not([disabled]){border-color:#a9b3bb}
.cn-iconbtn[disabled]{opacity:.35;cursor:default}
`;
