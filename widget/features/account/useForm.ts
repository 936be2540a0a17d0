import { useEffect, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { canSubmitForm, formErrorMessage, mergeServerValidations, validateForm } from '../../../shared/forms';
import type { FormErrors, FormRules } from '../../../shared/forms';
import { ApiError } from '../../api/ApiError';

export type FormValues = Record<string, string | boolean>;

export interface FormOptions<V extends FormValues> {
  /** Prefix of the fields' element ids, unique on the page ('register' → #register-email). */
  readonly id: string;
  readonly initial: V;
  /** The 001 §5 rules; a function when one field's rule depends on the others (a confirmation). */
  readonly rules: FormRules<V> | ((values: V) => FormRules<V>);
  /** 001 §4 "(optionally) unchanged": forms that edit saved data submit only a change. */
  readonly requireChange?: boolean;
  /** Sends the form; resolves to what to show and, after a save, the values the form now starts from. */
  readonly onSubmit: (values: V) => Promise<SubmitOutcome<V> | void>;
}

export interface SubmitOutcome<V> {
  readonly success?: string;
  readonly reset?: V;
}

export interface Form<V extends FormValues> {
  readonly values: V;
  /** What each field shows: its message once it was changed or left, every message after a submit (001 §4). */
  readonly shown: FormErrors<V>;
  readonly canSubmit: boolean;
  readonly submitting: boolean;
  readonly changed: boolean;
  /** A submit error that is no field's (001 §5: its message, or 'An unknown error occurred'). */
  readonly formError: string | null;
  readonly success: string | null;
  readonly ref: RefObject<HTMLFormElement | null>;
  inputId(name: keyof V & string): string;
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  blur(name: keyof V & string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

const sameValues = (a: FormValues, b: FormValues) => Object.keys(a).every((key) => a[key] === b[key]);

/**
 * The form state of 001 §4: validation on every change and blur, a submitted flag that shows every message,
 * server validations (001 §5) on their fields until the field changes, and submit allowed only when the form
 * is valid, not submitting and (optionally) changed. A submit that cannot go moves focus to the first invalid
 * field.
 */
export function useForm<V extends FormValues>(options: FormOptions<V>): Form<V> {
  const [baseline, setBaseline] = useState(options.initial);
  const [values, setValues] = useState(options.initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FormErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const ref = useRef<HTMLFormElement>(null);
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  useEffect(() => {
    if (focusRequest > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const rules = typeof options.rules === 'function' ? options.rules(values) : options.rules;
  const clientErrors = validateForm(values, rules);
  const errors: FormErrors<V> = { ...clientErrors };
  for (const key of Object.keys(server) as (keyof V)[]) if (server[key]) errors[key] = server[key];
  const shown: FormErrors<V> = {};
  for (const key of Object.keys(errors) as (keyof V)[]) if (submitted || touched[key] || server[key]) shown[key] = errors[key];
  const changed = !sameValues(values, baseline);
  const canSubmit = canSubmitForm({ errors, submitting, changed, requireChange: options.requireChange });

  const showServerErrors = (error: ApiError) => {
    const validations = error.validations ?? {};
    const onFields = Object.fromEntries(Object.entries(validations).filter(([key]) => key in values));
    const elsewhere = Object.entries(validations).filter(([key]) => !(key in values));
    setServer(mergeServerValidations<V>({}, onFields));
    // A validation on no field of this form (a reset token) is the form's message; else the server's summary.
    const first = elsewhere.map(([, message]) => (Array.isArray(message) ? message[0] : message)).find(Boolean);
    setFormError(first ?? (Object.keys(onFields).length === 0 ? formErrorMessage(error) : error.message || null));
    setFocusRequest((n) => n + 1);
  };

  const restart = (next: V) => {
    setBaseline(next);
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServer({});
  };

  const send = async () => {
    setSubmitting(true);
    setFormError(null);
    setSuccess(null);
    try {
      const outcome = await options.onSubmit(values);
      if (!live.current || !outcome) return;
      if (outcome.reset) restart(outcome.reset);
      setSuccess(outcome.success ?? null);
    } catch (error) {
      if (!live.current) return;
      if (error instanceof ApiError && error.validations) showServerErrors(error);
      else setFormError(formErrorMessage(error));
    } finally {
      if (live.current) setSubmitting(false);
    }
  };

  return {
    values,
    shown,
    canSubmit,
    submitting,
    changed,
    formError,
    success,
    ref,
    inputId: (name) => `${options.id}-${name}`,
    set(name, value) {
      setValues((current) => ({ ...current, [name]: value }));
      setTouched((current) => ({ ...current, [name]: true }));
      setServer((current) => ({ ...current, [name]: undefined }));
      setSuccess(null);
    },
    blur: (name) => setTouched((current) => ({ ...current, [name]: true })),
    onSubmit(event) {
      event.preventDefault();
      if (submitting) return;
      setSubmitted(true);
      if (canSubmit) void send();
      else setFocusRequest((n) => n + 1);
    },
  };
}
