import { FILTER_LIST_MAX_HEIGHT_PX, FILTER_LIST_MAX_HEIGHT_TABLET_PX, FILTER_SEARCH_POPOVER_WIDTH_PX } from '../../../shared/constants';

export const menuCss = `
.cn-tabs{display:flex;gap:8px;overflow-x:auto;padding:14px 2px 4px;scrollbar-width:none}
.cn-tabs::-webkit-scrollbar{display:none}
.cn-tab{flex:none;align-items:center;gap:8px;height:38px;padding:0 16px;border-radius:999px;border:1px solid var(--cn-border);background:var(--cn-surface);font-weight:700;font-size:14px;white-space:nowrap}
.cn-tab:hover{border-color:#a9b3bb}
.cn-tab[aria-selected=true]{background:var(--cn-text);border-color:var(--cn-text);color:#fff}
.cn-tab__count{font-size:12px;font-weight:600;opacity:.7}

.cn-fbar{position:sticky;z-index:10;margin:10px -16px 0;padding:10px 16px;background:color-mix(in srgb,var(--cn-bg) 92%,transparent);backdrop-filter:saturate(1.4) blur(8px);border-bottom:1px solid var(--cn-border);transition:top .08s linear}
@container cn (min-width:768px){.cn-fbar{margin:12px -24px 0;padding:12px 24px}}
.cn-fbar__row{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.cn-fbar__filters{display:flex;flex-wrap:wrap;gap:8px;order:3;flex:1 1 100%}
.cn-fbar__end{display:flex;align-items:center;gap:8px;margin-left:auto;flex:none}
.cn-search{position:relative;flex:1 1 100%;min-width:0}
@container cn (min-width:768px){.cn-search{flex:0 1 380px}}
.cn-search__icon{position:absolute;left:12px;top:50%;transform:translateY(-50%);color:var(--cn-muted);pointer-events:none}
.cn-input{width:100%;height:40px;border-radius:10px;border:1px solid var(--cn-border);background:var(--cn-surface);padding:0 12px;font-size:15px}
.cn-input:focus{border-color:var(--cn-primary);outline:none;box-shadow:0 0 0 3px color-mix(in srgb,var(--cn-primary) 20%,transparent)}
.cn-search__input{padding-left:38px;border-radius:999px}
.cn-fbtn{align-items:center;gap:6px;height:38px;padding:0 14px;border-radius:999px;border:1px solid var(--cn-border);background:var(--cn-surface);font-weight:650;font-size:14px;white-space:nowrap}
.cn-fbtn:hover{border-color:#a9b3bb}
.cn-fbtn--active{border-color:var(--cn-text);box-shadow:inset 0 0 0 1px var(--cn-text)}
.cn-fbtn__badge{min-width:20px;height:20px;padding:0 6px;border-radius:10px;background:var(--cn-primary);color:var(--cn-on-primary);font-size:12px;display:grid;place-items:center}
.cn-popover{position:relative}
/* The last few of a long bar open leftwards, so their panel stays inside the widget. */
.cn-popover:nth-child(n+5):nth-last-child(-n+3) .cn-popover__panel{left:auto;right:0}
.cn-popover__panel{position:absolute;z-index:30;top:calc(100% + 8px);left:0;width:${FILTER_SEARCH_POPOVER_WIDTH_PX}px;max-width:calc(100cqw - 32px);background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:14px;box-shadow:var(--cn-shadow-lg);padding:14px}
.cn-sort{display:inline-flex;align-items:center;gap:6px;font-size:14px}
.cn-sort__label{font-weight:650;color:var(--cn-muted)}
@container cn (max-width:480px){.cn-sort__label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}.cn-sort{flex:1 1 auto;min-width:0;justify-content:flex-end}.cn-sort .cn-select{width:100%;max-width:164px;min-width:0;padding:0 8px}.cn-viewtoggle__btn{width:30px}.cn-fbar__end{gap:6px;flex:1 1 0;min-width:0}}
.cn-select{height:38px;border-radius:999px;border:1px solid var(--cn-border);background:var(--cn-surface);padding:0 12px;font-weight:650;font-size:14px}
.cn-viewtoggle{display:inline-flex;border:1px solid var(--cn-border);border-radius:999px;background:var(--cn-surface);padding:2px}
.cn-viewtoggle__btn{width:34px;height:32px;border-radius:999px;align-items:center;justify-content:center;color:var(--cn-muted)}
.cn-viewtoggle__btn[aria-pressed=true]{background:var(--cn-text);color:#fff}

.cn-facet{border:0;margin:0;padding:0;min-width:0}
.cn-facet__title{font-weight:800;font-size:14px;margin-bottom:8px;padding:0}
.cn-facet__search{margin-bottom:8px;height:36px}
.cn-facet__list{max-height:${FILTER_LIST_MAX_HEIGHT_PX}px;overflow-y:auto;display:grid;gap:2px;overscroll-behavior:contain}
@container cn (min-width:481px) and (max-width:1023px){.cn-facet__list{max-height:${FILTER_LIST_MAX_HEIGHT_TABLET_PX}px}}
.cn-check{display:flex;align-items:center;gap:10px;padding:8px 6px;border-radius:8px;cursor:pointer;font-size:14px}
.cn-check:hover{background:var(--cn-bg)}
.cn-check input{width:18px;height:18px;accent-color:var(--cn-primary);margin:0;flex:none}
.cn-check__label{flex:1;min-width:0}
.cn-check__count{font-size:12px;color:var(--cn-muted);font-weight:600;background:var(--cn-bg);border-radius:999px;padding:1px 8px}
.cn-facet__empty{padding:8px 6px;font-size:14px}
.cn-range__row{display:flex;align-items:flex-end;gap:8px}
.cn-range__field{display:grid;gap:4px;font-size:12px;font-weight:700;color:var(--cn-muted);flex:1}
.cn-range__actions{display:flex;justify-content:flex-end;gap:8px;margin-top:12px}
.cn-pbuckets{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:14px}
.cn-pbucket{display:inline-flex;align-items:center;gap:6px;min-height:36px;padding:0 12px;border-radius:999px;border:1px solid var(--cn-border);background:var(--cn-surface);font-weight:700;font-size:14px;color:var(--cn-text)}
.cn-pbucket[aria-pressed=true]{background:var(--cn-text);border-color:var(--cn-text);color:#fff}
.cn-pbucket[aria-pressed=true] .cn-check__count{background:rgba(255,255,255,.2);color:#fff}
.cn-range__error{color:var(--cn-sale);font-size:13px;margin-top:6px}

.cn-fpanel{margin-top:10px;background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:14px;padding:12px;display:grid;gap:12px;box-shadow:var(--cn-shadow)}
.cn-segmented{display:flex;gap:4px;overflow-x:auto;background:var(--cn-bg);padding:4px;border-radius:12px;scrollbar-width:none}
.cn-segmented__btn{flex:none;height:34px;padding:0 12px;border-radius:9px;font-weight:700;font-size:13px;color:var(--cn-muted);align-items:center}
.cn-segmented__btn[aria-selected=true]{background:var(--cn-surface);color:var(--cn-text);box-shadow:var(--cn-shadow)}
.cn-fpanel__done{width:100%}

.cn-active{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-top:10px}
.cn-active__list{display:flex;flex-wrap:wrap;gap:6px}
.cn-chip--active{background:var(--cn-text);border-color:var(--cn-text);color:#fff}
.cn-chip--locked{background:var(--cn-bg)}

.cn-results{margin-top:16px;scroll-margin-top:80px}
.cn-results__count{font-size:14px;color:var(--cn-muted);font-weight:600;margin-bottom:12px}
.cn-results__item{display:flex;min-width:0}
.cn-results__item>*{flex:1}
/* Where the widget's viewport is the shopper's screen (data-viewport=page: framelessEmbed in the partner's page, a
   widget opened as a page of its own), the cards and rows far below it are laid out and painted only as they come near
   (Lighthouse mobile's TBT, the phone's INP). Not in an iframe: as tall as its content, its viewport holds every card.
   Only their height is kept: a width of their own (contain-intrinsic-size's one value sets both) widened the grid's
   columns past a 375 px screen. Their paint containment would clip a hovered card's shadow (--cn-shadow-lg reaches
   44 px out): overflow-clip-margin lets it show. */
.cn-app[data-viewport=page] :is(.cn-results__item,.cn-menu__rows>*){content-visibility:auto;contain-intrinsic-block-size:auto 480px;overflow-clip-margin:44px}
.cn-list{display:grid;gap:12px}
@container cn (min-width:1024px){.cn-list{grid-template-columns:repeat(2,minmax(0,1fr))}}
/* Results being replaced dim only when their answer is slow to come (after 0.2 s): a click answered sooner changes no
   pixel of the grid, and repainting a tall grid at a new opacity in the click's own frame was most of the phone's
   filter-click INP. */
.cn-stale{opacity:.55;transition:opacity .15s .2s}
.cn-results__more{display:flex;justify-content:center;margin-top:28px}
`;
