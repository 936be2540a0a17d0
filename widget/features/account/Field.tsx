import type { InputHTMLAttributes, ReactNode } from 'react';
import type { Form, FormValues } from './useForm';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

export interface FieldProps<V extends FormValues> extends InputProps {
  readonly form: Form<V>;
  readonly name: keyof V & string;
  readonly label: string;
  readonly hint?: ReactNode;
  /** A message box (textarea) instead of a one-line input. */
  readonly multiline?: boolean;
}

/**
 * A server message that reads as the end of a sentence ('has already been taken') gets the field's label in
 * front ('E-mail has already been taken'); a whole sentence (the 001 §5 messages) stays as it is.
 */
export function fieldMessage(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/** A labelled text field of a form, its hint and its message tied to it (aria-invalid, aria-describedby). */
export function Field<V extends FormValues>({ form, name, label, hint, multiline, ...input }: FieldProps<V>) {
  const id = form.inputId(name);
  const error = form.shown[name];
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    className: 'cn-form__input',
    value: String(form.values[name] ?? ''),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onBlur: () => form.blur(name),
  };
  return (
    <div className="cn-form__field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={6} required={input.required} onChange={(event) => form.set(name, event.currentTarget.value as V[typeof name])} />
      ) : (
        <input {...input} {...common} onChange={(event) => form.set(name, event.currentTarget.value as V[typeof name])} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="cn-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="cn-form__error">
          {fieldMessage(label, error)}
        </p>
      )}
    </div>
  );
}

/** A labelled check box of a form (a yes/no choice), 44 px tall to tap. */
export function CheckField<V extends FormValues>({ form, name, label, hint }: { form: Form<V>; name: keyof V & string; label: string; hint?: ReactNode }) {
  const id = form.inputId(name);
  return (
    <div className="cn-form__check">
      <input
        id={id}
        type="checkbox"
        checked={form.values[name] === true}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => form.set(name, event.currentTarget.checked as V[typeof name])}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={`${id}-hint`} className="cn-form__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
