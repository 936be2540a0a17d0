import type { ReactNode } from 'react';
import type { Form, FormValues } from './useForm';

/**
 * An error (announced as an alert) and a success (a status). The status region is always there, so a screen
 * reader announces the success when it appears.
 */
export function StatusMessages({ error, success }: { error: string | null; success: string | null }) {
  return (
    <>
      {error && (
        <p className="cn-form__alert" role="alert">
          {error}
        </p>
      )}
      <div role="status" className="cn-form__status">
        {success && <p className="cn-form__success">{success}</p>}
      </div>
    </>
  );
}

/** The form's own messages: its submit error and its success. */
function FormMessages<V extends FormValues>({ form }: { form: Form<V> }) {
  return <StatusMessages error={form.formError} success={form.success} />;
}

/**
 * The submit button. 001 §4 disables it while the form is invalid, submitting or unchanged; it says so with
 * aria-disabled rather than `disabled`, so it stays in the tab order and a press shows every message and moves
 * focus to the first field to fix.
 */
function SubmitButton<V extends FormValues>({ form, children, busy }: { form: Form<V>; children: ReactNode; busy: string }) {
  return (
    <button type="submit" className="cn-btn cn-btn--primary cn-form__submit" aria-disabled={form.canSubmit ? undefined : true}>
      {form.submitting ? busy : children}
    </button>
  );
}

/** A form of the toolkit: its fields, then its messages and its submit button. */
export function AccountForm<V extends FormValues>({ form, submit, busy, children }: { form: Form<V>; submit: string; busy: string; children: ReactNode }) {
  return (
    <form className="cn-form" noValidate ref={form.ref} onSubmit={form.onSubmit}>
      {children}
      <FormMessages form={form} />
      <SubmitButton form={form} busy={busy}>
        {submit}
      </SubmitButton>
    </form>
  );
}
