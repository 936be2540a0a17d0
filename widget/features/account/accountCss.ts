// The account pages' CSS.
export const accountCss = `
.cn-login{max-width:420px;margin:24px auto;background:var(--cn-surface);border:1px solid var(--cn-border);border-radius:var(--cn-radius);box-shadow:var(--cn-shadow);padding:24px;display:grid;gap:14px}
.cn-login__field{display:grid;gap:6px}
.cn-login__field label{font-size:13px;font-weight:700}
.cn-login__input{width:100%;height:46px;border:1px solid #c9d0d6;border-radius:10px;padding:0 12px;background:var(--cn-surface);font-size:16px}
.cn-login__input[aria-invalid=true]{border-color:var(--cn-sale)}
.cn-login__error{font-size:13px;color:var(--cn-sale);font-weight:600}
.cn-login__alert{padding:12px 14px;border-radius:12px;background:var(--cn-sale-soft);color:#7a1a12;font-size:14px}
`;
