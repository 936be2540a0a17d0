// The sign-in, sign-out and "sign-in is off" pages' own CSS (the form itself is accountCss's .cn-login).
export const sessionCss = `
.cn-login__row{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;font-size:14px}
.cn-login__row a{font-weight:600}
.cn-login__check{display:inline-flex;align-items:center;gap:10px;min-height:44px;font-weight:600;cursor:pointer}
.cn-login__check input{width:20px;height:20px;margin:0;accent-color:var(--cn-primary)}
.cn-login__providers{display:grid;gap:10px}
.cn-login__or{display:flex;align-items:center;gap:12px;color:var(--cn-muted);font-size:13px}
.cn-login__or::before,.cn-login__or::after{content:"";flex:1;border-top:1px solid var(--cn-border)}
.cn-login__switch{text-align:center;font-size:14px;color:var(--cn-muted)}
.cn-login__switch a{font-weight:700}
.cn-login__actions{display:flex;flex-wrap:wrap;gap:10px}
.cn-login__actions .cn-btn{flex:1 1 160px}
.cn-state .cn-login__actions{justify-content:center;width:100%;max-width:400px}
.cn-login__code{font-size:22px;letter-spacing:.3em;font-variant-numeric:tabular-nums;text-align:center}
.cn-login__link{min-height:44px;padding:0 4px;background:none;border:0;color:var(--cn-primary);font:inherit;font-weight:600;text-decoration:underline;text-underline-offset:2px;cursor:pointer}
.cn-login__link:disabled{color:var(--cn-muted);cursor:default}
`;
