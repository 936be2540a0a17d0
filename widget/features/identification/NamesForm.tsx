import { useMemo, useState } from 'react';
import { canSubmitForm, formErrorMessage, mergeServerValidations, validateForm } from '../../../shared/forms';
import type { FormErrors, FormRules } from '../../../shared/forms';
import { ApiError } from '../../api/ApiError';
import type { DocumentNames } from '../../api/documents';

type Values = { first_name: string; last_name: string; birth_date: string };
const FIELDS = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'birth_date', label: 'Date of birth', type: 'date', autoComplete: 'bday' },
] as const;

/** Today as the date input writes it (YYYY-MM-DD, the shopper's own calendar day). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const RULES: FormRules<Values> = {
  first_name: { required: true, maxLength: 100 },
  last_name: { required: true, maxLength: 100 },
  birth_date: { required: true, validate: (value) => (String(value) > today() ? 'A date of birth cannot be in the future.' : null) },
};

const valuesOf = (names: DocumentNames): Values => ({ first_name: names.first_name ?? '', last_name: names.last_name ?? '', birth_date: names.birth_date ?? '' });

/**
 * The name and date of birth exactly as the ID shows them. 001 §4: validated on every change and blur, submit
 * disabled when invalid, submitting or unchanged; 001 §5: the host's validations shown on their fields.
 */
export function NamesForm({ names, onSave }: { names: DocumentNames; onSave: (names: DocumentNames) => Promise<void> }) {
  const saved = valuesOf(names);
  const [values, setValues] = useState<Values>(saved);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FormErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const clientErrors = useMemo(() => validateForm(values, RULES), [values]);
  const errors = { ...clientErrors, ...serverErrors };
  const changed = FIELDS.some(({ name }) => values[name].trim() !== saved[name]);

  const set = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
    setOutcome(null);
  };
  const submit = async () => {
    setTouched({ first_name: true, last_name: true, birth_date: true });
    if (!canSubmitForm({ errors: clientErrors, submitting, changed, requireChange: true })) return;
    setSubmitting(true);
    try {
      await onSave({ first_name: values.first_name.trim(), last_name: values.last_name.trim(), birth_date: values.birth_date });
      setOutcome({ ok: true, text: 'Your name and date of birth are saved.' });
    } catch (error) {
      if (error instanceof ApiError && error.validations) setServerErrors(mergeServerValidations({}, error.validations));
      setOutcome({ ok: false, text: formErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };
  const shown = (name: keyof Values) => (touched[name] ? errors[name] : undefined);

  return (
    <form
      className="cn-id-names"
      noValidate
      aria-labelledby="cn-id-names-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="cn-id-names-title" className="cn-h2">
        Name and date of birth
      </h2>
      <p className="cn-muted">Exactly as they appear on your ID.</p>
      <div className="cn-id-names__fields">
        {FIELDS.map(({ name, label, type, autoComplete }) => (
          <div key={name} className="cn-field">
            <label htmlFor={`cn-id-${name}`}>{label}</label>
            <input
              id={`cn-id-${name}`}
              className="cn-input"
              type={type}
              autoComplete={autoComplete}
              max={type === 'date' ? today() : undefined}
              value={values[name]}
              aria-invalid={shown(name) ? true : undefined}
              aria-describedby={shown(name) ? `cn-id-${name}-error` : undefined}
              onChange={(event) => set(name, event.currentTarget.value)}
              onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
            />
            {shown(name) && (
              <p id={`cn-id-${name}-error`} className="cn-field__error">
                {shown(name)}
              </p>
            )}
          </div>
        ))}
      </div>
      <div className="cn-id-names__submit">
        <button type="submit" className="cn-btn cn-btn--primary" disabled={!canSubmitForm({ errors, submitting, changed, requireChange: true })}>
          {submitting ? 'Saving…' : 'Save'}
        </button>
        <p className="cn-id-names__outcome" data-tone={outcome && !outcome.ok ? 'error' : undefined} role="status">
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
