import type { InputHTMLAttributes } from 'react';

/** A labelled input with its 001 §5 message tied to it (aria-invalid, aria-describedby). */
export function Field({ id, label, error, hint, ...input }: { id: string; label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="cn-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="cn-input" aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="cn-muted" style={{ fontSize: 13 }}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="cn-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
