import { Hono } from 'hono';
import * as v from 'valibot';
import { validateForm, type FormRules } from '../../../shared/forms';
import { IdSchema } from '../../../shared/schemas';
import { fromJson } from '../../db';
import { reserveAttempt } from '../auth/attemptLimits';
import { requireUser } from '../auth/authenticate';
import type { ReservationData } from '../checkout/placeReservation';
import { CORRECT_FIELDS } from '../accounts/userForm';
import { contactMessageMail, type ContactMessage } from '../mail';
import { ApiError, jsonBody, parse, type Validations } from '../../http';
import type { CommerceDeps } from '../deps';

const ContactBody = v.object({
  // The subject becomes a mail header: one line.
  subject: v.pipe(v.string('must be text'), v.maxLength(1000, 'must be at most 1000 characters'), v.regex(/^[^\r\n]*$/, 'must be one line')),
  message: v.pipe(v.string('must be text'), v.maxLength(20_000, 'must be at most 20000 characters')),
  reservation_id: v.optional(IdSchema),
});
type ContactFields = { subject: string; message: string };

// 001 §5: the form's rules and messages, as the widget's contact form shows them.
const CONTACT_RULES: FormRules<ContactFields> = {
  subject: { required: true, maxLength: 120 },
  message: { required: true, maxLength: 5000 },
};

export const CONTACT_THANKS = 'Thanks, we will reply by e-mail';

function checkContactForm(fields: ContactFields): ContactFields {
  const cleaned = { subject: fields.subject.trim(), message: fields.message.trim() };
  const validations: Validations = {};
  for (const [field, message] of Object.entries(validateForm(cleaned, CONTACT_RULES))) if (message) validations[field] = [message];
  if (Object.keys(validations).length > 0) throw new ApiError('unprocessable', CORRECT_FIELDS, validations);
  return cleaned;
}

/** The reservation a message is about, the user's own only: someone else's is the same 404 as a missing one. */
async function ownReservation(deps: CommerceDeps, userId: number, id: number | undefined): Promise<ContactMessage['reservation']> {
  if (id === undefined) return null;
  const row = await deps.db.selectFrom('reservations').select(['id', 'user_id', 'data', 'created_at']).where('id', '=', id).executeTakeFirst();
  if (!row || row.user_id !== userId) throw new ApiError('not_found', 'Reservation not found');
  return { id: row.id, store: fromJson<ReservationData>(row.data, {} as ReservationData).store?.name ?? '', created_at: row.created_at };
}

export function contactRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();

  // 001 §2 /profile/contactUs: mailed to support (CANOPY_SUPPORT_EMAIL) with Reply-To the shopper's address.
  app.post('/contact_messages', async (c) => {
    const userId = await requireUser(deps, c);
    const body = parse(ContactBody, await jsonBody(c), 'body');
    const fields = checkContactForm(body);
    const reservation = await ownReservation(deps, userId, body.reservation_id);
    // Counted once the message is one that goes: a refused form costs nothing.
    await reserveAttempt(deps.limits, [[deps.limits.contactMessages, `u:${userId}`]], deps.now().getTime(), 'messages');
    const user = await deps.db.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
    const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || null;
    await deps.mailer.send(contactMessageMail(deps.mail.supportEmail, { from: { email: user.email, name, id: userId }, ...fields, reservation }));
    return c.json({ message: CONTACT_THANKS }, 202);
  });

  return app;
}
