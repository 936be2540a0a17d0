import type { Kysely } from 'kysely';
import type { Mailer, MailSettings } from '../commerce/mail';
import type { Database, Dialect } from '../db';
import type { ReservationEvents } from './reservationEvents';

/** What every admin route needs, built once by the host (hostApi.ts). */
export interface AdminDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  /** CANOPY_ADMIN_TOKEN, or undefined: then only operator tokens are accepted. */
  hostToken: string | undefined;
  now: () => Date;
  /** Reservation created/updated events: the admin API publishes updates, webhooks and the demo Orders page listen. */
  events: ReservationEvents;
  /** The commerce API's mailer and settings: status changes are mailed to the shopper like the confirmation. */
  mailer: Mailer;
  mail: MailSettings;
  /** The host's public origin (HOST_ORIGIN): the status mail links the shopper's reservation page under it. */
  publicOrigin: string;
  log: (message: string, error?: unknown) => void;
}
