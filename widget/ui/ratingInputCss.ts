// The 1–5 star rating input (RatingInput): 46 px stars, the chosen ones filled, an outline when invalid.
export const ratingInputCss = `
.cn-rating{display:flex;align-items:center;flex-wrap:wrap;gap:2px;margin-left:-6px}
.cn-rating__star{display:inline-flex;width:46px;height:46px;align-items:center;justify-content:center;border:0;background:none;border-radius:10px;font-size:34px;line-height:1;color:#8c959e;cursor:pointer;padding:0}
.cn-rating__star:hover{background:var(--cn-bg)}
.cn-rating__star--on{color:#b7791f}
.cn-rating__text{margin-left:8px;font-size:14px;color:var(--cn-muted)}
.cn-rating[aria-invalid=true]{outline:2px solid var(--cn-sale);outline-offset:2px;border-radius:12px}
`;
