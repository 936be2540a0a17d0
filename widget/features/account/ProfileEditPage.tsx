import { stripPhoneDashes, usPhoneDigits } from '../../../shared/forms';
import type { FormRules } from '../../../shared/forms';
import type { Customer } from '../../../shared/types';
import { updateUser } from '../../api/users';
import { useWidget } from '../../app';
import { AccountFrame } from '../../ui/AccountFrame';
import { Field } from './Field';
import { AccountForm } from './FormParts';
import { ProfileLoader } from './ProfileLoader';
import { useForm } from './useForm';
import { textOrNull, USER_FIELD_RULES } from './userRules';

type Values = { first_name: string; last_name: string; nickname: string; email: string; phone: string; birth_date: string; current_password: string };

// 001 §8, word for word.
export const PROFILE_UPDATED = 'Profile has been updated';

const valuesOf = (user: Customer): Values => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  nickname: user.nickname ?? '',
  email: user.email,
  phone: user.phone ?? '',
  birth_date: user.birth_date ?? '',
  current_password: '',
});

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const phoneKey = (phone: string) => usPhoneDigits(phone) ?? phone.trim();

/** An e-mail or phone other than the saved one changes how the shopper signs in: the host asks for the password. */
export function changesSignIn(values: Pick<Values, 'email' | 'phone'>, saved: Customer): boolean {
  return !sameEmail(values.email, saved.email) || phoneKey(values.phone) !== phoneKey(saved.phone ?? '');
}

/** 001 §2 /profile/edit. */
export function ProfileEditPage() {
  return (
    <AccountFrame title="Edit profile" current="edit">
      <ProfileLoader label="your profile">{(user, replace) => <ProfileEditForm user={user} onSaved={replace} />}</ProfileLoader>
    </AccountFrame>
  );
}

/**
 * The profile form (001 §4–5, §8): the 001 §5 messages on change and blur, server validations on their fields,
 * phone dashes stripped before the update, 'Profile has been updated' on success, and submit only for a valid
 * change. The current password is asked for only when the e-mail or phone changes.
 */
function ProfileEditForm({ user, onSaved }: { user: Customer; onSaved: (user: Customer) => void }) {
  const { http } = useWidget();
  const form = useForm<Values>({
    id: 'profile',
    initial: valuesOf(user),
    requireChange: true,
    rules: (values): FormRules<Values> => ({
      first_name: USER_FIELD_RULES.first_name,
      last_name: USER_FIELD_RULES.last_name,
      nickname: USER_FIELD_RULES.nickname,
      email: USER_FIELD_RULES.email,
      phone: USER_FIELD_RULES.phone,
      birth_date: USER_FIELD_RULES.birth_date,
      current_password: { required: changesSignIn(values, user) },
    }),
    async onSubmit(values) {
      const signIn = changesSignIn(values, user);
      const saved = await updateUser(http, {
        user: {
          first_name: textOrNull(values.first_name),
          last_name: textOrNull(values.last_name),
          nickname: textOrNull(values.nickname),
          email: values.email.trim(),
          phone: values.phone.trim() ? stripPhoneDashes(values.phone) : null,
          birth_date: textOrNull(values.birth_date),
          ...(signIn ? { current_password: values.current_password } : {}),
        },
      });
      onSaved(saved);
      return { success: PROFILE_UPDATED, reset: valuesOf(saved) };
    },
  });
  const needsPassword = changesSignIn(form.values, user);
  return (
    <AccountForm form={form} submit="Save changes" busy="Saving…">
      <div className="cn-form__row">
        <Field form={form} name="first_name" label="First name" autoComplete="given-name" />
        <Field form={form} name="last_name" label="Last name" autoComplete="family-name" />
      </div>
      <div className="cn-form__row">
        <Field form={form} name="nickname" label="Nickname" autoComplete="nickname" hint="Shown with your product reviews." />
        <Field form={form} name="birth_date" label="Birth date" type="date" autoComplete="bday" />
      </div>
      <div className="cn-form__row">
        <Field form={form} name="email" label="E-mail" type="email" autoComplete="email" required />
        <Field form={form} name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" hint="A US number, e.g. 213-555-0100." />
      </div>
      {needsPassword && (
        <Field
          form={form}
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          hint="Needed to change the e-mail or phone you sign in with."
        />
      )}
    </AccountForm>
  );
}
