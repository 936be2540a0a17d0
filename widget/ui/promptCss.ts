// 000 §4 prompt popover: a card at the bottom left (across the bottom on a phone), under the notices.
export const promptCss =
  '.cn-prompt{position:fixed;z-index:59;left:16px;bottom:16px;display:flex;align-items:flex-end;gap:12px;width:min(380px,calc(100% - 32px));padding:14px 16px;border-radius:12px;background:var(--cn-surface);color:var(--cn-text);border:1px solid var(--cn-border);box-shadow:var(--cn-shadow-lg);font-size:14px;line-height:1.4}' +
  '.cn-prompt__text{flex:1;display:grid;gap:4px}.cn-prompt__text p{margin:0}.cn-prompt__title{font-weight:700}' +
  '.cn-prompt__close{flex:none;min-height:40px;padding:8px 14px;border-radius:8px;background:var(--cn-primary);color:var(--cn-on-primary);font-weight:700}' +
  '.cn-prompt__close:focus-visible{outline:2px solid var(--cn-focus);outline-offset:2px}' +
  '@media (max-width:480px){.cn-prompt{left:12px;width:calc(100% - 24px)}}';
