import { Field } from './Field';
import type { CheckoutForm } from './useCheckoutForm';

/** A guest's contact details (001 §6): names, phone, e-mail, and the birth date where the store requires it. */
export function ContactSection({ form, guest, birthDate }: { form: CheckoutForm; guest: boolean; birthDate: boolean }) {
  const { values, shown } = form;
  const field = (name: 'first_name' | 'last_name' | 'phone' | 'email' | 'birth_date') => ({
    value: values[name],
    error: shown[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.set(name, e.currentTarget.value),
    onBlur: () => form.blur(name),
  });
  return (
    <div className="cn-fields">
      {guest && (
        <>
          <div className="cn-fields cn-fields--2">
            <Field id="cn-first" label="First name" autoComplete="given-name" required {...field('first_name')} />
            <Field id="cn-last" label="Last name" autoComplete="family-name" required {...field('last_name')} />
          </div>
          <div className="cn-fields cn-fields--2">
            <Field id="cn-phone" label="Phone" type="tel" autoComplete="tel" required {...field('phone')} />
            <Field id="cn-email" label="Email" type="email" autoComplete="email" required {...field('email')} />
          </div>
        </>
      )}
      {birthDate && <Field id="cn-birth" label="Date of birth" type="date" autoComplete="bday" required {...field('birth_date')} />}
    </div>
  );
}
