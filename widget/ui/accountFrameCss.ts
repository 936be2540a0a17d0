// The profile area's frame: tabs that scroll sideways on a phone, a side column from 768 px (001 §2 sizes).
export const accountFrameCss = `
.cn-account{max-width:1040px;margin:0 auto;padding:12px;display:grid;gap:12px}
.cn-account__nav{display:flex;gap:6px;overflow-x:auto;padding-bottom:4px;scrollbar-width:thin}
.cn-account__nav a{flex:none;color:var(--cn-text);font-weight:600;font-size:14px;padding:10px 14px;border-radius:999px;background:var(--cn-surface);border:1px solid var(--cn-border);white-space:nowrap}
.cn-account__nav a[aria-current=page]{background:var(--cn-text);color:#fff;border-color:var(--cn-text)}
.cn-account__page{min-width:0;background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow);padding:16px;display:grid;gap:16px;align-content:start}
@media (min-width:768px){
.cn-account{grid-template-columns:220px 1fr;padding:24px;align-items:start}
.cn-account__nav{flex-direction:column;overflow:visible;position:sticky;top:16px}
.cn-account__nav a{border:0;background:none;border-radius:10px;box-shadow:inset 3px 0 0 transparent}
.cn-account__nav a:hover{background:var(--cn-surface)}
.cn-account__nav a[aria-current=page]{background:var(--cn-surface);color:var(--cn-primary);box-shadow:inset 3px 0 0 var(--cn-primary),var(--cn-shadow)}
.cn-account__page{padding:28px}
}
`;
