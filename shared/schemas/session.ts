import * as v from 'valibot';
import { FORM_MESSAGES } from '../forms/formMessages';
import { isValidEmail } from '../forms/email';
import { isValidUsPhone } from '../forms/usPhone';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { IsoDateSchema, textSchema } from './common';

const email = v.pipe(textSchema(254), v.toLowerCase(), v.check(isValidEmail, FORM_MESSAGES.email));
const phone = v.pipe(textSchema(32), v.check(isValidUsPhone, FORM_MESSAGES.phone));
// 001 §5: 'Please enter a password with a minimum of 10 characters.' Not trimmed: spaces are characters.
const password = v.pipe(
  v.string('Please fill out this field.'),
  v.minLength(PASSWORD_MIN_LENGTH, `Please enter a password with a minimum of ${PASSWORD_MIN_LENGTH} characters.`),
  v.maxLength(200, 'Please use no more than 200 characters.'),
);

/** 001 §7 POST /sessions: a user object (e-mail or phone, and password) or a cognito_token. */
export const SessionBodySchema = v.union(
  [
    v.object({
      user: v.pipe(
        v.object({
          email: v.optional(email),
          phone: v.optional(phone),
          password: v.pipe(v.string('Please fill out this field.'), v.nonEmpty('Please fill out this field.'), v.maxLength(200)),
        }),
        v.check((u) => Boolean(u.email || u.phone), 'Please enter an email address.'),
      ),
    }),
    v.object({ cognito_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096)) }),
  ],
  'must hold a user (email or phone, and password) or a cognito_token',
);
export type SessionBody = v.InferOutput<typeof SessionBodySchema>;

/** POST /users (the /register screen, 001 §2). */
export const RegistrationBodySchema = v.object({
  user: v.object({
    email,
    password,
    first_name: v.optional(textSchema(100)),
    last_name: v.optional(textSchema(100)),
    phone: v.optional(phone),
    birth_date: v.optional(IsoDateSchema),
  }),
  promotions_opt_out: v.optional(v.boolean(), false),
});
export type RegistrationBody = v.InferOutput<typeof RegistrationBodySchema>;

/** 001 §7 PUT /users: user, promotions_opt_out; 001 §5: phone dashes are stripped before update. */
export const UserUpdateBodySchema = v.object({
  user: v.object({
    email: v.optional(email),
    phone: v.optional(v.nullable(v.pipe(phone, v.transform((p) => p.replace(/-/g, ''))))),
    first_name: v.optional(v.nullable(textSchema(100))),
    last_name: v.optional(v.nullable(textSchema(100))),
    nickname: v.optional(v.nullable(textSchema(60))),
    birth_date: v.optional(v.nullable(IsoDateSchema)),
    password: v.optional(password),
    current_password: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
  promotions_opt_out: v.optional(v.boolean()),
});
export type UserUpdateBody = v.InferOutput<typeof UserUpdateBodySchema>;
