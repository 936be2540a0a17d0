// The ID page's CSS on top of the bag's fields and alerts (cartCss). Laid out by the page's own width (a
// container), since the profile navigation takes a column beside it from 768 px: on a phone everything stacks;
// wider, each card puts its title beside its photos and the photos of every card line up in two columns.
export const identificationCss = `
.cn-id{container:cn-id/inline-size;display:grid;gap:24px}
.cn-id-next{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;padding:14px 16px;border-radius:12px;background:#eef5ff;border:1px solid #c7dafc;color:#1c3d74;font-size:15px}
.cn-id-next[data-ready]{background:#e9f7ef;border-color:#a9dcbd;color:#14532d}
.cn-id-names,.cn-id-photos{display:grid;gap:12px;min-width:0}
.cn-id-photos{border-top:1px solid var(--cn-border);padding-top:24px}
.cn-id-names__fields{display:grid;gap:12px}
.cn-id-names__submit{display:flex;flex-wrap:wrap;align-items:center;gap:12px}
.cn-id-names__outcome{font-size:14px;font-weight:600;color:#14532d}
.cn-id-names__outcome[data-tone=error]{color:var(--cn-sale)}
.cn-id-cards{display:grid;gap:14px}
.cn-id-card{display:grid;gap:12px;padding:16px;border:1px solid var(--cn-border);border-radius:var(--cn-radius);background:var(--cn-surface);min-width:0}
.cn-id-card__info{display:flex;flex-direction:column;align-items:flex-start;gap:6px}
.cn-id-card__hint{font-size:14px}
.cn-id-badge{display:inline-flex;align-items:center;min-height:26px;padding:2px 10px;border-radius:999px;font-size:13px;font-weight:700;background:#eef0f2;color:#3d4650}
.cn-id-badge[data-state=done]{background:#e3f5ea;color:#14532d}
.cn-id-badge:is([data-state=needs_back],[data-state=needs_front]){background:#fff4d6;color:#5c4100}
.cn-id-card__sides{display:grid;gap:18px}
.cn-id-side{display:grid;gap:10px;align-content:start;min-width:0}
.cn-id-side__label{font-size:14px;font-weight:700}
.cn-id-photo{position:relative;aspect-ratio:1.586;border-radius:12px;border:1.5px dashed #c4cbd1;background:var(--cn-bg);display:grid;place-items:center;overflow:hidden}
.cn-id-photo:has(img){border-style:solid;border-color:var(--cn-border)}
.cn-id-photo img{width:100%;height:100%;object-fit:contain}
.cn-id-photo[data-uploading] img{opacity:.55}
.cn-id-photo__empty{display:grid;justify-items:center;gap:6px;padding:8px;color:var(--cn-muted);font-size:13px;text-align:center}
.cn-id-side__actions{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
.cn-id-side__actions .cn-btn{width:100%;padding:0 8px;font-size:14px;text-align:center}
.cn-id-file{position:relative;cursor:pointer}
.cn-id-file:has(input:focus-visible){outline:3px solid var(--cn-focus);outline-offset:2px}
.cn-id-file[data-disabled]{opacity:.55;cursor:not-allowed}
.cn-id-remove{grid-column:1/-1;color:var(--cn-sale)}
.cn-id-remove:disabled{opacity:.55;cursor:not-allowed}
.cn-id-side__status{font-size:13px;font-weight:600;color:var(--cn-muted)}
.cn-id-side__status[data-tone=error]{color:var(--cn-sale)}
@container cn-id (min-width:440px){.cn-id-card__sides{grid-template-columns:repeat(2,minmax(0,1fr))}}
@container cn-id (min-width:560px){.cn-id-names__fields{grid-template-columns:1fr 1fr 1fr}}
@container cn-id (min-width:620px){
.cn-id-card{grid-template-columns:140px minmax(0,1fr);gap:18px;padding:20px}
}
`;
