import { CAROUSEL_GAP_MOBILE_PX, CAROUSEL_GAP_PX } from '../../shared/constants';

// 000 §9: carousel gap 24 px, 16 px on mobile (≤ 480 px, 000 §2). Cards snap to the start so a swipe or
// a button press always lands on a whole card. The snap area starts inside the track's 2 px padding (scroll-padding):
// snapped to the padding's edge, the browser scrolled every track by 2 px as it laid it out, and Chromium ends the
// page's Largest Contentful Paint at a scroll, so Lighthouse read no LCP at all for the static first view.
export const carouselCss = `
.cn-pcar{--cn-pcar-gap:${CAROUSEL_GAP_MOBILE_PX}px;margin-top:28px;min-width:0;container:cn-pcar/inline-size}
@container cn (min-width:481px){.cn-pcar{--cn-pcar-gap:${CAROUSEL_GAP_PX}px}}
/* A title too long to share its line with the buttons takes the line, and the buttons go under it, right. */
.cn-pcar__head{display:flex;flex-wrap:wrap;align-items:center;gap:10px;margin-bottom:14px}
.cn-pcar__title{flex:1 1 auto;min-width:0}
.cn-pcar__sub{display:block;font-size:13px;font-weight:500;color:var(--cn-muted);margin-top:2px}
.cn-pcar__nav{display:flex;gap:8px;align-items:center;margin-left:auto}
.cn-pcar__arrow{width:40px;height:40px;border-radius:50%;align-items:center;justify-content:center;background:var(--cn-surface);border:1px solid var(--cn-border)!important;color:var(--cn-text);box-shadow:var(--cn-shadow)}
.cn-pcar__arrow:hover:not([disabled]){border-color:#b9c1c7!important;background:#fafbfa}
.cn-pcar__arrow[disabled]{opacity:.4;cursor:not-allowed;box-shadow:none}
.cn-pcar__viewall{white-space:nowrap}
.cn-pcar__track{width:100%;display:grid;grid-auto-flow:column;gap:var(--cn-pcar-gap);grid-auto-columns:calc((100% - var(--cn-pcar-gap)) / 1.55);
  overflow-x:auto;overscroll-behavior-x:contain;scroll-snap-type:x mandatory;scroll-padding-inline:2px;scroll-behavior:smooth;scrollbar-width:none;
  padding:4px 2px 12px;margin:-4px -2px 0}
.cn-pcar__track::-webkit-scrollbar{display:none}
@media (prefers-reduced-motion:reduce){.cn-pcar__track{scroll-behavior:auto}}
.cn-pcar__track>li{scroll-snap-align:start;min-width:0;display:flex}
.cn-pcar__track>li>*{flex:1;min-width:0}
.cn-pcar__track--loading{overflow:hidden}
/* How many cards show follows the row's own width: a row beside a sidebar is narrower than the widget. */
@container cn-pcar (min-width:440px){.cn-pcar__track{grid-auto-columns:calc((100% - 2 * var(--cn-pcar-gap)) / 2.5)}}
@container cn-pcar (min-width:640px){.cn-pcar__track{grid-auto-columns:calc((100% - 3 * var(--cn-pcar-gap)) / 3.4)}}
@container cn-pcar (min-width:860px){.cn-pcar__track{grid-auto-columns:calc((100% - 3 * var(--cn-pcar-gap)) / 4)}}
@container cn-pcar (min-width:1100px){.cn-pcar__track{grid-auto-columns:calc((100% - 4 * var(--cn-pcar-gap)) / 5)}}
.cn-pcar__skeleton{height:320px;border-radius:var(--cn-radius)}
.cn-pcar__empty{padding:20px;border:1px dashed var(--cn-border);border-radius:var(--cn-radius);color:var(--cn-muted);text-align:center}
`;
