import { Field } from './Field';
import type { CheckoutForm } from './useCheckoutForm';

/**
 * A guest's contact details (001 §6): names, phone, e-mail, and the birth date where the store requires it. At a
 * kiosk whose anonymous checkout is allowed they are optional (`optional`), and said to be.
 */
export function ContactSection({ form, guest, birthDate, optional = false }: { form: CheckoutForm; guest: boolean; birthDate: boolean; optional?: boolean }) {
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
          {optional && (
            <p className="cn-muted" id="cn-contact-optional">
              Contact details are optional: leave them empty to order without them, or add them to get your receipt by e-mail.
            </p>
          )}
          <div className="cn-fields cn-fields--2">
            <Field id="cn-first" label="First name" autoComplete="given-name" required={!optional} {...field('first_name')} />
            <Field id="cn-last" label="Last name" autoComplete="family-name" required={!optional} {...field('last_name')} />
          </div>
          <div className="cn-fields cn-fields--2">
            <Field id="cn-phone" label="Phone" type="tel" autoComplete="tel" required={!optional} {...field('phone')} />
            <Field id="cn-email" label="Email" type="email" autoComplete="email" required={!optional} {...field('email')} />
          </div>
        </>
      )}
      {birthDate && <Field id="cn-birth" label="Date of birth" type="date" autoComplete="bday" required {...field('birth_date')} />}
    </div>
  );
}
