import { Hono } from 'hono';
import * as v from 'valibot';
import { reserveAttempt } from '../auth/attemptLimits';
import { requireUser, sessionIdOf } from '../auth/authenticate';
import { sessionAnswer } from '../auth/sessionCookie';
import { hashPassword } from '../auth/passwords';
import { accountChanges, confirmCurrentPassword, isUniqueViolation, saveAccountChanges } from '../accounts/accountChanges';
import { customerView } from '../accounts/customerView';
import { linkGuestReservation } from '../accounts/guestReservationLink';
import { CHECK_EMAIL, sendRegistrationNotice } from '../accounts/registrationNotice';
import { checkUserForm, REGISTER_RULES, UPDATE_RULES, type UserFields } from '../accounts/userForm';
import { welcomeMail } from '../mail';
import { UuidSchema } from '../../../shared/schemas';
import { jsonBody, parse } from '../../http';
import type { CommerceDeps } from '../deps';
import { openSession } from './sessionRoutes';

const field = (max: number) => v.optional(v.nullable(v.pipe(v.string('must be text'), v.maxLength(max, `must be at most ${max} characters`))));
const UserInput = v.object({
  email: field(254),
  password: field(200),
  current_password: field(200),
  phone: field(30),
  first_name: field(100),
  last_name: field(100),
  nickname: field(50),
  birth_date: field(10),
});
const UserBody = v.object({ user: UserInput, promotions_opt_out: v.optional(v.boolean('must be true or false')) });
// 001 §2: 'Create account' on a guest receipt names its reservation, which the new account takes when it is theirs.
const RegisterBody = v.object({ ...UserBody.entries, reservation_uuid: v.optional(UuidSchema) });

const clean = (fields: UserFields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as UserFields;

export function userRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();

  app.post('/users', async (c) => {
    const body = parse(RegisterBody, await jsonBody(c), 'body');
    const fields = checkUserForm(clean(body.user as UserFields), REGISTER_RULES);
    const attempt = await reserveAttempt(deps.limits, [[deps.limits.registrationIps, deps.clientIp(c)]], deps.now().getTime(), 'registrations from your network');
    // Hashed before the address is looked at, so an address with an account is answered as slowly as a new one.
    const password_hash = await attempt.run(() => hashPassword(fields.password!, deps.passwordCost));
    const now = deps.now().toISOString();
    try {
      const { user, linkedReservationId } = await deps.db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('users')
          .values({
            email: fields.email!,
            password_hash,
            phone: fields.phone ?? null,
            first_name: fields.first_name ?? null,
            last_name: fields.last_name ?? null,
            nickname: fields.nickname ?? null,
            birth_date: fields.birth_date ?? null,
            promotions_opt_out: body.promotions_opt_out ? 1 : 0,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { user: created, linkedReservationId: body.reservation_uuid ? await linkGuestReservation(trx, body.reservation_uuid, created) : null };
      });
      const session = await openSession(deps, user.id);
      await deps.mailer.send(welcomeMail(user, deps.publicOrigin));
      return sessionAnswer(c, session, { user: customerView(user, true), linked_reservation_id: linkedReservationId }, 201);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The address has an account: a neutral answer, the detail to its owner (see CHECK_EMAIL).
      await sendRegistrationNotice(deps, fields.email!);
      return c.json(CHECK_EMAIL, 202);
    }
  });

  app.put('/users', async (c) => {
    const userId = await requireUser(deps, c);
    const body = parse(UserBody, await jsonBody(c), 'body');
    const fields = checkUserForm(clean(body.user as UserFields), UPDATE_RULES);
    const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const { columns, signInChanges } = accountChanges(user, fields);
    if (signInChanges) await confirmCurrentPassword(deps, user, fields.current_password);
    if (fields.password) columns.password_hash = await hashPassword(fields.password, deps.passwordCost);
    if (body.promotions_opt_out !== undefined) columns.promotions_opt_out = body.promotions_opt_out ? 1 : 0;
    // A new password ends every other session: whoever else held a token is signed out.
    await saveAccountChanges(deps, userId, columns, fields.password ? { keep: sessionIdOf(deps, c) } : null);
    const updated = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    return c.json({ user: customerView(updated), validations: {} });
  });

  return app;
}
