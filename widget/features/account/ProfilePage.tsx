import { usPhoneDigits } from '../../../shared/forms';
import type { Customer } from '../../../shared/types';
import { Link } from '../../app';
import { AccountFrame } from '../../ui/AccountFrame';
import { ProfileLoader } from './ProfileLoader';

const notGiven = <span className="cn-muted">Not given</span>;

function birthDate(iso: string | null) {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  // A calendar date, not an instant: read and shown in UTC so no time zone moves it a day.
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** A US number as people write it, (213) 555-0100; anything else as it was saved. */
function phoneNumber(phone: string | null) {
  const digits = phone ? usPhoneDigits(phone) : null;
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** 001 §2 /profile: who the shopper is, and the ways to their reservations, ID documents and details. */
export function ProfilePage({ linkedReservation = null }: { linkedReservation?: number | null }) {
  return (
    <AccountFrame title="Your profile" current="profile">
      {linkedReservation !== null && (
        <p className="cn-note" role="status">
          Your account is ready, and your order #{linkedReservation} is now in your reservations. <Link to={`/profile/reservations/${linkedReservation}`}>View the order</Link>
        </p>
      )}
      <ProfileLoader label="your profile">{(user) => <ProfileOverview user={user} />}</ProfileLoader>
    </AccountFrame>
  );
}

function ProfileOverview({ user }: { user: Customer }) {
  const name = user.name || [user.first_name, user.last_name].filter(Boolean).join(' ');
  const facts: [string, string | null][] = [
    ['Name', name || null],
    ['E-mail', user.email],
    ['Phone', phoneNumber(user.phone)],
    ['Birth date', birthDate(user.birth_date)],
  ];
  return (
    <>
      <dl className="cn-profile-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || notGiven}</dd>
          </div>
        ))}
      </dl>
      <h2 className="cn-h2">Quick links</h2>
      <nav className="cn-quick" aria-label="Quick links">
        <Link to="/profile/reservations">Your reservations</Link>
        <Link to="/profile/identification">ID documents</Link>
        <Link to="/profile/edit">Edit profile</Link>
      </nav>
    </>
  );
}
