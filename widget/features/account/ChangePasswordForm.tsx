import type { FormRules } from '../../../shared/forms';
import { updateUser } from '../../api/users';
import { useStyles, useWidget } from '../../app';
import { accountFormCss } from './accountFormCss';
import { Field } from './Field';
import { AccountForm } from './FormParts';
import { useForm } from './useForm';
import { sameAs, USER_FIELD_RULES } from './userRules';

type Values = { current_password: string; password: string; password_confirmation: string };
const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' };
const RULES: FormRules<Values> = {
  current_password: { required: true },
  password: USER_FIELD_RULES.password,
  password_confirmation: sameAs<Values>('password'),
};
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices signed in to your account have been signed out.';

/**
 * A signed-in shopper's new password (PUT /users with password and current_password). The host signs every
 * other device out and keeps this one.
 */
export function ChangePasswordForm() {
  useStyles('account-form', accountFormCss);
  const { http } = useWidget();
  const form = useForm<Values>({
    id: 'change-password',
    initial: EMPTY,
    rules: RULES,
    async onSubmit(values) {
      await updateUser(http, { user: { current_password: values.current_password, password: values.password } });
      return { success: PASSWORD_CHANGED, reset: EMPTY };
    },
  });
  return (
    <AccountForm form={form} submit="Change password" busy="Saving…">
      <Field form={form} name="current_password" label="Current password" type="password" autoComplete="current-password" required />
      <Field form={form} name="password" label="New password" type="password" autoComplete="new-password" required hint="At least 10 characters." />
      <Field form={form} name="password_confirmation" label="Confirm new password" type="password" autoComplete="new-password" required />
    </AccountForm>
  );
}
