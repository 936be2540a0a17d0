import { USER_FIELD_RULES, stripPhoneDashes, validateForm, type FormRules } from '../../../shared/forms';
import { ApiError, type Validations } from '../../http';

export interface UserFields {
  email?: string;
  password?: string;
  phone?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  nickname?: string | null;
  birth_date?: string | null;
  [key: string]: unknown;
}

export const CORRECT_FIELDS = 'Please correct the highlighted fields';

// 001 §5: the form rules and their messages, the same the widget's forms check (shared/forms).
export const REGISTER_RULES: FormRules<UserFields> = USER_FIELD_RULES;

export const UPDATE_RULES: FormRules<UserFields> = {
  ...REGISTER_RULES,
  email: { type: 'email', maxLength: 254 },
  password: { type: 'password', maxLength: 200 },
};

/** The 001 §5 validations of a user form as a 422 `{ message, validations }`, or the cleaned fields. */
export function checkUserForm(fields: UserFields, rules: FormRules<UserFields>): UserFields {
  const errors = validateForm(fields, rules);
  const validations: Validations = {};
  for (const [field, message] of Object.entries(errors)) if (message) validations[field] = [message as string];
  if (Object.keys(validations).length > 0) throw new ApiError('unprocessable', CORRECT_FIELDS, validations);
  return {
    ...fields,
    email: fields.email?.trim().toLowerCase(),
    // 001 §5: phone dashes are stripped before the update.
    phone: typeof fields.phone === 'string' && fields.phone.trim() !== '' ? stripPhoneDashes(fields.phone) : fields.phone === '' ? null : fields.phone,
  };
}

export const EMAIL_TAKEN = 'has already been taken';
